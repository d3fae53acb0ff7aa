/// An sRGB color with straight (not premultiplied) 8-bit channels.
///
/// Themes and scene files speak straight alpha (`#RRGGBBAA`); the rasterizer
/// premultiplies when it composites (see ``PremultipliedPixel``).
public struct Color: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A color from components in 0...1, each rounded to the nearest 8-bit value.
  public static func unit(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1)
    -> Color
  {
    func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
    return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
  }

  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 255, green: 255, blue: 255)

  /// `#RRGGBBAA`, uppercase: the canonical text form in JSON output and scene files.
  public var hexString: String {
    let digits = Array("0123456789ABCDEF")
    var s = "#"
    for byte in [red, green, blue, alpha] {
      s.append(digits[Int(byte >> 4)])
      s.append(digits[Int(byte & 15)])
    }
    return s
  }

  /// Parses `#RRGGBB` or `#RRGGBBAA` (alpha last), the scene-file form. Dialect-specific
  /// color syntaxes live in the Themes stage.
  public init?(hexString: String) {
    var text = Substring(hexString)
    guard text.first == "#" else { return nil }
    text = text.dropFirst()
    guard text.count == 6 || text.count == 8, let value = UInt32(text, radix: 16) else {
      return nil
    }
    let v = text.count == 6 ? (value << 8) | 0xFF : value
    self.init(
      red: UInt8(v >> 24), green: UInt8((v >> 16) & 0xFF), blue: UInt8((v >> 8) & 0xFF),
      alpha: UInt8(v & 0xFF))
  }

  /// This color with its alpha multiplied by `opacity` (0...1).
  public func withAlphaMultiplied(by opacity: Double) -> Color {
    var c = self
    c.alpha = UInt8((Double(alpha) * min(max(opacity, 0), 1)).rounded())
    return c
  }
}

extension Color: CustomStringConvertible {
  public var description: String { hexString }
}

import Foundation
import Primitives

/// Color syntaxes of the dialects. Each dialect reads its own; none is guessed from another.
enum ColorSyntax {
  /// Hex digits to a color. `length` 3/4 doubles each digit; 8 (and 4) carry alpha, last
  /// (`alphaFirst: false`, Giotto/CSS) or first (`alphaFirst: true`, Pixelbits).
  static func hex(_ digits: Substring, alphaFirst: Bool = false) -> Color? {
    guard digits.allSatisfy(\.isHexDigit), let v = UInt32(digits, radix: 16) else { return nil }
    func nibble(_ shift: UInt32) -> UInt8 { UInt8((v >> shift) & 0xF) * 17 }
    func byte(_ shift: UInt32) -> UInt8 { UInt8((v >> shift) & 0xFF) }
    switch digits.count {
    case 3: return Color(red: nibble(8), green: nibble(4), blue: nibble(0))
    case 4:
      return alphaFirst
        ? Color(red: nibble(8), green: nibble(4), blue: nibble(0), alpha: nibble(12))
        : Color(red: nibble(12), green: nibble(8), blue: nibble(4), alpha: nibble(0))
    case 6: return Color(red: byte(16), green: byte(8), blue: byte(0))
    case 8:
      return alphaFirst
        ? Color(red: byte(16), green: byte(8), blue: byte(0), alpha: byte(24))
        : Color(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
    default: return nil
    }
  }

  /// `#` then exactly 3 or 6 ASCII hex digits, as ``css(_:fast:)`` reads them; nil for any
  /// other text (which the full reading then decides).
  static func plainHex(_ text: String) -> Color? {
    let utf8 = text.utf8
    guard utf8.count == 4 || utf8.count == 7, utf8.first == UInt8(ascii: "#") else { return nil }
    var v: UInt32 = 0
    for b in utf8.dropFirst() {
      let digit: UInt8
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
      default: return nil
      }
      v = v << 4 | UInt32(digit)
    }
    if utf8.count == 4 {
      func nibble(_ shift: UInt32) -> UInt8 { UInt8((v >> shift) & 0xF) * 17 }
      return Color(red: nibble(8), green: nibble(4), blue: nibble(0))
    }
    return Color(
      red: UInt8((v >> 16) & 0xFF), green: UInt8((v >> 8) & 0xFF), blue: UInt8(v & 0xFF))
  }

  /// Pixelbits' `#` colour as UIColorConverter.swift `fromHex` reads it: the text after `#`
  /// loses non-alphanumerics at both ends, must then be hex digits only (else nil: not a
  /// colour), and 3, 6 or 8 (ARGB) digits are read as written. Any other count falls to the
  /// switch's `default`, `(a, r, g, b) = (1, 1, 1, 0)` over 255: red and green 1/255, blue
  /// 0, alpha 1/255, almost invisible. `odd` says the count was not 3, 6 or 8.
  static func pixelbitsHex(_ digits: Substring) -> (color: Color, odd: Bool)? {
    let hex = digits.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
    guard hex.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
    if [3, 6, 8].contains(hex.count), let c = ColorSyntax.hex(Substring(hex), alphaFirst: true) {
      return (c, false)
    }
    return (pixelbitsOddHex, true)
  }

  /// What Pixelbits makes of a `#` colour of the wrong length (see ``pixelbitsHex(_:)``).
  static let pixelbitsOddHex = Color(red: 1, green: 1, blue: 0, alpha: 1)

  /// CSS as Motif reads it: `#rgb`, `#rrggbb`, `rgb()`, `rgba()`, `hsl()`, `hsla()`,
  /// `transparent` and the named colors, case-insensitive, whole string only.
  /// `#rgba`/`#rrggbbaa` are rejected, as Motif rejects them.
  static func css(_ text: String, fast: Bool = true) -> Color? {
    // Most colours are `#rgb` or `#rrggbb` with nothing around: read from the bytes, with no
    // trimmed, lowercased or counted copies (off: the plain twin, in ColorSyntaxTests).
    if fast, let color = plainHex(text) { return color }
    let s = text.trimmed().lowercased()
    if s.hasPrefix("#") {
      let digits = s.dropFirst()
      guard digits.count == 3 || digits.count == 6 else { return nil }
      return hex(digits)
    }
    if s == "transparent" { return .clear }
    if let v = cssNamedColors[s] {
      return Color(red: UInt8(v >> 16), green: UInt8((v >> 8) & 0xFF), blue: UInt8(v & 0xFF))
    }
    for (name, hasAlpha, isHSL) in [
      ("rgba", true, false), ("rgb", false, false), ("hsla", true, true), ("hsl", false, true),
    ] where s.hasPrefix(name) {
      // UIColor+HTMLColors.m `mtf_scanFloatTriple:`/`Quad:`: blanks may come before "(".
      let rest = s.dropFirst(name.count).trimmed()
      guard rest.hasPrefix("("), rest.hasSuffix(")") else { return nil }
      let parts = rest.dropFirst().dropLast().split(
        separator: ",", omittingEmptySubsequences: false
      ).map { $0.trimmed() }
      guard parts.count == (hasAlpha ? 4 : 3) else { return nil }
      // `mtf_scanNum:scale:`: any number or percentage (×0.01) in every place; a number is
      // scaled (channels /255, hue /360 in turns, saturation, lightness and alpha as
      // written), with no range check: UIColor clamps what it draws.
      var v: [Double] = []
      for (i, p) in parts.enumerated() {
        let isPercent = p.hasSuffix("%")
        guard let x = Double(isPercent ? p.dropLast().trimmed() : p), x.isFinite else {
          return nil
        }
        let scale = i == 3 ? 1 : (isHSL ? (i == 0 ? 1.0 / 360 : 1) : 1.0 / 255)
        v.append(isPercent ? x / 100 : x * scale)
      }
      let alpha = hasAlpha ? v[3] : 1
      guard isHSL else { return .unit(v[0], v[1], v[2], alpha) }
      // `MTFNormHue`: the hue wraps to one turn.
      let hue = (v[0] - v[0].rounded(.down)) * 360
      let (r, g, b) = hslToRGB(hue, min(max(v[1], 0), 1), min(max(v[2], 0), 1))
      return .unit(r, g, b, alpha)
    }
    return nil
  }

  /// CSS Color 3's HSL to RGB (§4.2.4), all in 0...1 except hue in degrees.
  private static func hslToRGB(_ h: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
    let hue =
      (h.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
      / 360
    let m2 = l <= 0.5 ? l * (s + 1) : l + s - l * s
    let m1 = l * 2 - m2
    func channel(_ hh: Double) -> Double {
      var h = hh
      if h < 0 { h += 1 }
      if h > 1 { h -= 1 }
      if h * 6 < 1 { return m1 + (m2 - m1) * h * 6 }
      if h * 2 < 1 { return m2 }
      if h * 3 < 2 { return m1 + (m2 - m1) * (2.0 / 3 - h) * 6 }
      return m1
    }
    return (channel(hue + 1.0 / 3), channel(hue), channel(hue - 1.0 / 3))
  }

  /// CSS names newer than Motif's table (UIColor+HTMLColors.m `MTFW3CNamedColors`, the 147
  /// of CSS 3): Motif cannot read them, so a Motif theme's value is no colour.
  static let notInMotif: Set<String> = ["rebeccapurple"]

  /// UIKit's named colors (`UIColor.grayColor()`), which Pixelbits reads by exact name.
  static let uiKitNamed: [String: Color] = [
    "black": .black, "white": .white, "clear": .clear,
    "darkGray": .unit(1.0 / 3, 1.0 / 3, 1.0 / 3), "lightGray": .unit(2.0 / 3, 2.0 / 3, 2.0 / 3),
    "gray": .unit(0.5, 0.5, 0.5), "red": .unit(1, 0, 0), "green": .unit(0, 1, 0),
    "blue": .unit(0, 0, 1), "cyan": .unit(0, 1, 1), "yellow": .unit(1, 1, 0),
    "magenta": .unit(1, 0, 1), "orange": .unit(1, 0.5, 0), "purple": .unit(0.5, 0, 0.5),
    "brown": .unit(0.6, 0.4, 0.2),
  ]
}

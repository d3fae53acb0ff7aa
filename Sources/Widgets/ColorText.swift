import Primitives

/// Colors as screens write them: `#RGB`, `#RRGGBB`, `#RRGGBBAA` (alpha last, as CSS),
/// `rgb(…)`, `rgba(…)`, a few CSS names, iOS system color names (`systemBlue`, `label`, …)
/// and the project's named colors (asset catalog colorsets), both resolved in the
/// appearance of the render being read (``ColorEnvironment/current``).
enum ColorText {
  static func parse(_ text: String) -> Color? {
    let s = text.trimmingSpaces
    if s.hasPrefix("#") { return hex(String(s.dropFirst())) }
    let lower = s.lowercased()
    if lower.hasPrefix("rgb"), let open = s.firstIndex(of: "("), s.last == ")" {
      let parts = s[s.index(after: open)..<s.index(before: s.endIndex)].split(separator: ",")
        .map { String($0).trimmingSpaces }
      guard parts.count == 3 || parts.count == 4 else { return nil }
      var channels: [UInt8] = []
      for p in parts.prefix(3) {
        guard let v = Double(p), (0...255).contains(v) else { return nil }
        channels.append(UInt8(v.rounded()))
      }
      var alpha: UInt8 = 255
      if parts.count == 4 {
        guard let a = Double(parts[3]), (0...1).contains(a) else { return nil }
        alpha = UInt8((a * 255).rounded())
      }
      return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }
    return names[lower] ?? named(s)
  }

  /// A system or project color name in the current appearance (`label`, `BrandBlue`).
  static func named(_ name: String) -> Color? {
    ColorEnvironment.current.color(named: name)
  }

  static func hex(_ digits: String) -> Color? {
    guard digits.allSatisfy(\.isHexDigit), let v = UInt32(digits, radix: 16) else { return nil }
    switch digits.count {
    case 3:
      func d(_ shift: UInt32) -> UInt8 { UInt8((v >> shift) & 0xF) * 17 }
      return Color(red: d(8), green: d(4), blue: d(0))
    case 6:
      return Color(red: UInt8(v >> 16), green: UInt8((v >> 8) & 0xFF), blue: UInt8(v & 0xFF))
    case 8:
      return Color(
        red: UInt8(v >> 24), green: UInt8((v >> 16) & 0xFF), blue: UInt8((v >> 8) & 0xFF),
        alpha: UInt8(v & 0xFF))
    default:
      return nil
    }
  }

  static let names: [String: Color] = [
    "black": .black, "white": .white, "clear": .clear, "transparent": .clear,
    "red": Color(red: 255, green: 0, blue: 0), "green": Color(red: 0, green: 128, blue: 0),
    "blue": Color(red: 0, green: 0, blue: 255), "gray": Color(red: 128, green: 128, blue: 128),
  ]
}

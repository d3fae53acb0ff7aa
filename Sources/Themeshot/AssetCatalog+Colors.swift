import Foundation
import Primitives

extension AssetCatalog {
  /// Reads `name.colorset/Contents.json`: an "any" colour and its dark and high-contrast
  /// variants. Components are written three ways by Xcode's colour panel: floating point
  /// (`"0.478"`), 8-bit (`"122"`) and hexadecimal (`"0x7A"`); alpha is always floating.
  mutating func readColorSet(_ folder: String, name: String) {
    let file = folder + "/Contents.json"
    guard let contents = contents(file) else { return }
    var any: Color?
    var light: Color?
    var dark: Color?
    var anyHigh: Color?
    var lightHigh: Color?
    var darkHigh: Color?
    var failed = false
    for (i, entry) in (contents["colors"] as? [[String: Any]] ?? []).enumerated() {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard ["universal", "iphone"].contains(idiom) else { continue }
      let at = SourceLocation(file: file, keyPath: "colors[\(i)].color")
      guard let spec = entry["color"] as? [String: Any] else { continue }
      let color: Color
      switch Self.color(spec) {
      case .success(let c): color = c
      case .failure(let d):
        diagnostics.append(.warning(d.message, at: at))
        failed = true
        continue
      }
      switch Self.appearances(entry) {
      case (nil, false): any = color
      case (false, false): light = color
      case (true, false): dark = color
      case (nil, true): anyHigh = color
      case (false, true): lightHigh = color
      case (true, true): darkHigh = color
      }
    }
    guard let base = light ?? any else {
      // Already reported when an entry was unreadable.
      guard !failed else { return }
      diagnostics.append(
        .warning(
          "colour set '\(name)' defines no colour for any appearance; skipped",
          at: SourceLocation(file: file, keyPath: "colors")))
      return
    }
    colors[name] = DynamicColor(
      any: base, dark: dark, highContrast: lightHigh ?? anyHigh, darkHighContrast: darkHigh)
  }

  /// The problem with a colour entry.
  struct ColorProblem: Error {
    var message: String
  }

  /// A `"color"` object: sRGB-family components, a grey (`gray-gamma-22`), or a reference to
  /// a system colour (`"reference": "systemBlueColor"`, resolved light).
  static func color(_ spec: [String: Any]) -> Result<Color, ColorProblem> {
    if let reference = spec["reference"] as? String {
      guard let system = SystemColor(name: reference) else {
        return .failure(ColorProblem(message: "unknown system colour '\(reference)'"))
      }
      return .success(system.resolved(in: .light))
    }
    guard let components = spec["components"] as? [String: Any] else {
      return .failure(ColorProblem(message: "a colour needs 'components' or 'reference'"))
    }
    // Display P3 and extended sRGB are drawn as sRGB, clamped: the rasterizer is sRGB only.
    func component(_ key: String) -> Result<Double, ColorProblem> {
      guard let raw = components[key] else {
        return .failure(ColorProblem(message: "missing component '\(key)'"))
      }
      let text = (raw as? String) ?? (raw as? NSNumber)?.stringValue ?? ""
      guard let v = componentValue(text.trimmingCharacters(in: .whitespaces), alpha: key == "alpha")
      else {
        return .failure(
          ColorProblem(
            message: "component '\(key)' is '\(text)' (expected 0.0–1.0, 0–255 or 0x00–0xFF)"))
      }
      return .success(v)
    }
    do throws(ColorProblem) {
      let alpha = try component("alpha").get()
      if components["white"] != nil {
        let w = try component("white").get()
        return .success(.unit(w, w, w, alpha))
      }
      let r = try component("red").get()
      let g = try component("green").get()
      let b = try component("blue").get()
      return .success(.unit(r, g, b, alpha))
    } catch {
      return .failure(error)
    }
  }

  /// One component in 0...1: `0x7A` (hex byte), `122` (8-bit), `0.478` (floating; alpha is
  /// always floating, so `1` there means opaque). Checked finite and in range first.
  static func componentValue(_ text: String, alpha: Bool) -> Double? {
    if text.lowercased().hasPrefix("0x") {
      guard let v = UInt32(text.dropFirst(2), radix: 16), v <= 255 else { return nil }
      return Double(v) / 255
    }
    guard let v = Double(text), v.isFinite else { return nil }
    if alpha || text.contains(".") || text.contains("e") {
      // Extended sRGB may step outside 0...1; clamp what sRGB cannot show.
      guard v >= -1, v <= 2 else { return nil }
      return min(max(v, 0), 1)
    }
    guard v >= 0, v <= 255 else { return nil }
    return v / 255
  }
}

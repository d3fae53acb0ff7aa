import Foundation
import Primitives

/// IB's `<color>` element as an sRGB ``Color``.
///
/// IB stores a colour in the space the designer picked it in. UIKit converts it to the
/// display's space when drawing; we convert to sRGB once, here:
/// - `sRGB` (custom), `deviceRGB`: taken as is;
/// - `calibratedRGB`: Apple's Generic RGB (gamma 1.8, Trinitron-like primaries, D65) →
///   linear → XYZ → sRGB;
/// - `displayP3`: Display P3 (sRGB's curve, DCI-P3 primaries, D65) → sRGB, clipped;
/// - `calibratedWhite`, `genericGamma22GrayColorSpace`, `deviceWhite`: grey with gamma 2.2
///   (macOS's generic grey since 10.6) → sRGB;
/// - `systemColor`/`cocoaTouchSystemColor`: iOS's published light-mode values;
/// - `name`: a named colour from the document's `<resources>` (asset catalogue colours IB
///   copies there), else a system colour of that name.
enum IBColor {
  /// The colour `e` describes, or nil with a reason when it cannot be read.
  static func color(
    _ e: IBElement, named: [String: Color], appearance: Appearance = .light
  ) -> Result<Color, IBSkip> {
    // Xcode 11 wrote the iOS 13 colours as `xcode11CocoaTouchSystemColor`.
    if let name = e["systemColor"] ?? e["cocoaTouchSystemColor"]
      ?? e["xcode11CocoaTouchSystemColor"]
    {
      if let c = systemColor(name, appearance: appearance) { return .success(c) }
      return .failure(IBSkip(what: "system colour '\(name)'", element: e))
    }
    if let name = e["name"] {
      if let c = named[name] { return .success(c) }
      if let c = systemColor(name, appearance: appearance) { return .success(c) }
      return .failure(IBSkip(what: "named colour '\(name)' (not in <resources>)", element: e))
    }
    func num(_ k: String, _ fallback: Double? = nil) -> Double? {
      guard let s = e[k] else { return fallback }
      guard let v = Double(s), v.isFinite else { return nil }
      return min(max(v, 0), 1)
    }
    guard let alpha = num("alpha", 1) else {
      return .failure(IBSkip(what: "colour alpha '\(e["alpha"] ?? "")'", element: e))
    }
    let space = e["customColorSpace"] ?? e["colorSpace"] ?? "sRGB"
    if e["white"] != nil {
      guard let w = num("white") else {
        return .failure(IBSkip(what: "colour white '\(e["white"] ?? "")'", element: e))
      }
      let s = space == "sRGB" ? w : encodeSRGB(pow(w, 2.2))
      return .success(.unit(s, s, s, alpha))
    }
    guard let r = num("red"), let g = num("green"), let b = num("blue") else {
      return .failure(IBSkip(what: "colour components", element: e))
    }
    switch space {
    case "calibratedRGB":
      return .success(convert((r, g, b), gamma: 1.8, matrix: genericToSRGB, alpha: alpha))
    case "displayP3":
      let lin = (decodeSRGB(r), decodeSRGB(g), decodeSRGB(b))
      let m = p3ToSRGB
      return .success(
        .unit(
          encodeSRGB(m[0] * lin.0 + m[1] * lin.1 + m[2] * lin.2),
          encodeSRGB(m[3] * lin.0 + m[4] * lin.1 + m[5] * lin.2),
          encodeSRGB(m[6] * lin.0 + m[7] * lin.1 + m[8] * lin.2), alpha))
    default:
      return .success(.unit(r, g, b, alpha))
    }
  }

  /// UIKit's and IB's system colour names (`systemBlueColor`, `darkTextColor`), plus the
  /// fixed colours `UIColor` names (`whiteColor`, `clearColor`, `groupTableViewBackgroundColor`).
  static func systemColor(_ name: String, appearance: Appearance) -> Color? {
    if let s = SystemColor(name: name) { return s.resolved(in: appearance) }
    var key = name.lowercased()
    if key.hasSuffix("color") { key.removeLast(5) }
    switch key {
    case "white": return .white
    case "black": return .black
    case "clear": return .clear
    case "red": return .unit(1, 0, 0)
    case "green": return .unit(0, 1, 0)
    case "blue": return .unit(0, 0, 1)
    case "gray": return .unit(0.5, 0.5, 0.5)
    case "lightgray": return .unit(2 / 3, 2 / 3, 2 / 3)
    case "darkgray": return .unit(1 / 3, 1 / 3, 1 / 3)
    case "yellow": return .unit(1, 1, 0)
    case "orange": return .unit(1, 0.5, 0)
    case "purple": return .unit(0.5, 0, 0.5)
    case "brown": return .unit(0.6, 0.4, 0.2)
    case "cyan": return .unit(0, 1, 1)
    case "magenta": return .unit(1, 0, 1)
    // iOS 6's grouped-table and cell backgrounds, as iOS 13+ maps them.
    case "grouptableviewbackground":
      return SystemColor.systemGroupedBackground.resolved(in: appearance)
    case "tablecellgroupedbackground":
      return SystemColor.secondarySystemGroupedBackground.resolved(in: appearance)
    case "viewflipsidebackground", "scrollviewtexturedbackground":
      return Color(red: 31, green: 33, blue: 36)
    default: return nil
    }
  }

  static func decodeSRGB(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  static func encodeSRGB(_ v: Double) -> Double {
    let c = min(max(v, 0), 1)
    return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
  }

  private static func convert(
    _ c: (Double, Double, Double), gamma: Double, matrix m: [Double], alpha: Double
  ) -> Color {
    let lin = (pow(c.0, gamma), pow(c.1, gamma), pow(c.2, gamma))
    return .unit(
      encodeSRGB(m[0] * lin.0 + m[1] * lin.1 + m[2] * lin.2),
      encodeSRGB(m[3] * lin.0 + m[4] * lin.1 + m[5] * lin.2),
      encodeSRGB(m[6] * lin.0 + m[7] * lin.1 + m[8] * lin.2), alpha)
  }

  /// Linear RGB → linear sRGB for a space given by its primaries' chromaticities (white
  /// D65 in both, so no adaptation): M = M_sRGB⁻¹ · M_space.
  static func matrix(primaries p: [(Double, Double)]) -> [Double] {
    mul(invert(rgbToXYZ(srgbPrimaries)), rgbToXYZ(p))
  }

  static let srgbPrimaries = [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]
  /// Apple's Generic RGB profile primaries (ColorSync "Generic RGB Profile").
  static let genericPrimaries = [(0.630, 0.340), (0.295, 0.605), (0.155, 0.077)]
  static let p3Primaries = [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]
  static let genericToSRGB = matrix(primaries: genericPrimaries)
  static let p3ToSRGB = matrix(primaries: p3Primaries)

  /// The RGB → XYZ matrix of primaries `p` with a D65 white point.
  static func rgbToXYZ(_ p: [(Double, Double)]) -> [Double] {
    let white = (0.3127 / 0.3290, 1.0, (1 - 0.3127 - 0.3290) / 0.3290)
    let cols = p.map { (x, y) in (x / y, 1.0, (1 - x - y) / y) }
    let m = [
      cols[0].0, cols[1].0, cols[2].0, cols[0].1, cols[1].1, cols[2].1,
      cols[0].2, cols[1].2, cols[2].2,
    ]
    let inv = invert(m)
    let s = (
      inv[0] * white.0 + inv[1] * white.1 + inv[2] * white.2,
      inv[3] * white.0 + inv[4] * white.1 + inv[5] * white.2,
      inv[6] * white.0 + inv[7] * white.1 + inv[8] * white.2
    )
    return [
      m[0] * s.0, m[1] * s.1, m[2] * s.2, m[3] * s.0, m[4] * s.1, m[5] * s.2,
      m[6] * s.0, m[7] * s.1, m[8] * s.2,
    ]
  }

  static func invert(_ m: [Double]) -> [Double] {
    let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [
      (e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det,
      (f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det,
      (d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det,
    ]
  }

  static func mul(_ x: [Double], _ y: [Double]) -> [Double] {
    var out = [Double](repeating: 0, count: 9)
    for r in 0..<3 {
      for c in 0..<3 {
        out[r * 3 + c] = (0..<3).reduce(0) { $0 + x[r * 3 + $1] * y[$1 * 3 + c] }
      }
    }
    return out
  }
}

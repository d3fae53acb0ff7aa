import Foundation
import Primitives

/// Number and size formatting shared by the formats. Locale-independent, so every machine
/// writes the same bytes.
enum Format {
  /// `1234567` → `1,234,567`.
  static func count(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
      out.append(c)
    }
    return n < 0 ? "-" + out : out
  }

  /// A ratio as a percentage with enough digits to tell small changes apart:
  /// `0.0523` → `5.23%`, `0.000012` → `0.0012%`, `0` → `0%`. Non-finite ratios show as `–`.
  static func percent(_ ratio: Double) -> String {
    guard ratio.isFinite else { return "–" }
    if ratio == 0 { return "0%" }
    let p = ratio * 100
    let text: String
    switch abs(p) {
    case 1...: text = String(format: "%.2f", p)
    case 0.01..<1: text = String(format: "%.3f", p)
    case 0.0001..<0.01: text = String(format: "%.4f", p)
    default: return p > 0 ? "<0.0001%" : "-<0.0001%"
    }
    return trimZeros(text) + "%"
  }

  /// A ratio as a plain decimal for machines (JUnit): up to 6 decimals, no exponent.
  static func ratio(_ ratio: Double) -> String {
    guard ratio.isFinite else { return "nan" }
    return trimZeros(String(format: "%.6f", ratio))
  }

  /// `390×844`.
  static func size(_ size: PixelSize) -> String { "\(size.width)×\(size.height)" }

  /// `390×844`, or `390×844 → 390×900` when the sizes differ, or the one that is known.
  static func sizes(_ expected: PixelSize?, _ actual: PixelSize?) -> String? {
    switch (expected, actual) {
    case (let e?, let a?): e == a ? size(e) : "\(size(e)) → \(size(a))"
    case (let e?, nil): size(e)
    case (nil, let a?): size(a)
    case (nil, nil): nil
    }
  }

  /// `x,y w×h` for one changed region.
  static func region(_ r: PixelRect) -> String { "\(r.x),\(r.y) \(r.width)×\(r.height)" }

  /// `1 pixel`, `2 pixels`: a count with its noun.
  static func plural(_ n: Int, _ noun: String) -> String {
    "\(count(n)) \(noun)\(n == 1 ? "" : "s")"
  }

  private static func trimZeros(_ s: String) -> String {
    guard s.contains(".") else { return s }
    var t = Substring(s)
    while t.hasSuffix("0") { t.removeLast() }
    if t.hasSuffix(".") { t.removeLast() }
    return String(t)
  }
}

import Foundation
import Primitives

/// WCAG 2.x contrast between text and background colors.
public enum Contrast {
  /// The contrast ratio (1...21) of `foreground` drawn over `background`; translucent colors
  /// are composited first (the background over white, then the text over it).
  public static func ratio(_ foreground: Color, over background: Color) -> Double {
    let base = composite(background, over: .white)
    let text = composite(foreground, over: base)
    let (a, b) = (luminance(text), luminance(base))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// WCAG's relative luminance of an sRGB color.
  static func luminance(_ c: Color) -> Double {
    func linear(_ v: UInt8) -> Double {
      let s = Double(v) / 255
      return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
  }

  static func composite(_ top: Color, over bottom: Color) -> Color {
    let a = Double(top.alpha) / 255
    func mix(_ t: UInt8, _ b: UInt8) -> Double { (Double(t) * a + Double(b) * (1 - a)) / 255 }
    return .unit(
      mix(top.red, bottom.red), mix(top.green, bottom.green), mix(top.blue, bottom.blue))
  }
}

extension Theme {
  /// Warnings for styles and rules whose text color (`textColor`, or a button's normal
  /// `titleColor`) has less than `minimum` contrast (WCAG AA: 4.5) against the
  /// opaque `backgroundColor` set beside it (`theme lint --contrast`). Translucent
  /// backgrounds are skipped: what shows through them depends on the screen.
  public func contrastDiagnostics(minimum: Double = 4.5) -> [Diagnostic] {
    var out: [Diagnostic] = []
    func check(_ set: PropertySet, _ what: String) {
      // A translucent background shows what is behind it, which a theme does not know.
      guard let background = set["backgroundColor"]?.value(for: .normal)?.color,
        background.alpha == 255
      else { return }
      for key in ["textColor", "titleColor"] {
        guard let property = set.property(named: key),
          let text = property.value.value(for: .normal)?.color
        else { continue }
        let ratio = Contrast.ratio(text, over: background)
        if ratio < minimum {
          let shown = (ratio * 100).rounded() / 100
          out.append(
            .warning(
              "\(what): '\(key)' \(text.hexString) on 'backgroundColor' \(background.hexString) has contrast \(shown):1, below \(minimum):1",
              at: property.location))
        }
      }
    }
    for style in styles.values { check(style.properties, "style '\(style.name)'") }
    for rule in rules { check(rule.properties, "rule '\(rule.selector)'") }
    return Resolver.sorted(out)
  }
}

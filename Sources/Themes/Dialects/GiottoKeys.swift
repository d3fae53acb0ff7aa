import Documents
import Primitives

/// The keys of a Giotto style as Giotto's appliers hand them to UIKit, applied to a style's
/// entries before they are resolved, so what loads is what the device sets.
///
/// - A state prefix is Giotto's only where a control category reads it:
///   UIButton+ThemeManager.m strips `selected:`, `disabled:` and `highlighted:` for
///   `titleColor`, `image` and `backgroundImageWithColor`; UISegmentedControl+ThemeManager.m
///   strips those and `normal:` for `backgroundImageWithColor`, `backgroundImage` and `font`.
///   Any other key with a colon reaches `setValue:forKeyPath:` whole (NSObject+ThemeManager.m;
///   the segmented control passes `keyPath`, not the stripped one), which raises, and
///   SDThemeManager.m `applyValue:` catches it: the device skips the key. One exception the
///   model cannot say: a UIButton passes the *stripped* key to super, so `selected:tintColor`
///   on a button sets `tintColor` for every state.
/// - CALayer+ThemeManager.m sets `borderColor` for a `shadowColor` key (a slip in the
///   library): `layer.shadowColor` colours the border and leaves the shadow's colour alone.
///   Its `borderColor` branch takes a UIColor only, so a nil (`nil`, a `color:` Giotto
///   cannot read) leaves the border colour as it was: the key is dropped.
enum GiottoKeys {
  /// Prefixes UISegmentedControl+ThemeManager.h defines (`disable:` is defined, never read).
  static let prefixes = ["normal:", "selected:", "disabled:", "highlighted:"]
  /// Keys UIButton+ThemeManager.m keeps per state (any prefix but `normal:`).
  static let buttonKeys: Set<String> = ["titleColor", "image", "backgroundImageWithColor"]
  /// Keys UISegmentedControl+ThemeManager.m keeps per state (every prefix).
  static let segmentKeys: Set<String> = ["backgroundImageWithColor", "backgroundImage", "font"]

  /// `entries` as the device applies them: keys the appliers skip are dropped (one warning
  /// each, at the key) and `shadowColor` on a layer becomes `borderColor` (with a warning).
  /// Nested dictionaries (a child's style) are filtered the same way.
  static func filter(
    _ entries: [DocumentNode.Entry], onLayer: Bool = false,
    constants: [String: String] = [:], diagnostics: inout [Diagnostic]
  ) -> [DocumentNode.Entry] {
    var out: [DocumentNode.Entry] = []
    for var e in entries {
      var kept: [String] = []
      for raw in e.key.split(separator: ",", omittingEmptySubsequences: false) {
        let part = String(raw)
        if let problem = skipReason(part) {
          diagnostics.append(.warning(problem, at: e.keyLocation))
          continue
        }
        let key = shadowSlip(part, onLayer: onLayer, at: e.keyLocation, &diagnostics)
        if isLayerBorderColor(key, onLayer: onLayer), let text = e.value.string,
          isNil(constants[text] ?? text)
        {
          diagnostics.append(
            .warning(
              "CALayer+ThemeManager.m sets borderColor only from a UIColor: the nil '\(text)'"
                + " leaves the border colour as it was", at: e.keyLocation))
          continue
        }
        kept.append(key)
      }
      guard !kept.isEmpty else { continue }
      e.key = kept.joined(separator: ",")
      if let inner = e.value.entries, e.key != "_superstyle" {
        let isLayer = e.key == "layer" || e.key.hasSuffix(".layer")
        e.value.kind = .dictionary(
          filter(inner, onLayer: isLayer, constants: constants, diagnostics: &diagnostics))
      }
      out.append(e)
    }
    return out
  }

  /// Why the device skips `part` (one key of a comma list), or nil when some applier sets it.
  /// SDThemeManager.m `normalizeDictionary:` splits a key path at its first dot: a colon
  /// before it names no object; after it, the rest is a key of the object reached.
  static func skipReason(_ part: String) -> String? {
    guard part.contains(":") else { return nil }
    var key = Substring(part)
    while let dot = key.firstIndex(of: ".") {
      if key[..<dot].contains(":") { return unhandled(part, reason: "names no object") }
      key = key[key.index(after: dot)...]
    }
    guard let prefix = prefixes.first(where: { key.hasPrefix($0) }) else {
      return unhandled(part, reason: "has no state prefix Giotto reads")
    }
    let clean = String(key.dropFirst(prefix.count))
    if segmentKeys.contains(clean) || (prefix != "normal:" && buttonKeys.contains(clean)) {
      return nil
    }
    var message = unhandled(part, reason: "is no per-state key of Giotto's control appliers")
    if prefix != "normal:", !clean.contains(":") {
      message +=
        "; a UIButton strips the prefix and sets '\(clean)' for every state"
        + " (UIButton+ThemeManager.m), which themeshot does not model"
    }
    return message
  }

  private static func unhandled(_ part: String, reason: String) -> String {
    "Giotto passes '\(part)' whole to setValue:forKeyPath:, which raises, so the device skips"
      + " it (UISegmentedControl+ThemeManager.m, NSObject+ThemeManager.m): the key \(reason)"
  }

  /// Whether `key` reaches CALayer+ThemeManager.m's `borderColor` branch.
  private static func isLayerBorderColor(_ key: String, onLayer: Bool) -> Bool {
    let k = key.trimmed()
    return k == "layer.borderColor" || k.hasSuffix(".layer.borderColor")
      || (onLayer && k == "borderColor")
  }

  /// Whether Giotto reads `text` as nil: a null name or a colour it cannot read.
  private static func isNil(_ text: String) -> Bool {
    if case .success(.null)? = GiottoConventions.value(text, lookup: { _ in nil }) { return true }
    return false
  }

  /// `layer.shadowColor` (or `shadowColor` inside a `layer` dictionary) as
  /// CALayer+ThemeManager.m applies it: to `borderColor`.
  private static func shadowSlip(
    _ part: String, onLayer: Bool, at location: SourceLocation, _ diagnostics: inout [Diagnostic]
  ) -> String {
    let trimmed = part.trimmed()
    let onKeyPath = trimmed == "layer.shadowColor" || trimmed.hasSuffix(".layer.shadowColor")
    guard onKeyPath || (onLayer && trimmed == "shadowColor") else { return part }
    diagnostics.append(
      .warning(
        "Giotto's CALayer+ThemeManager.m sets the layer's borderColor for '\(trimmed)': the"
          + " device colours the border (where it has a width) and keeps the shadow's colour",
        at: location))
    return String(trimmed.dropLast("shadowColor".count)) + "borderColor"
  }
}

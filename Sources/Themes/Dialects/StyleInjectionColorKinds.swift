import Documents
import Primitives

/// A_StyleInjection decodes a value by its text alone (DefaultStyleDecoder.m): `#A0A0A0` is a
/// UIColor, `CG#A0A0A0` a CGColorRef, and `setValue:forKeyPath:` hands either to whatever
/// the key names. A layer's colours (`layer.borderColor`, `layer.shadowColor`, …) are
/// CGColorRefs, which a UIColor does not set (the README's reason for `CG#`), and a view's
/// colours are UIColors, which a CGColorRef is not: the key is skipped, with a warning.
enum StyleInjectionColorKinds {
  /// `entries` without the keys whose colour is of the wrong kind for the property.
  static func filter(_ entries: [DocumentNode.Entry], diagnostics: inout [Diagnostic])
    -> [DocumentNode.Entry]
  {
    entries.filter { e in
      guard let text = e.value.string else { return true }
      let isCG = text.hasPrefix("CG#") && isHex(text.dropFirst(3))
      let isUI = text.hasPrefix("#") && isHex(text.dropFirst())
      guard isCG || isUI else { return true }
      let onLayer = isLayerColor(e.key)
      if isUI && onLayer {
        diagnostics.append(
          .warning(
            "'\(e.key)' is a CGColorRef: the UIColor '\(text)' does not set it (write 'CG\(text)');"
              + " the key is ignored", at: e.value.location))
        return false
      }
      if isCG && !onLayer && e.key.hasSuffix("olor") {
        diagnostics.append(
          .warning(
            "'\(e.key)' is a UIColor: the CGColorRef '\(text)' is not one (write '\(text.dropFirst(2))');"
              + " the key is ignored", at: e.value.location))
        return false
      }
      return true
    }
  }

  static func isHex(_ digits: Substring) -> Bool {
    digits.count == 6 && digits.allSatisfy(\.isHexDigit)
  }

  /// `layer.borderColor`, `titleLabel.layer.shadowColor`: a CALayer's colour key path.
  static func isLayerColor(_ key: String) -> Bool {
    let parts = key.split(separator: ".")
    return parts.count >= 2 && parts[parts.count - 2] == "layer" && parts.last!.hasSuffix("Color")
  }
}

import Documents
import Foundation
import Primitives

extension ValueConverter {
  /// Why a value that converted is still worth a warning: the device accepts it, and
  /// themeshot draws what the device draws, but the text is most likely a typo. Nil for an
  /// ordinary value. Completes "'key' …"; `--strict` makes it an error.
  func note(for node: DocumentNode, to type: PropertyType) -> String? {
    // Most values have no note: decide that before trimming the text.
    guard Self.mayNote(dialect, type), case .string(let s) = node.kind else { return nil }
    let text = s.trimmed()
    switch (dialect, type) {
    case (.pixelbits, .color):
      guard text.hasPrefix("#"), let read = ColorSyntax.pixelbitsHex(text.dropFirst()),
        read.odd
      else { return nil }
      return
        "'\(s)' is not 3, 6 or 8 hex digits: Pixelbits' UIColorConverter makes any other "
        + "count red 1, green 1, blue 0, alpha 1 (of 255), almost transparent, and that is drawn"
    case (.styleInjection, .font):
      guard text.hasPrefix("$\""), let colon = text.lastIndex(of: ":"),
        case let digits = text[text.index(after: colon)...],
        digits.allSatisfy({ $0.isASCII && $0.isNumber }), (Double(digits) ?? 0) == 0
      else { return nil }
      return
        "'\(s)' has no size: A_StyleInjection asks for size 0, which iOS makes "
        + "\(Self.text(Self.styleInjectionZeroSize)) pt, and that is drawn"
    case (.giotto, .color), (.giotto, .font), (.giotto, .any):
      // The value as written, or the literal of the constant it names.
      var literal = text
      if !text.contains(":"), case .string(let c)? = lookup(text)?.kind { literal = c.trimmed() }
      guard GiottoConventions.isMalformedObject(literal) else { return nil }
      return
        "'\(literal)' is no \(literal.hasPrefix("f") ? "font" : "color") Giotto can read:"
        + " SDThemeManager.m applies the nil it gets, so UIKit's default is drawn"
    default:
      return nil
    }
  }

  /// True for the dialect and type pairs ``note(for:to:)`` has a note for.
  static func mayNote(_ dialect: Dialect, _ type: PropertyType) -> Bool {
    switch (dialect, type) {
    case (.pixelbits, .color), (.styleInjection, .font), (.giotto, .color), (.giotto, .font),
      (.giotto, .any):
      return true
    default: return false
    }
  }
}

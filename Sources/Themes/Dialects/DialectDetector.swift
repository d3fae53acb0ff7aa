import Documents

/// Picks a file's dialect from its structure (never from its values).
///
/// - A root with `Constants` or `formatVersion` is Giotto.
/// - A plist whose root keys, or whose sections' keys, start with `@` or `#` is
///   A_StyleInjection; any other plist is Giotto (a version-1 plist is flat constants).
/// - JSON/YAML whose root keys all start with `$` or `.` is Motif, unless a class body uses
///   Pixelbits' syntax (dash-case keys, `key:state`, `@subview`); anything else is Pixelbits.
enum DialectDetector {
  static func detect(_ root: DocumentNode, format: DocumentFormat) -> Dialect {
    guard let entries = root.entries else { return format == .plist ? .giotto : .motif }
    let keys = entries.map(\.key)
    if keys.contains("Constants") || keys.contains("formatVersion") { return .giotto }
    func isSelectorKey(_ k: String) -> Bool { k.hasPrefix("@") || k.hasPrefix("#") }
    if format == .plist {
      if keys.contains(where: isSelectorKey) { return .styleInjection }
      for e in entries {
        if let inner = e.value.entries, inner.contains(where: { isSelectorKey($0.key) }) {
          return .styleInjection
        }
      }
      return .giotto
    }
    guard !keys.isEmpty,
      keys.allSatisfy({ $0.count > 1 && ($0.hasPrefix("$") || $0.hasPrefix(".")) })
    else { return .pixelbits }
    for e in entries where e.key.hasPrefix(".") {
      for inner in e.value.entries ?? []
      where inner.key.utf8.contains(where: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") })
        || inner.key.hasPrefix("@")
      {
        return .pixelbits
      }
    }
    return .motif
  }
}

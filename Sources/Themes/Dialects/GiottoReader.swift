import Documents
import Primitives

/// Giotto (SDThemeManager) plist/JSON.
///
/// `formatVersion: 2` files hold a `Constants` dictionary (strings and numbers) and any number
/// of style groups, merged into one style namespace (a name in two groups warns; the first,
/// in document order, is kept, as in Giotto). Files without `formatVersion` (or below 2) are
/// Giotto's legacy format: the whole file is flat constants, and themeshot warns when it
/// holds dictionaries that would otherwise have been styles.
enum GiottoReader {
  static func read(_ root: DocumentNode, into draft: inout Draft) {
    guard let entries = root.entries else {
      draft.diagnostics.append(
        .error(
          "a Giotto theme must have a dictionary as its root, not \(root.kindDescription)",
          at: root.location))
      return
    }
    guard formatVersion(root["formatVersion"]) >= 2 else {
      readLegacy(entries, into: &draft)
      return
    }
    var styleNames: [String: SourceLocation] = [:]
    // This file's string constants, for what a layer's border colour key names.
    var constants: [String: String] = [:]
    for c in root["Constants"]?.entries ?? [] {
      if let text = c.value.string { constants[c.key] = text }
    }
    for e in entries {
      switch e.key {
      case "formatVersion": continue
      case "Constants":
        guard let constants = e.value.entries else {
          draft.diagnostics.append(
            .warning("'Constants' must be a dictionary", at: e.value.location))
          continue
        }
        for c in constants { addConstant(c, into: &draft) }
      default:
        guard let group = e.value.entries else {
          draft.diagnostics.append(
            .warning(
              "value not allowed for key '\(e.key)': a style group must be a dictionary",
              at: e.keyLocation))
          continue
        }
        for s in group {
          if let first = styleNames[s.key] {
            draft.diagnostics.append(
              .warning(
                "duplicate style '\(s.key)' (first at line \(first.line)) will be ignored",
                at: s.keyLocation))
            continue
          }
          styleNames[s.key] = s.keyLocation
          if let alias = aliasStyle(s) {
            draft.styles.append(alias)
            continue
          }
          guard let body = s.value.entries else {
            draft.diagnostics.append(
              .warning(
                "style '\(s.key)' must be a dictionary or a 'style:' value, not \(s.value.kindDescription)",
                at: s.value.location))
            continue
          }
          let entries = GiottoKeys.filter(
            body.filter { $0.key != "_inherit" }, constants: constants,
            diagnostics: &draft.diagnostics)
          var style = Draft.Style(
            name: s.key, body: Resolver.body(from: entries), location: s.keyLocation,
            dialect: .giotto)
          style.extendsPrevious = body.contains { $0.key == "_inherit" }
          draft.styles.append(style)
        }
      }
    }
  }

  /// `formatVersion` as SDThemeManager.m `convertThemeForCompatibility:` reads it, with
  /// `intValue`: a number or a numeric string (`<string>2</string>`), cut to an integer
  /// (`2.9` is 2, `1.9` is 1); anything else, or no key, is 0 (a legacy file).
  static func formatVersion(_ node: DocumentNode?) -> Int {
    switch node?.kind {
    case .number(let v)?: return v.isFinite ? Int(max(min(v, 1e9), -1e9)) : 0
    case .string(let s)?:
      // `intValue`: leading blanks, an optional sign, then the digits up to the first other.
      var t = s.drop(while: \.isWhitespace)
      let sign = t.first == "-" ? -1 : 1
      if t.first == "-" || t.first == "+" { t = t.dropFirst() }
      let digits = t.prefix { $0.isASCII && $0.isNumber }.prefix(9)
      return sign * (Int(digits) ?? 0)
    default: return 0
    }
  }

  /// A style written as `"Alias": "style:A,B"`: SDThemeManager.m `themeStyleForKey:` reads a
  /// string style through `valueForConventionalString:`, whose `style:` (or `s:`) merges the
  /// named styles in order, so the alias styles as A then B.
  private static func aliasStyle(_ s: DocumentNode.Entry) -> Draft.Style? {
    guard let text = s.value.string, let names = GiottoConventions.styleNames(text) else {
      return nil
    }
    var body = Draft.Body()
    body.superstyles = names.map { (name: $0, location: s.value.location) }
    return Draft.Style(name: s.key, body: body, location: s.keyLocation, dialect: .giotto)
  }

  private static func addConstant(_ e: DocumentNode.Entry, into draft: inout Draft) {
    switch e.value.kind {
    case .array, .dictionary:
      draft.diagnostics.append(
        .warning("constant '\(e.key)' can't be \(e.value.kindDescription)", at: e.value.location))
    default:
      draft.constants.append(
        Draft.Constant(name: e.key, value: e.value, location: e.keyLocation, dialect: .giotto))
    }
  }

  private static func readLegacy(_ entries: [DocumentNode.Entry], into draft: inout Draft) {
    for e in entries where e.key != "formatVersion" {
      if e.value.entries != nil, e.key == "Constants" || e.key.first?.isUppercase == true {
        draft.diagnostics.append(
          .warning(
            "'\(e.key)' is a dictionary in a file without 'formatVersion: 2', which Giotto reads as flat constants; add \"formatVersion\": 2",
            at: e.keyLocation))
        continue
      }
      addConstant(e, into: &draft)
    }
  }
}

import Documents
import Foundation
import Primitives

/// Converts a document value to a property's type with one dialect's syntax.
///
/// The dialect of the file where the literal was written decides the syntax (an 8-digit hex
/// is RRGGBBAA in Giotto and AARRGGBB in Pixelbits), and the property's type decides what
/// is expected: a value is never typed by what its text looks like.
struct ValueConverter {
  let dialect: Dialect
  /// Resolves a constant name written inside a value (font parts), to its literal.
  var lookup: (String) -> DocumentNode? = { _ in nil }

  /// The converted value, or the reason it does not fit (completes "… takes a color; ").
  func convert(_ node: DocumentNode, to type: PropertyType) -> Result<ThemeValue, Failure> {
    let result = convertValue(node, to: type)
    // Pixelbits' `image(name)` names a file beside the stylesheet (issue 11).
    if dialect == .pixelbits, case .success(.image(let path)) = result {
      return .success(.image(Self.besideFile(path, node.location.file)))
    }
    return result
  }

  /// `path` relative to the folder of `file` (absolute paths unchanged).
  static func besideFile(_ path: String, _ file: String) -> String {
    guard !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
    return String(file[...slash]) + path
  }

  private func convertValue(_ node: DocumentNode, to type: PropertyType) -> Result<
    ThemeValue, Failure
  > {
    if case .null = node.kind { return .success(.null) }
    if case .list(let element) = type {
      if element == .keyword(Keywords.corners), let corners = cornerBits(node) {
        return .success(corners)
      }
      let items: [DocumentNode]
      if case .array(let a) = node.kind { items = a } else { items = [node] }
      var out: [ThemeValue] = []
      for item in items {
        switch convert(item, to: element) {
        case .success(let v): out.append(v)
        case .failure(let f): return .failure(f)
        }
      }
      return .success(.array(out))
    }
    if case .string(let s) = node.kind, let conventional = selfTyped(s) {
      if case .failure(let f) = conventional { return .failure(f) }
      if case .success(let v) = conventional {
        if type == .any || Self.fits(v, type) { return .success(v) }
        return .failure(Failure("'\(s)' is \(Self.kindName(v))"))
      }
    }
    switch type {
    case .any: return .success(untyped(node))
    case .style: return .failure(Failure("\(node.kindDescription) is not a style"))
    case .color: return color(node)
    case .number: return number(node)
    case .bool: return bool(node)
    case .string:
      switch node.kind {
      case .string(let s): return .success(.string(s))
      case .number(let n): return .success(.string(Self.text(n)))
      case .bool(let b) where dialect == .pixelbits: return .success(.string(b ? "yes" : "no"))
      default: return .failure(Failure("\(node.kindDescription) is not a string"))
      }
    case .image:
      guard case .string(let s) = node.kind, !s.isEmpty else {
        return .failure(Failure("\(node.kindDescription) is not an image name"))
      }
      return .success(.image(s))
    case .font: return font(node)
    case .keyword(let names): return keyword(node, names)
    case .point, .size, .rect, .insets: return geometry(node, type)
    case .list: return .failure(Failure("unreachable"))
    }
  }

  /// Why a value does not fit.
  struct Failure: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
  }

  /// A value with no property type (constants, unknown properties): literals as written,
  /// except the dialect's self-describing syntaxes (Giotto `color:`, Pixelbits `image()`).
  func untyped(_ node: DocumentNode) -> ThemeValue {
    switch node.kind {
    case .string(let s):
      if case .success(let v)? = selfTyped(s) { return v }
      return .string(s)
    case .number(let n): return .number(n)
    case .bool(let b): return .bool(b)
    case .null: return .null
    case .array(let items): return .array(items.map(untyped))
    case .dictionary: return .string("<dictionary>")
    }
  }

  /// Syntaxes whose text says their own type.
  private func selfTyped(_ s: String) -> Result<ThemeValue, Failure>? {
    switch dialect {
    case .giotto: return GiottoConventions.value(s, lookup: lookup)
    case .pixelbits:
      if let name = GeometrySyntax.call(s, "image") { return .success(.image(String(name))) }
      return nil
    case .styleInjection:
      // DefaultStyleDecoder.m `__convertUIImage:` matches `^IMG\(([\d|\w]*)\)$` ignoring
      // case (NSString+Regex.m `extractFirstRegex:`): `img(logo)` too, but no dot or dash.
      guard s.count > 5, s.prefix(4).uppercased() == "IMG(", s.hasSuffix(")") else { return nil }
      let name = s.dropFirst(4).dropLast()
      guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "|" }) else {
        return .failure(
          Failure(
            "'\(s)' is no image: IMG() takes letters, digits and '_' only, so A_StyleInjection"
              + " leaves the text undecoded"))
      }
      return .success(.image(String(name)))
    default: return nil
    }
  }

  static func fits(_ v: ThemeValue, _ type: PropertyType) -> Bool {
    switch (v, type) {
    case (.null, _), (_, .any): return true
    case (.color, .color), (.number, .number), (.bool, .bool), (.string, .string),
      (.font, .font), (.point, .point), (.size, .size), (.rect, .rect), (.insets, .insets),
      (.image, .image), (.style, .style):
      return true
    case (.string(let s), .keyword(let names)): return names.contains(s)
    default: return false
    }
  }

  /// The kind of `v` in messages (``ThemeValue/kindName``).
  static func kindName(_ v: ThemeValue) -> String { v.kindName }

  /// A number as text without a trailing `.0` (`17`, `0.5`).
  static func text(_ n: Double) -> String {
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return String(n)
  }

  // MARK: By type

  private func color(_ node: DocumentNode) -> Result<ThemeValue, Failure> {
    guard case .string(let s) = node.kind else {
      return .failure(Failure("\(node.kindDescription) is not a color"))
    }
    var parsed: Color?
    let expected: String
    switch dialect {
    case .motif, .swift:
      parsed = ColorSyntax.css(s)
      if dialect == .motif, ColorSyntax.notInMotif.contains(s.trimmed().lowercased()) {
        parsed = nil
      }
      expected = "#rgb, #rrggbb, rgb(), rgba(), hsl(), hsla() or a CSS color name"
    case .giotto:
      expected = "'color:RRGGBB' (3, 4, 6 or 8 hex digits, alpha last)"
    case .styleInjection:
      // `CG#A0A0A0`, and `CG#a0a0a0` too: the `#` form takes either case
      // (DefaultStyleDecoder.m), and issue 11 asks the same of `CG#`'s digits. The `CG#`
      // itself is upper case: `matchRegexFormat:` (NSString+Regex.m) is case-sensitive.
      if s.hasPrefix("CG#") {
        let d = s.dropFirst(3)
        if d.count == 6, d.allSatisfy(\.isHexDigit) { parsed = ColorSyntax.hex(d) }
      } else if s.hasPrefix("#"), s.count == 7 {
        parsed = ColorSyntax.hex(s.dropFirst())
      }
      expected = "#RRGGBB or CG#RRGGBB"
    case .pixelbits:
      let text = s.trimmed()
      if text.hasPrefix("#") {
        parsed = ColorSyntax.pixelbitsHex(text.dropFirst())?.color
      } else {
        parsed = ColorSyntax.uiKitNamed[s]
      }
      expected = "#rgb, #rrggbb, #aarrggbb or a UIColor name (gray, darkGray, …)"
    }
    // iOS system colours and the project's named colours, in the render's appearance
    // (UIColor.label, systemBackground, an asset catalog colorset), in every dialect.
    if parsed == nil { parsed = ColorEnvironment.current.color(named: s.trimmed()) }
    if let parsed { return .success(.color(parsed)) }
    return .failure(Failure("'\(s)' is not a color (expected \(expected))"))
  }

  private func number(_ node: DocumentNode) -> Result<ThemeValue, Failure> {
    switch node.kind {
    case .number(let n): return .success(.number(n))
    case .string(let s) where dialect != .motif:
      // Plist dialects set numbers through KVC, which reads numeric strings.
      if let n = GeometrySyntax.number(s.trimmed()) {
        return .success(.number(n))
      }
      return .failure(Failure("'\(s)' is not a number"))
    case .string(let s): return .failure(Failure("'\(s)' is not a number"))
    default: return .failure(Failure("\(node.kindDescription) is not a number"))
    }
  }

  private func bool(_ node: DocumentNode) -> Result<ThemeValue, Failure> {
    switch node.kind {
    case .bool(let b): return .success(.bool(b))
    case .number(let n) where n == 0 || n == 1: return .success(.bool(n == 1))
    case .string(let s) where dialect != .motif:
      switch s.lowercased() {
      case "true", "yes", "1": return .success(.bool(true))
      case "false", "no", "0": return .success(.bool(false))
      default: return .failure(Failure("'\(s)' is not a boolean (expected true, false, yes or no)"))
      }
    default: return .failure(Failure("\(node.kindDescription) is not a boolean"))
    }
  }
}

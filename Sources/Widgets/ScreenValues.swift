import Documents
import Primitives
import Themes

/// Reads property values written in a screen's `props` (the same value forms as themes):
/// numbers, booleans, strings, colors, `image(file.png)`, and dictionaries for fonts
/// (`{font, size}`), points, sizes, rects, insets and per-state values (`{states: {…}}`).
/// Arrays stay lists; the property's type gives them meaning (`frame: [x, y, w, h]`).
///
/// Read from a `YAMLTree`; `YamsScreenValues` is the plain twin over Yams' nodes.
struct ScreenValues {
  let file: String

  func location(_ tree: YAMLTree, _ n: Int, _ path: ScreenPath) -> SourceLocation {
    SourceLocation(
      file: file, line: tree.line(n), column: tree.column(n), under: path.head, path.tail)
  }

  /// `type` is the property's value type when known: a string property takes its text as
  /// written (`text: "#1 in sales"` is text, not a malformed color).
  func declarationValue(
    _ tree: YAMLTree, _ node: Int, _ path: ScreenPath, type: PropertyType? = nil
  ) throws -> Declaration.Value {
    if tree.isMapping(node), tree.count(node) == 1, tree.string(node + 1) == "states" {
      let first = tree.end(node + 1)
      guard tree.isMapping(first) else {
        throw Diagnostic.error(
          "'states' must map state names to values", at: location(tree, first, path))
      }
      var values: [ControlState: ThemeValue] = [:]
      for (k, v) in tree.pairs(first) {
        let name = tree.string(k) ?? ""
        guard let s = ControlState(rawValue: name.lowercased()) else {
          throw Diagnostic.error(
            "unknown control state '\(name)' (expected normal, highlighted, selected, "
              + "disabled or focused)", at: location(tree, k, path + ".states"))
        }
        values[s] = try value(tree, v, path + (".states." + name), type: type)
      }
      return .states(values)
    }
    return .value(try value(tree, node, path, type: type))
  }

  func value(_ tree: YAMLTree, _ node: Int, _ path: ScreenPath, type: PropertyType? = nil)
    throws -> ThemeValue
  {
    switch tree.kind(node) {
    case .scalar:
      let quoted = tree.isQuoted(node)
      let text = tree.text(node)
      if !quoted, text == "null" || text == "~" { return .null }
      if type == .string { return .string(text) }
      if !quoted {
        if text == "true" || text == "false" { return .bool(text == "true") }
        if let n = Double(text), !text.isEmpty { return .number(n) }
      }
      if text.hasPrefix("#") || text.lowercased().hasPrefix("rgb") {
        guard let c = ColorText.parse(text) else {
          throw Diagnostic.error(
            "cannot read a color from '\(text)' (expected #RGB, #RRGGBB, #RRGGBBAA or rgb(…))",
            at: location(tree, node, path))
        }
        return .color(c)
      }
      if text.hasPrefix("image("), text.hasSuffix(")") {
        return .image(String(text.dropFirst(6).dropLast()).trimmingSpaces)
      }
      if text.first?.isLowercase == true, text.count > 2, ColorText.isColorName(text),
        let c = ColorText.parse(text)
      {
        return .color(c)
      }
      return .string(text)
    case .sequence:
      // A list of sub-objects (bar button items) reads its mappings as inline styles.
      let element: PropertyType? = type == .list(.style) ? .style : nil
      var items: [ThemeValue] = []
      items.reserveCapacity(tree.count(node))
      for (i, item) in tree.children(node).enumerated() {
        items.append(try value(tree, item, path + "[\(i)]", type: element))
      }
      return .array(items)
    case .mapping where type == .style:
      return try inlineStyle(tree, node, path)
    case .mapping:
      var fields: [String: ThemeValue] = [:]
      for (k, v) in tree.pairs(node) {
        let key = tree.string(k) ?? ""
        fields[key] = try value(tree, v, path + ("." + key))
      }
      func num(_ k: String) -> Double? { fields[k]?.number }
      let keys = Set(fields.keys)
      if keys == ["font", "size"] || keys == ["font", "size", "weight"],
        let name = fields["font"]?
          .string, let size = num("size")
      {
        // The weight becomes an Int: check it first (a weight of 1e30 trapped, issue 17).
        for (k, n) in [("font.size", size), ("font.weight", num("weight"))] {
          if let n, let problem = NumberLimits.problem(n, property: k) {
            throw Diagnostic.error("\(k) \(problem)", at: location(tree, node, path))
          }
        }
        return .font(
          FontSpec(
            name: name, size: size,
            weight: num("weight").map { Int(clamping: $0, to: 1...1000) }))
      }
      if keys == ["x", "y"], let x = num("x"), let y = num("y") {
        return .point(Point(x: x, y: y))
      }
      if keys == ["width", "height"], let w = num("width"), let h = num("height") {
        return .size(Size(width: w, height: h))
      }
      if keys == ["x", "y", "width", "height"], let x = num("x"), let y = num("y"),
        let w = num("width"), let h = num("height")
      {
        return .rect(Rect(x: x, y: y, width: w, height: h))
      }
      if !keys.isEmpty, keys.isSubset(of: ["top", "left", "bottom", "right"]) {
        // A side that is not a number is an error, not 0 (`{top: .nan}` drew as 0).
        for k in keys.sorted() where num(k) == nil {
          throw Diagnostic.error(
            "insets '\(k)' must be a number", at: location(tree, node, path + ("." + k)))
        }
        return .insets(
          EdgeInsets(
            top: num("top") ?? 0, left: num("left") ?? 0, bottom: num("bottom") ?? 0,
            right: num("right") ?? 0))
      }
      if keys == ["image"], let p = fields["image"]?.string { return .image(p) }
      // `{systemName: gear}`: an SF Symbol, drawn by themeshot or as a placeholder.
      if keys == ["systemName"], let p = fields["systemName"]?.string {
        return .image("systemName:" + p)
      }
      throw Diagnostic.error(
        "cannot read a value from a dictionary with keys "
          + keys.sorted().joined(separator: ", ")
          + " (expected a font {font, size}, point, size, rect, insets or {states: …})",
        at: location(tree, node, path))
    case .alias:
      throw Diagnostic.error(
        "YAML aliases are not supported in screens", at: location(tree, node, path))
    }
  }
}

extension ScreenValues {
  /// `{title: Delete, tintColor: systemRed}` in a list of sub-objects: each field read as
  /// a `props` value (plain or `{states: …}`), located where it is written; a nested
  /// mapping that is no value form (`titleTextAttributes: {…}`) is itself a style.
  func inlineStyle(_ tree: YAMLTree, _ m: Int, _ path: ScreenPath) throws -> ThemeValue {
    var set = PropertySet()
    for (k, v) in tree.pairs(m) {
      let key = tree.string(k) ?? ""
      let p = path + ("." + key)
      var result: ThemeValue
      do {
        switch try declarationValue(tree, v, p) {
        case .value(let x): result = x
        case .states(let x): result = .states(x)
        case .style: result = .null
        }
      } catch {
        guard tree.isMapping(v) else { throw error }
        result = try inlineStyle(tree, v, p)
      }
      let loc = location(tree, v, p)
      set.set(
        key,
        ResolvedProperty(
          value: result, provenance: Provenance(value: result, location: loc, origin: "screen")))
    }
    return .style(StyleValue(name: nil, properties: set))
  }
}

extension ColorText {
  /// Only iOS system color names (`systemBlue`) read as colors in `props`; other words stay
  /// strings.
  static func isColorName(_ text: String) -> Bool {
    text.hasPrefix("system")
  }
}

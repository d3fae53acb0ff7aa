import Primitives
import Themes
import Yams

/// The plain twin of `ScreenValues`, over Yams' nodes (the reader before round 9).
///
/// Reads property values written in a screen's `props` (the same value forms as themes):
/// numbers, booleans, strings, colors, `image(file.png)`, and dictionaries for fonts
/// (`{font, size}`), points, sizes, rects, insets and per-state values (`{states: {…}}`).
/// Arrays stay lists; the property's type gives them meaning (`frame: [x, y, w, h]`).
struct YamsScreenValues {
  let file: String

  func location(_ node: Node, _ path: String) -> SourceLocation {
    SourceLocation(
      file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, keyPath: path)
  }

  /// `type` is the property's value type when known: a string property takes its text as
  /// written (`text: "#1 in sales"` is text, not a malformed color).
  func declarationValue(_ node: Node, _ path: String, type: PropertyType? = nil) throws
    -> Declaration.Value
  {
    if case .mapping(let m) = node, m.count == 1, let first = m.first,
      first.key.string == "states"
    {
      guard case .mapping(let states) = first.value else {
        throw Diagnostic.error(
          "'states' must map state names to values", at: location(first.value, path))
      }
      var values: [ControlState: ThemeValue] = [:]
      for (k, v) in states {
        let name = k.string ?? ""
        guard let s = ControlState(rawValue: name.lowercased()) else {
          throw Diagnostic.error(
            "unknown control state '\(name)' (expected normal, highlighted, selected, "
              + "disabled or focused)", at: location(k, path + ".states"))
        }
        values[s] = try value(v, path + ".states." + name, type: type)
      }
      return .states(values)
    }
    return .value(try value(node, path, type: type))
  }

  func value(_ node: Node, _ path: String, type: PropertyType? = nil) throws -> ThemeValue {
    switch node {
    case .scalar(let scalar):
      let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
      let text = scalar.string
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
            at: location(node, path))
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
    case .sequence(let seq):
      // A list of sub-objects (bar button items) reads its mappings as inline styles.
      let element: PropertyType? = type == .list(.style) ? .style : nil
      return .array(
        try seq.enumerated().map {
          try value($0.element, path + "[\($0.offset)]", type: element)
        })
    case .mapping(let m) where type == .style:
      return try inlineStyle(m, path)
    case .mapping(let m):
      var fields: [String: ThemeValue] = [:]
      for (k, v) in m { fields[k.string ?? ""] = try value(v, path + "." + (k.string ?? "")) }
      func num(_ k: String) -> Double? { fields[k]?.number }
      let keys = Set(fields.keys)
      if keys == ["font", "size"] || keys == ["font", "size", "weight"],
        let name = fields["font"]?
          .string, let size = num("size")
      {
        // The weight becomes an Int: check it first (a weight of 1e30 trapped, issue 17).
        for (k, n) in [("font.size", size), ("font.weight", num("weight"))] {
          if let n, let problem = NumberLimits.problem(n, property: k) {
            throw Diagnostic.error("\(k) \(problem)", at: location(node, path))
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
            "insets '\(k)' must be a number", at: location(node, path + "." + k))
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
        at: location(node, path))
    case .alias:
      throw Diagnostic.error("YAML aliases are not supported in screens", at: location(node, path))
    }
  }
}

extension YamsScreenValues {
  /// `{title: Delete, tintColor: systemRed}` in a list of sub-objects: each field read as
  /// a `props` value (plain or `{states: …}`), located where it is written; a nested
  /// mapping that is no value form (`titleTextAttributes: {…}`) is itself a style.
  func inlineStyle(_ m: Node.Mapping, _ path: String) throws -> ThemeValue {
    var set = PropertySet()
    for (k, v) in m {
      let key = k.string ?? ""
      let p = path + "." + key
      var result: ThemeValue
      do {
        switch try declarationValue(v, p) {
        case .value(let x): result = x
        case .states(let x): result = .states(x)
        case .style: result = .null
        }
      } catch {
        guard case .mapping(let inner) = v else { throw error }
        result = try inlineStyle(inner, p)
      }
      let loc = location(v, p)
      set.set(
        key,
        ResolvedProperty(
          value: result, provenance: Provenance(value: result, location: loc, origin: "screen")))
    }
    return .style(StyleValue(name: nil, properties: set))
  }
}

import Primitives

extension Theme {
  /// The resolved theme in `theme resolve --json`'s shape:
  /// `{"constants", "styles", "rules", "diagnostics"}`, names without sigils, styles fully
  /// resolved, every value in ``ThemeValue/json`` form.
  public var json: JSONValue {
    var constantsJSON: [String: JSONValue] = [:]
    for (name, c) in constants { constantsJSON[name] = c.value.json }
    var stylesJSON: [String: JSONValue] = [:]
    for (name, s) in styles { stylesJSON[name] = s.properties.json }
    let rulesJSON: [JSONValue] = rules.map { rule in
      .object([
        "selector": .string(rule.selector.description),
        "file": .string(rule.location.file),
        "line": .number(Double(rule.location.line)),
        "properties": rule.properties.json,
      ])
    }
    return .object([
      "constants": .object(constantsJSON),
      "styles": .object(stylesJSON),
      "rules": .array(rulesJSON),
      "diagnostics": .array(diagnostics.map(\.json)),
    ])
  }
}

extension Diagnostic {
  /// `{"severity", "file", "line", "column", "message"}`.
  public var json: JSONValue {
    .object([
      "severity": .string(severity.rawValue),
      "file": .string(location?.file ?? ""),
      "line": .number(Double(location?.line ?? 0)),
      "column": .number(Double(location?.column ?? 0)),
      "message": .string(message),
    ])
  }
}

extension PropertySet {
  /// `{PROPERTY: VALUE}`.
  public var json: JSONValue {
    var out: [String: JSONValue] = [:]
    for (name, p) in entries { out[name] = p.value.json }
    return .object(out)
  }
}

extension ThemeValue {
  /// The value's JSON form: a color `"#RRGGBBAA"`, a font `{"font", "size"}`, a point
  /// `{"x","y"}`, a size `{"width","height"}`, a rect `{"x","y","width","height"}`, insets
  /// `{"top","left","bottom","right"}`, an image `{"image"}`, a style
  /// `{"style": NAME-or-null, "properties"}`, per-state values `{"states": {STATE: VALUE}}`.
  public var json: JSONValue {
    switch self {
    case .color(let c): return .string(c.hexString)
    case .number(let n): return .number(n)
    case .bool(let b): return .bool(b)
    case .string(let s): return .string(s)
    case .null: return .null
    case .font(let f): return .object(["font": .string(f.name), "size": .number(f.size)])
    case .point(let p): return .object(["x": .number(p.x), "y": .number(p.y)])
    case .size(let s): return .object(["width": .number(s.width), "height": .number(s.height)])
    case .rect(let r):
      return .object([
        "x": .number(r.x), "y": .number(r.y), "width": .number(r.width),
        "height": .number(r.height),
      ])
    case .insets(let i):
      return .object([
        "top": .number(i.top), "left": .number(i.left), "bottom": .number(i.bottom),
        "right": .number(i.right),
      ])
    case .image(let path): return .object(["image": .string(path)])
    case .array(let items): return .array(items.map(\.json))
    case .style(let s):
      return .object([
        "style": s.name.map(JSONValue.string) ?? .null, "properties": s.properties.json,
      ])
    case .states(let map):
      var out: [String: JSONValue] = [:]
      for (state, v) in map { out[state.rawValue] = v.json }
      return .object(["states": .object(out)])
    }
  }
}

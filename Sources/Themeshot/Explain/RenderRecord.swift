import Primitives
import Themes
import Widgets

/// What explains a render, kept beside its reference: every widget with its frame and its
/// effective properties, each with the theme or screen line that set it.
///
/// A later render's record is compared with it to say which widget and which property a
/// changed region comes from (``Explanation``). Deterministic: widgets in tree order,
/// values in their canonical text (see `text(_:)`), no absolute paths unless the
/// inputs were given so.
public struct RenderRecord: Codable, Hashable, Sendable {
  public struct WidgetRecord: Codable, Hashable, Sendable {
    /// How the widget is matched across renders: `#id` when the id is unique, else the path
    /// from the nearest ancestor with one (`#form/UILabel[2]`).
    public var key: String
    public var type: String
    /// Depth in the tree (the root is 0): deeper widgets explain a region first.
    public var depth: Int
    /// x, y, width, height in points, in screen coordinates.
    public var frame: [Double]
    public var properties: [String: PropertyRecord]
  }

  public struct PropertyRecord: Codable, Hashable, Sendable {
    /// The value in the widget's current state: text quoted, other values as written by
    /// `theme resolve --json` without quotes.
    public var value: String
    /// `file:line:column` and key path of what set it; nil when inherited or a default.
    public var origin: String?
    /// The theme constants the value went through, each with where it is defined
    /// (`$Tint (…/DarkMappings.yaml:5:3) → $SystemBlueDark (…/Colors.yaml:20:3)`); nil
    /// for a literal.
    public var via: String?

    public init(value: String, origin: String?, via: String? = nil) {
      self.value = value
      self.origin = origin
      self.via = via
    }
  }

  /// Points to pixels.
  public var scale: Double
  public var widgets: [WidgetRecord]
  /// Requested font name → `file sha256` that stood in for it.
  public var fonts: [String: String]

  public init(scale: Double, widgets: [WidgetRecord], fonts: [String: String] = [:]) {
    self.scale = scale
    self.widgets = widgets
    self.fonts = fonts
  }

  /// The record of a styled, laid-out tree; `sheet`, the theme that styled it, names the
  /// constants behind each theme value.
  public init(
    root: Widget, scale: Double, fonts: [String: String] = [:], sheet: (any StyleSheet)? = nil
  ) {
    let chains = ReferenceChains(sheet)
    let all = root.subtree
    var idCounts: [String: Int] = [:]
    for w in all { if let id = w.id { idCounts[id, default: 0] += 1 } }
    // Each widget's place among its siblings, found once: a search per widget was
    // quadratic in the number of siblings (a 10,000-row stack).
    var places: [ObjectIdentifier: Int] = [:]
    for w in all {
      for (i, c) in w.children.enumerated() where places[ObjectIdentifier(c)] == nil {
        places[ObjectIdentifier(c)] = i
      }
    }
    func key(_ w: Widget) -> String {
      if let id = w.id, idCounts[id] == 1 { return "#" + id }
      guard let parent = w.parent else { return w.type.name }
      let index = places[ObjectIdentifier(w)] ?? 0
      return key(parent) + "/" + w.type.name + "[\(index)]"
    }
    func depth(_ w: Widget) -> Int { w.parent.map { depth($0) + 1 } ?? 0 }
    var records: [WidgetRecord] = []
    for w in all {
      let f = w.screenFrame
      var properties: [String: PropertyRecord] = [:]
      let store = w.properties
      // Where each key's value in the widget's state came from, else its normal value's:
      // one walk of the store (`entries` builds a dictionary, and was built per key).
      let state = w.effectiveState
      var own: [String: SourceLocation] = [:]
      var normal: [String: SourceLocation] = [:]
      store.forEachValue { key, s, _, at in
        guard let at else { return }
        if s == state { own[key] = at }
        if s == .normal { normal[key] = at }
      }
      for (k, v) in Inspection.properties(w, store: store) {
        let location = own[k] ?? normal[k]
        properties[k] = PropertyRecord(
          value: Self.text(v), origin: location.map(Self.origin),
          via: location.flatMap(chains.text(for:)))
      }
      records.append(
        WidgetRecord(
          key: key(w), type: w.type.name, depth: depth(w),
          frame: [f.x, f.y, f.width, f.height], properties: properties))
    }
    self.init(scale: scale, widgets: records, fonts: fonts)
  }

  /// The record as a JSON tree (what a sidecar keeps); optional fields left out when nil.
  public var json: JSONValue {
    .object([
      "scale": .number(scale),
      "fonts": .object(fonts.mapValues(JSONValue.string)),
      "widgets": .array(
        widgets.map { w in
          .object([
            "key": .string(w.key), "type": .string(w.type), "depth": .number(Double(w.depth)),
            "frame": .array(w.frame.map(JSONValue.number)),
            "properties": .object(
              w.properties.mapValues { p in
                var o: [String: JSONValue] = ["value": .string(p.value)]
                if let origin = p.origin { o["origin"] = .string(origin) }
                if let via = p.via { o["via"] = .string(via) }
                return .object(o)
              }),
          ])
        }),
    ])
  }

  /// Each widget's chain from the root, by key (`UIView/#form/UILabel[2]`): rebuilt from
  /// tree order and depth, so the stored record needs no extra field.
  public var paths: [String: String] {
    var stack: [String] = []
    var out: [String: String] = [:]
    for w in widgets {
      stack.removeLast(max(0, stack.count - max(0, w.depth)))
      let name = w.key.split(separator: "/").last.map(String.init) ?? w.key
      stack.append(name)
      if out[w.key] == nil { out[w.key] = stack.joined(separator: "/") }
    }
    return out
  }

  /// Text in quotes (`"Home"`), every other value as its canonical text unquoted
  /// (`#FF453AFF`, `17`), so the two read apart in an explanation.
  static func text(_ v: ThemeValue) -> String {
    if case .string = v { return v.json.text }
    if case .string(let s) = v.json { return s }
    return v.json.text
  }

  /// `file:line:col (key path)`, the form diagnostics use.
  static func origin(_ l: SourceLocation) -> String {
    l.keyPath.isEmpty ? l.description : "\(l.description) (\(l.keyPath))"
  }
}

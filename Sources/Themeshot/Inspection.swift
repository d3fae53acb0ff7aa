import Foundation
import Primitives
import Text
import Themes
import Widgets

/// What `themeshot inspect` prints: every widget of a styled, laid-out screen in tree order
/// (depth-first, parents before children) with its frame in screen coordinates, its
/// effective properties in its current states, and its per-state values.
public enum Inspection {
  /// Inherited properties a kind shows, reported even when set on an ancestor.
  static func inheritedKeys(_ kind: WidgetKind) -> [String] {
    switch kind {
    case .label, .textField: ["font", "textColor"]
    case .button: ["tintColor", "titleLabel.font"]
    case .switch, .segmentedControl, .progressView: ["tintColor"]
    // Issue 10's kinds: what their painters read from ancestors (text views and cells
    // their text font and colour, bars and controls the tint).
    case .textView: ["font", "textColor", "tintColor"]
    case .tableViewCell: ["font", "textColor", "tintColor"]
    case .navigationBar, .tabBar, .toolbar, .slider, .stepper, .pageControl: ["tintColor"]
    default: []
    }
  }

  /// The effective properties of `w`: key path → value in its current states.
  public static func properties(_ w: Widget) -> [String: ThemeValue] {
    properties(w, store: w.properties)
  }

  /// ``properties(_:)`` with the widget's merged store already made (it is built per call).
  static func properties(_ w: Widget, store: PropertyStore) -> [String: ThemeValue] {
    var out: [String: ThemeValue] = [:]
    for key in store.keys {
      if let v = w.value(key) { out[key] = v }
    }
    for key in inheritedKeys(w.kind) where out[key] == nil {
      switch key {
      case "font": out[key] = .font(w.font)
      case "textColor": out[key] = .color(w.textColor)
      // The font the title is drawn with (ContentPainter's `paintButton`).
      case "titleLabel.font": out[key] = .font(w.titleFont)
      default: out[key] = .color(w.tintColor)
      }
    }
    return out
  }

  /// Per-state values of `w`: key path → state → value, for properties with more than a
  /// normal value.
  public static func stateValues(_ w: Widget) -> [String: [ControlState: ThemeValue]] {
    var out: [String: [ControlState: ThemeValue]] = [:]
    let store = w.properties
    for key in store.keys {
      guard let entry = store.entries[key], entry.values.keys.contains(where: { $0 != .normal })
      else { continue }
      var states: [ControlState: ThemeValue] = [:]
      for s in ControlState.allCases { states[s] = w.value(key, in: s) }
      out[key] = states
    }
    return out
  }

  /// `{"widgets": [{"id", "type", "frame", "properties", "stateValues"}], "diagnostics"}`.
  /// With `fonts`, each text widget also has `"resolvedFont"`: the requested name, the file
  /// that stood in for it (relative to its folder label), its SHA-256, which resolution step
  /// found it and whether bold or italic was synthesised.
  public static func json(
    _ root: Widget?, diagnostics: [Diagnostic], fonts: FontLibrary? = nil
  ) -> JSONValue {
    let widgets: [JSONValue] = (root?.subtree ?? []).map { w in
      let f = w.screenFrame
      var props: [String: JSONValue] = [:]
      for (k, v) in properties(w) { props[k] = v.json }
      var states: [String: JSONValue] = [:]
      for (k, map) in stateValues(w) {
        var m: [String: JSONValue] = [:]
        for (s, v) in map { m[s.rawValue] = v.json }
        states[k] = .object(m)
      }
      var fields: [String: JSONValue] = [
        "id": w.id.map(JSONValue.string) ?? .null,
        "type": .string(w.type.name),
        "frame": .object([
          "x": .number(f.x), "y": .number(f.y), "width": .number(f.width),
          "height": .number(f.height),
        ]),
        "properties": .object(props),
        "stateValues": .object(states),
      ]
      if let fonts, inheritedKeys(w.kind).contains("font") || w.kind == .button {
        // A button's title is drawn with `titleFont`, not the inherited `font`.
        fields["resolvedFont"] = resolvedFont(w.kind == .button ? w.titleFont : w.font, fonts)
      }
      return .object(fields)
    }
    return .object(["widgets": .array(widgets), "diagnostics": .array(diagnostics.map(\.json))])
  }

  static func resolvedFont(_ spec: FontSpec, _ fonts: FontLibrary) -> JSONValue {
    guard let font = try? fonts.resolve(spec) else { return .null }
    let r = FontRecord(font)
    return .object([
      "requested": .string(r.requestedName), "file": .string(r.file),
      "sha256": .string(r.sha256), "source": .string(r.source),
      "syntheticBold": .bool(r.syntheticBold), "syntheticItalic": .bool(r.syntheticItalic),
    ])
  }

  /// A readable tree: one line per widget, its properties indented below.
  public static func text(_ root: Widget) -> String {
    var out = ""
    func walk(_ w: Widget, _ depth: Int) {
      let pad = String(repeating: "  ", count: depth)
      let f = w.screenFrame
      var line = pad + w.type.name
      if let id = w.id { line += " #" + id }
      if let c = w.controllerClass { line += " (" + c + ")" }
      if !w.states.isEmpty {
        line += " [" + w.states.sorted().map(\.rawValue).joined(separator: ", ") + "]"
      }
      line += " frame=(\(num(f.x)), \(num(f.y)), \(num(f.width)), \(num(f.height)))"
      out += line + "\n"
      let props = properties(w)
      for key in props.keys.sorted() {
        out += pad + "    " + key + " = " + props[key]!.json.text + "\n"
      }
      for (key, map) in stateValues(w).sorted(by: { $0.key < $1.key }) {
        let parts = map.sorted { $0.key < $1.key }.map {
          "\($0.key.rawValue): \($0.value.json.text)"
        }
        out += pad + "    " + key + " by state = {" + parts.joined(separator: ", ") + "}\n"
      }
      for c in w.children { walk(c, depth + 1) }
    }
    walk(root, 0)
    return out
  }

  static func num(_ d: Double) -> String {
    // NumberLimits.describe converts to an integer only within ±1e15 (a frame of 1e308
    // trapped here); a fraction keeps one decimal.
    d == d.rounded() ? NumberLimits.describe(d) : String(format: "%.1f", d)
  }
}

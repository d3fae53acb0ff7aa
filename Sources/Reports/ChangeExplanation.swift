import Primitives

/// Why an image changed, as data: per changed region, the widgets whose frames touch it and
/// what changed in each (property, both values, the theme or screen line that set it), or a
/// drawing change when no recorded change does. Built by `check` from the records kept in
/// the sidecars; every report format shows it (`lines` as text, the rest in `report.json`,
/// `check --json` and the HTML report's region outlines). docs/reports.md has the schema.
public struct ChangeExplanation: Codable, Hashable, Sendable {
  /// One change of one widget.
  public struct Change: Codable, Hashable, Sendable {
    /// `property`, `frame`, `added` or `removed`.
    public var kind: String
    /// The property's name (`backgroundColor`) for `property` changes.
    public var property: String?
    /// Both values as text (`#0A84FFFF`, `"Home"`, a frame as `x,y w×h`); nil when unset.
    public var before: String?
    public var after: String?
    /// `file:line:column (key path)` of what set the new value, when known.
    public var origin: String?
    /// The theme constants the value went through, each with where it is defined
    /// (`$Tint (…/DarkMappings.yaml:5:3) → $SystemBlueDark (…/Colors.yaml:20:3)`).
    public var via: String?

    public init(
      kind: String, property: String? = nil, before: String? = nil, after: String? = nil,
      origin: String? = nil, via: String? = nil
    ) {
      self.kind = kind
      self.property = property
      self.before = before
      self.after = after
      self.origin = origin
      self.via = via
    }
  }

  /// A widget whose record changed and whose frame (before or after) touches the region.
  public struct Widget: Codable, Hashable, Sendable {
    /// The record's key: `#id`, or the path from the nearest ancestor with an id.
    public var key: String
    /// The screen file's id, when the widget has a unique one.
    public var id: String?
    public var type: String
    /// The chain from the root (`UIView/#form/UILabel[2]`).
    public var path: String
    /// x, y, width, height in points: the current frame (the reference's for a removed
    /// widget).
    public var frame: [Double]
    /// The reference's frame when it differs from `frame`.
    public var frameBefore: [Double]?
    public var changes: [Change]

    public init(
      key: String, id: String?, type: String, path: String, frame: [Double],
      frameBefore: [Double]?, changes: [Change]
    ) {
      self.key = key
      self.id = id
      self.type = type
      self.path = path
      self.frame = frame
      self.frameBefore = frameBefore
      self.changes = changes
    }
  }

  /// One changed region of the diff.
  public struct Region: Codable, Hashable, Sendable {
    /// x, y, width, height in pixels of the current image.
    public var rect: [Int]
    /// Deepest first, then in tree order.
    public var widgets: [Widget]
    /// Set when no recorded change touches the region: the line that says so.
    public var drawing: String?
    /// Font files whose requested name now resolves to another file (drawing changes).
    public var fonts: [String]?

    public init(rect: [Int], widgets: [Widget], drawing: String? = nil, fonts: [String]? = nil) {
      self.rect = rect
      self.widgets = widgets
      self.drawing = drawing
      self.fonts = fonts
    }
  }

  /// Points to pixels, to place widget frames on the image.
  public var scale: Double
  public var regions: [Region]
  /// The explanation as `check` prints it: one line per change, each widget once.
  public var lines: [String]
  /// The theme keys behind the changed values (``ThemeChange``); nil when the records name
  /// none (no theme value changed, or the sidecars have no theme).
  public var themeChanges: [ThemeChange]?

  public init(scale: Double, regions: [Region], lines: [String]) {
    self.scale = scale
    self.regions = regions
    self.lines = lines
  }

  /// The same data as a JSON tree, for writers built on ``JSONValue``.
  public var json: JSONValue {
    func numbers(_ a: [Double]) -> JSONValue { .array(a.map(JSONValue.number)) }
    func text(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
    var o: [String: JSONValue] = [:]
    if let themeChanges {
      o["themeChanges"] = .array(
        themeChanges.map { t in
          .object([
            "key": .string(t.key), "before": text(t.before), "after": text(t.after),
            "location": text(t.location), "locationBefore": text(t.locationBefore),
            "widgets": .array(t.widgets.map(JSONValue.string)),
          ])
        })
    }
    o["scale"] = .number(scale)
    o["lines"] = .array(lines.map(JSONValue.string))
    o["regions"] = .array(
      regions.map { region in
        .object([
          "rect": .array(region.rect.map { .number(Double($0)) }),
          "drawing": text(region.drawing),
          "fonts": region.fonts.map { .array($0.map(JSONValue.string)) } ?? .null,
          "widgets": .array(
            region.widgets.map { w in
              .object([
                "key": .string(w.key), "id": text(w.id), "type": .string(w.type),
                "path": .string(w.path), "frame": numbers(w.frame),
                "frameBefore": w.frameBefore.map(numbers) ?? .null,
                "changes": .array(
                  w.changes.map { c in
                    .object([
                      "kind": .string(c.kind), "property": text(c.property),
                      "before": text(c.before), "after": text(c.after),
                      "origin": text(c.origin), "via": text(c.via),
                    ])
                  }),
              ])
            }),
        ])
      })
    return .object(o)
  }
}

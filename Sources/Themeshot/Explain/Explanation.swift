import Foundation
import Primitives
import Reports

/// Why a render differs from its reference, in the terms the user wrote: which widget, which
/// property, both values, and the theme or screen line that set the new one.
///
/// Each changed region (in pixels) is matched to the widgets whose frame, before or after,
/// touches it; of those, the ones whose record changed explain it, deepest first. A region
/// that no recorded change touches is a drawing change: fonts or themeshot itself.
public struct Explanation: Hashable, Sendable {
  public enum Change: Hashable, Sendable {
    /// A property's value changed, appeared or went away (nil on that side).
    case property(
      widget: String, type: String, key: String, before: String?, after: String?,
      origin: String?, via: String? = nil)
    /// The widget moved or was resized (x, y, width, height in points).
    case frame(widget: String, type: String, before: [Double], after: [Double])
    case added(widget: String, type: String)
    case removed(widget: String, type: String)
    /// A region no recorded change explains; `fonts` names font files that changed.
    case drawing(region: PixelRect, fonts: [String])
  }

  public var changes: [Change]
  /// The same changes per region, with each touching widget's frame and path: the data the
  /// JSON and HTML reports show. Empty for an explanation built from `changes` alone.
  public var regions: [ChangeExplanation.Region]
  /// Points to pixels of the current render.
  public var scale: Double

  public init(changes: [Change], regions: [ChangeExplanation.Region] = [], scale: Double = 1) {
    self.changes = changes
    self.regions = regions
    self.scale = scale
  }

  /// Explains `regions` (pixels of the current render) by comparing the two records.
  public static func explain(
    reference: RenderRecord, current: RenderRecord, regions: [PixelRect]
  ) -> Explanation {
    let before = Dictionary(reference.widgets.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    let after = Dictionary(current.widgets.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    // Widgets whose record changed, deepest first, then in tree order.
    var changed: [Touched] = []
    let currentPaths = current.paths
    for w in current.widgets {
      let old = before[w.key]
      let c = differences(old, w)
      if !c.isEmpty {
        changed.append(
          Touched(
            record: w, old: old, frames: [old?.frame, w.frame].compactMap { $0 }, changes: c,
            path: currentPaths[w.key] ?? w.key))
      }
    }
    let referencePaths = reference.paths
    for w in reference.widgets where after[w.key] == nil {
      changed.append(
        Touched(
          record: w, old: nil, frames: [w.frame], changes: [.removed(widget: w.key, type: w.type)],
          path: referencePaths[w.key] ?? w.key))
    }
    let order = changed.indices.sorted { changed[$0].record.depth > changed[$1].record.depth }
    let fontChanges =
      reference.fonts.filter { current.fonts[$0.key] != $0.value }.map(\.key)
      + current.fonts.keys.filter { reference.fonts[$0] == nil }

    var out: [Change] = []
    var perRegion: [ChangeExplanation.Region] = []
    var explained = Set<Int>()
    for region in regions {
      let r = [
        Double(region.x) / current.scale, Double(region.y) / current.scale,
        Double(region.width) / current.scale, Double(region.height) / current.scale,
      ]
      let rect = [region.x, region.y, region.width, region.height]
      let touching = order.filter { i in changed[i].frames.contains { intersects($0, r) } }
      if touching.isEmpty {
        let drawing = Change.drawing(region: region, fonts: fontChanges.sorted())
        out.append(drawing)
        perRegion.append(
          .init(
            rect: rect, widgets: [], drawing: Explanation(changes: [drawing]).lines.first,
            fonts: fontChanges.sorted()))
        continue
      }
      perRegion.append(.init(rect: rect, widgets: touching.map { changed[$0].widget }))
      for i in touching where !explained.contains(i) {
        explained.insert(i)
        out += changed[i].changes
      }
    }
    return Explanation(changes: out, regions: perRegion, scale: current.scale)
  }

  /// A changed widget: its record, its frames before and after, and what changed.
  struct Touched {
    var record: RenderRecord.WidgetRecord
    var old: RenderRecord.WidgetRecord?
    var frames: [[Double]]
    var changes: [Change]
    var path: String

    var widget: ChangeExplanation.Widget {
      let key = record.key
      let id = key.hasPrefix("#") && !key.contains("/") ? String(key.dropFirst()) : nil
      return ChangeExplanation.Widget(
        key: key, id: id, type: record.type, path: path, frame: record.frame,
        frameBefore: old.flatMap { $0.frame == record.frame ? nil : $0.frame },
        changes: changes.compactMap(\.data))
    }
  }

  /// What changed between two records of one widget (nil `old`: the widget is new).
  static func differences(_ old: RenderRecord.WidgetRecord?, _ new: RenderRecord.WidgetRecord)
    -> [Change]
  {
    guard let old else { return [.added(widget: new.key, type: new.type)] }
    var out: [Change] = []
    for key in Set(old.properties.keys).union(new.properties.keys).sorted() {
      let a = old.properties[key]
      let b = new.properties[key]
      if a?.value != b?.value {
        out.append(
          .property(
            widget: new.key, type: new.type, key: key, before: a?.value, after: b?.value,
            origin: b?.origin ?? a?.origin, via: b == nil ? a?.via : b?.via))
      }
    }
    if old.frame != new.frame {
      out.append(.frame(widget: new.key, type: new.type, before: old.frame, after: new.frame))
    }
    return out
  }

  static func intersects(_ a: [Double], _ b: [Double]) -> Bool {
    guard a.count == 4, b.count == 4 else { return false }
    return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3]
  }
}

extension Explanation {
  /// One line per change, as a compiler prints errors:
  /// `#signOut (UIButton) titleColor  #FF3B30FF → #FF453AFF   themes/…:14:18 ($Destructive)`.
  public var lines: [String] {
    changes.map { change in
      switch change {
      case .property(let w, let t, let key, let before, let after, let origin, let via):
        var s = "\(w) (\(t)) \(key)  \(before ?? "(unset)") → \(after ?? "(unset)")"
        if let origin { s += "   " + origin }
        if let via { s += " via " + via }
        return s
      case .frame(let w, let t, let before, let after):
        return "\(w) (\(t)) frame  \(Self.frame(before)) → \(Self.frame(after))"
      case .added(let w, let t): return "\(w) (\(t)) added"
      case .removed(let w, let t): return "\(w) (\(t)) removed"
      case .drawing(let r, let fonts):
        let cause =
          fonts.isEmpty
          ? "font or renderer version" : "font files changed: " + fonts.joined(separator: ", ")
        return
          "region (\(r.x),\(r.y))–(\(r.maxX),\(r.maxY)): no widget property changed — drawing changed (\(cause))"
      }
    }
  }

  /// The report's form: per region the widgets with their changes, and the printed lines.
  public var report: ChangeExplanation {
    ChangeExplanation(scale: scale, regions: regions, lines: lines)
  }

  static func frame(_ f: [Double]) -> String {
    func n(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(format: "%.1f", d) }
    guard f.count == 4 else { return "?" }
    return "(\(n(f[0])),\(n(f[1])) \(n(f[2]))×\(n(f[3])))"
  }

  /// `[{"widget", "type", "kind": "property"|"frame"|"added"|"removed"|"drawing", …}]`.
  public var json: JSONValue {
    .array(
      changes.map { change in
        switch change {
        case .property(let w, let t, let key, let before, let after, let origin, let via):
          return .object([
            "via": via.map(JSONValue.string) ?? .null,
            "kind": .string("property"), "widget": .string(w), "type": .string(t),
            "property": .string(key), "before": before.map(JSONValue.string) ?? .null,
            "after": after.map(JSONValue.string) ?? .null,
            "origin": origin.map(JSONValue.string) ?? .null,
          ])
        case .frame(let w, let t, let before, let after):
          return .object([
            "kind": .string("frame"), "widget": .string(w), "type": .string(t),
            "before": .array(before.map(JSONValue.number)),
            "after": .array(after.map(JSONValue.number)),
          ])
        case .added(let w, let t):
          return .object(["kind": .string("added"), "widget": .string(w), "type": .string(t)])
        case .removed(let w, let t):
          return .object(["kind": .string("removed"), "widget": .string(w), "type": .string(t)])
        case .drawing(let r, let fonts):
          return .object([
            "kind": .string("drawing"),
            "region": .array([r.x, r.y, r.width, r.height].map { .number(Double($0)) }),
            "fonts": .array(fonts.map(JSONValue.string)),
          ])
        }
      })
  }
}

extension Explanation.Change {
  /// The report's form of one widget change (nil for a drawing change, which is per region).
  var data: ChangeExplanation.Change? {
    switch self {
    case .property(_, _, let key, let before, let after, let origin, let via):
      return .init(
        kind: "property", property: key, before: before, after: after, origin: origin, via: via)
    case .frame(_, _, let before, let after):
      return .init(
        kind: "frame", before: Explanation.frame(before), after: Explanation.frame(after))
    case .added: return .init(kind: "added")
    case .removed: return .init(kind: "removed")
    case .drawing: return nil
    }
  }
}

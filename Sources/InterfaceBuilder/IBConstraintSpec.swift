import Primitives
import Widgets

/// One `<constraint>` as IB stores it: `first.attribute (relation) second.attribute ×
/// multiplier + constant` at a priority. A missing item is the view that holds the
/// constraint (IB omits it for constraints on the holder itself).
struct IBConstraintSpec {
  var id: String
  var first: String?
  var firstAttribute: String
  var relation: String
  var second: String?
  var secondAttribute: String?
  var multiplier: Double
  var constant: Double
  var priority: Double
  var holder: Widget
  /// The ids of the prototype copy holding it: its items are that copy's views.
  var scope: IDScope? = nil
  var line: Int
  var column: Int

  /// The view an item id names, in the constraint's prototype copy if it has one; the
  /// holder when IB omits the item.
  func view(_ id: String?, byID: [String: Widget]) -> Widget? {
    guard let id else { return holder }
    return scope?.ids[id] ?? byID[id]
  }

  /// Reads the constraint; nil (with a skip) when a number is not finite or out of range.
  static func read(_ e: IBElement, holder: Widget, builder: IBViewBuilder) -> IBConstraintSpec? {
    guard let attribute = e["firstAttribute"] else {
      builder.skip("constraint without firstAttribute", e)
      return nil
    }
    var multiplier = 1.0
    if let m = e["multiplier"] {
      // IB writes ratios as `16:9` and older files as `1/3`.
      let parts = m.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0) }
      if parts.count == 2, let a = parts[0], let b = parts[1], b != 0 {
        multiplier = a / b
      } else if parts.count == 1, let a = parts[0] {
        multiplier = a
      } else {
        multiplier = .nan
      }
      guard multiplier.isFinite, abs(multiplier) <= 10_000 else {
        builder.skip("constraint multiplier '\(m)'", e)
        return nil
      }
    }
    let constant = e["constant"] == nil ? 0 : builder.number(e, "constant")
    let priority = e["priority"] == nil ? 1000 : builder.number(e, "priority")
    guard let constant, let priority, (1...1000).contains(priority) else {
      builder.skip("constraint constant or priority out of range", e)
      return nil
    }
    return IBConstraintSpec(
      id: e["id"] ?? "?", first: e["firstItem"], firstAttribute: attribute,
      relation: e["relation"] ?? "equal", second: e["secondItem"],
      secondAttribute: e["secondAttribute"], multiplier: multiplier, constant: constant,
      priority: priority, holder: holder, line: e.line, column: e.column)
  }
}

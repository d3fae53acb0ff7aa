import Primitives

/// Where a bar's button items go along its width, for the painter (titles and images) and
/// the layout (custom views) alike.
///
/// Two items with nothing between them are 16 pt apart (this project's figure for iOS 17's
/// bar buttons, docs/render.md). A space item stands in for that gap: a fixed space is its
/// `width`, flexible spaces share what the bar has left, so `[Save, fixedSpace(40), Undo]`
/// puts Undo 40 pt after Save, and a space at either end adds to the margin (the old
/// "negative spacer" idiom moved an item by exactly its width from the margin).
enum BarItemPlacement {
  /// The gap between two items with no space item between them.
  static let gap = 16.0

  /// The x of each item drawn left to right from `start` (nil for spaces), and where the
  /// run ends, gap or trailing spaces included. `share` is one flexible space's width.
  static func leading(
    _ items: [BarButtonItem], widths: [Double], from start: Double, share: Double = 0
  )
    -> (xs: [Double?], end: Double)
  {
    var xs: [Double?] = Array(repeating: nil, count: items.count)
    var x = start
    var pending: Double?
    var placed = false
    for (i, item) in items.enumerated() {
      if let space = space(item, share: share) {
        pending = (pending ?? 0) + space
        continue
      }
      x += pending ?? (placed ? gap : 0)
      xs[i] = x
      x += widths[i]
      pending = nil
      placed = true
    }
    return (xs, x + (pending ?? (placed ? gap : 0)))
  }

  /// The x of each item drawn right to left from `end`, the first item rightmost (UIKit's
  /// order for `rightBarButtonItems`), and where the run starts.
  static func trailing(_ items: [BarButtonItem], widths: [Double], from end: Double)
    -> (xs: [Double?], start: Double)
  {
    var xs: [Double?] = Array(repeating: nil, count: items.count)
    var x = end
    var pending: Double?
    var placed = false
    for (i, item) in items.enumerated() {
      if let space = space(item, share: 0) {
        pending = (pending ?? 0) + space
        continue
      }
      x -= pending ?? (placed ? gap : 0)
      x -= widths[i]
      xs[i] = x
      pending = nil
      placed = true
    }
    return (xs, x - (pending ?? (placed ? gap : 0)))
  }

  /// One flexible space's width when `items` fill `room`: what the items, fixed spaces and
  /// gaps leave, shared equally.
  static func flexibleShare(_ items: [BarButtonItem], widths: [Double], room: Double) -> Double {
    let flexible = items.filter(\.isFlexibleSpace).count
    guard flexible > 0 else { return 0 }
    let natural = leading(items, widths: widths, from: 0).xs
    // The run's width with every flexible space empty, without the trailing gap.
    var used = 0.0
    for (i, x) in natural.enumerated() { if let x { used = max(used, x + widths[i]) } }
    return max(0, room - used) / Double(flexible)
  }

  private static func space(_ item: BarButtonItem, share: Double) -> Double? {
    if item.isFlexibleSpace { return share }
    return item.fixedWidth
  }
}

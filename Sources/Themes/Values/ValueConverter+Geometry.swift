import Documents
import Foundation
import Primitives

extension ValueConverter {
  /// Points, sizes, rects and insets.
  ///
  /// Every dialect reads UIKit's strings (`"{t, l, b, r}"`, UIKit order, as in Motif's
  /// README) and `{top, left, …}` dictionaries; a number sets every component. Motif arrays
  /// follow Motif 0.3: insets in CSS order (`[v, h]`, `[t, r, b]` with left 0, `[t, r, b, l]`).
  /// Pixelbits reads `insets(…)` and `rect(…)` in UIKit order.
  func geometry(_ node: DocumentNode, _ type: PropertyType) -> Result<ThemeValue, Failure> {
    let bad = Failure("\(describe(node)) is not \(type)")
    switch node.kind {
    case .number(let n):
      switch type {
      case .point: return .success(.point(Point(x: n, y: n)))
      case .size: return .success(.size(Size(width: n, height: n)))
      case .insets: return .success(.insets(EdgeInsets(all: n)))
      default: return .failure(bad)
      }
    case .array(let items) where dialect == .motif || dialect == .swift:
      var numbers: [Double] = []
      for item in items {
        guard case .number(let n) = item.kind else { return .failure(bad) }
        numbers.append(n)
      }
      return Self.fromList(numbers, type, insetsInCSSOrder: true).map { .success($0) }
        ?? .failure(bad)
    case .dictionary(let entries):
      return Self.fromDictionary(entries, type).map { .success($0) } ?? .failure(bad)
    case .string(let s):
      if dialect == .pixelbits {
        let name = type == .insets ? "insets" : "rect"
        // Each argument may be a `$variable` (UIEdgeInsetsConverter and CGRectConverter
        // read every part through `variableValue()`).
        if let inner = GeometrySyntax.call(s, name),
          let n = GeometrySyntax.numbers(
            Substring(
              inner.split(separator: ",", omittingEmptySubsequences: false)
                .map { resolvePart($0.trimmed()) }.joined(separator: ",")))
        {
          let expanded: [Double]? =
            switch n.count {
            case 1: [n[0], n[0], n[0], n[0]]
            case 2: [n[0], n[1], n[0], n[1]]
            case 4: n
            default: nil
            }
          if let expanded, let v = Self.fromList(expanded, type, insetsInCSSOrder: false) {
            return .success(v)
          }
          return .failure(bad)
        }
      }
      if let n = GeometrySyntax.uiKitString(s),
        let v = Self.fromList(n, type, insetsInCSSOrder: false)
      {
        let expectedCount = type == .rect || type == .insets ? 4 : 2
        if n.count == expectedCount { return .success(v) }
      }
      return .failure(bad)
    default:
      return .failure(bad)
    }
  }

  private func describe(_ node: DocumentNode) -> String {
    if case .string(let s) = node.kind { return "'\(s)'" }
    return node.kindDescription
  }

  /// Numbers in order to a value: point/size need 2, rect 4; insets 4 in UIKit order, or in
  /// Motif's CSS order (1 all, 2 v/h, 3 t/r/b with left 0, 4 t/r/b/l).
  static func fromList(_ n: [Double], _ type: PropertyType, insetsInCSSOrder: Bool) -> ThemeValue? {
    switch type {
    case .point where n.count == 2: return .point(Point(x: n[0], y: n[1]))
    case .size where n.count == 2: return .size(Size(width: n[0], height: n[1]))
    case .rect where n.count == 4: return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
    case .insets where !insetsInCSSOrder && n.count == 4:
      return .insets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
    case .insets where insetsInCSSOrder:
      switch n.count {
      // Motif's MTFEdgeInsetsFromArrayTransformer takes two to four numbers (one is an
      // error there; a single number is written as a number).
      case 2: return .insets(EdgeInsets(top: n[0], left: n[1], bottom: n[0], right: n[1]))
      case 3: return .insets(EdgeInsets(top: n[0], left: 0, bottom: n[2], right: n[1]))
      case 4: return .insets(EdgeInsets(top: n[0], left: n[3], bottom: n[2], right: n[1]))
      default: return nil
      }
    default: return nil
    }
  }

  /// `{x, y}`, `{width, height}`, `{horizontal, vertical}`, `{x, y, width, height}`,
  /// `{top, left, bottom, right}` (missing keys are 0; unknown keys are an error).
  static func fromDictionary(_ entries: [DocumentNode.Entry], _ type: PropertyType) -> ThemeValue? {
    var values: [String: Double] = [:]
    for e in entries {
      guard case .number(let n) = e.value.kind else { return nil }
      values[e.key] = n
    }
    let allowed: Set<String> =
      switch type {
      case .point: ["x", "y", "horizontal", "vertical"]
      case .size: ["width", "height", "horizontal", "vertical"]
      case .rect: ["x", "y", "width", "height"]
      case .insets: ["top", "left", "bottom", "right"]
      default: []
      }
    guard !values.isEmpty, Set(values.keys).isSubset(of: allowed) else { return nil }
    func v(_ k: String, _ alt: String = "") -> Double { values[k] ?? values[alt] ?? 0 }
    switch type {
    case .point: return .point(Point(x: v("x", "horizontal"), y: v("y", "vertical")))
    case .size: return .size(Size(width: v("width", "horizontal"), height: v("height", "vertical")))
    case .rect: return .rect(Rect(x: v("x"), y: v("y"), width: v("width"), height: v("height")))
    case .insets:
      return .insets(
        EdgeInsets(top: v("top"), left: v("left"), bottom: v("bottom"), right: v("right")))
    default: return nil
    }
  }
}

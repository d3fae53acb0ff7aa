import AutoLayout
import Primitives
import Widgets

extension IBAutoLayout {
  /// Views whose frame the constraints do not fix, found as UIKit's
  /// `exerciseAmbiguityInLayout` finds them: pull each frame variable with a preference
  /// weaker than any constraint and see whether it moves.
  func ambiguity(
    _ solver: Solver, boxes: [ObjectIdentifier: Box], involved: [ObjectIdentifier: [String]],
    root: Widget
  ) -> [Diagnostic] {
    var out: [Diagnostic] = []
    let nudge = Strength(value: 1e-3)
    // A stack view places its arranged subviews itself.
    for info in views where !info.translates && info.widget.parent?.kind != .stackView {
      guard !solver.isOverBudget else { return [] }
      guard let b = boxes[ObjectIdentifier(info.widget)] else { continue }
      var free: [String] = []
      for (v, name) in [(b.x, "x position"), (b.w, "width"), (b.y, "y position"), (b.h, "height")] {
        let before = v.value
        do {
          try solver.addEditVariable(v, strength: nudge)
          try solver.suggest(v, before + 1000)
          solver.updateVariables()
          if abs(v.value - before) > 0.5 { free.append(name) }
          try solver.removeEditVariable(v)
        } catch {
          continue
        }
      }
      solver.updateVariables()
      guard !free.isEmpty else { continue }
      let ids = involved[ObjectIdentifier(info.widget)] ?? []
      let w = info.widget
      let name = w.id.map { "\(w.type.name) '\($0)'" } ?? w.type.name
      out.append(
        .warning(
          "ambiguous layout: \(name) (\(info.element["id"] ?? "?")) needs constraints for "
            + free.joined(separator: ", ")
            + (ids.isEmpty
              ? " (it has no constraints)"
              : " (its constraints: " + ids.joined(separator: ", ") + ")"),
          at: w.location))
    }
    return solver.isOverBudget ? [] : out
  }

  /// The warning of a scene whose constraints ran out of solver work.
  func overBudget(_ root: Widget) -> Diagnostic {
    .warning(
      "the constraints take more than \(Self.maximumSolverWork) steps of the solver to lay "
        + "out; IB's stored frames are drawn (docs/limits.md)", at: root.location)
  }
}

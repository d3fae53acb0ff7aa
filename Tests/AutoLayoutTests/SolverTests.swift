import Testing

@testable import AutoLayout

/// Constraint systems with known solutions (worked by hand in each test's comment).
struct SolverTests {
  func vars(_ names: String...) -> [Variable] {
    names.enumerated().map { Variable($0.element, id: $0.offset) }
  }

  @Test func requiredEqualitiesSolveALinearSystem() throws {
    // x + y = 10, x - y = 2 → x = 6, y = 4.
    let v = vars("x", "y")
    let s = Solver()
    try s.add(Constraint(v[0].expression + v[1].expression, .equal, Expression(constant: 10)))
    try s.add(Constraint(v[0].expression - v[1].expression, .equal, Expression(constant: 2)))
    s.updateVariables()
    #expect(abs(v[0].value - 6) < 1e-9)
    #expect(abs(v[1].value - 4) < 1e-9)
  }

  @Test func strongerPreferenceWinsOverWeaker() throws {
    // x ≥ 0 required; x == 100 weak; x == 40 strong → 40.
    let x = vars("x")[0]
    let s = Solver()
    try s.add(Constraint(x.expression, .greaterOrEqual, Expression()))
    try s.add(Constraint(x.expression, .equal, Expression(constant: 100), strength: .weak))
    try s.add(Constraint(x.expression, .equal, Expression(constant: 40), strength: .strong))
    s.updateVariables()
    #expect(abs(x.value - 40) < 1e-9)
  }

  @Test func inequalityBoundsAPreference() throws {
    // x ≤ 30 required, x == 50 medium → 30 (the bound holds, the preference gives way).
    let x = vars("x")[0]
    let s = Solver()
    try s.add(Constraint(x.expression, .lessOrEqual, Expression(constant: 30)))
    try s.add(Constraint(x.expression, .equal, Expression(constant: 50), strength: .medium))
    s.updateVariables()
    #expect(abs(x.value - 30) < 1e-9)
  }

  @Test func conflictingRequiredConstraintIsRejectedAndSolverStaysUsable() throws {
    // x == 10 required, then x == 20 required is unsatisfiable; x stays 10.
    let x = vars("x")[0]
    let s = Solver()
    try s.add(Constraint(x.expression, .equal, Expression(constant: 10), label: "a"))
    let bad = Constraint(x.expression, .equal, Expression(constant: 20), label: "b")
    #expect(throws: Solver.Failure.unsatisfiable("b")) { try s.add(bad) }
    #expect(!s.contains(bad))
    s.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
    // Inequalities too: x ≥ 15 conflicts with x == 10.
    #expect(throws: Solver.Failure.unsatisfiable("c")) {
      try s.add(Constraint(x.expression, .greaterOrEqual, Expression(constant: 15), label: "c"))
    }
  }

  @Test func removingAConstraintRestoresTheWeakerSolution() throws {
    let x = vars("x")[0]
    let s = Solver()
    try s.add(Constraint(x.expression, .equal, Expression(constant: 5), strength: .weak))
    let strong = Constraint(x.expression, .equal, Expression(constant: 70), strength: .strong)
    try s.add(strong)
    s.updateVariables()
    #expect(abs(x.value - 70) < 1e-9)
    try s.remove(strong)
    s.updateVariables()
    #expect(abs(x.value - 5) < 1e-9)
  }

  @Test func editVariablesResolveIncrementally() throws {
    // A view pinned 20 from both edges of a resizable container: width = W - 40.
    let v = vars("W", "left", "width")
    let (w, left, width) = (v[0], v[1], v[2])
    let s = Solver()
    try s.add(Constraint(left.expression, .equal, Expression(constant: 20)))
    try s.add(
      Constraint(
        left.expression + width.expression, .equal, w.expression + Expression(constant: -20)))
    try s.addEditVariable(w, strength: .strong)
    for container in [320.0, 375, 430, 1024] {
      try s.suggest(w, container)
      s.updateVariables()
      #expect(abs(width.value - (container - 40)) < 1e-9)
      #expect(abs(left.value - 20) < 1e-9)
    }
  }

  @Test func equalWidthsSplitARowBetweenTwoViews() throws {
    // [20 a 20 b 20] in 375: a.w == b.w → each (375 - 60) / 2 = 157.5; b.x = 197.5.
    let v = vars("a.x", "a.w", "b.x", "b.w")
    let s = Solver()
    func e(_ i: Int) -> Expression { v[i].expression }
    try s.add(Constraint(e(0), .equal, Expression(constant: 20)))
    try s.add(Constraint(e(2), .equal, e(0) + e(1) + Expression(constant: 20)))
    try s.add(Constraint(e(2) + e(3), .equal, Expression(constant: 355)))
    try s.add(Constraint(e(1), .equal, e(3)))
    s.updateVariables()
    #expect(abs(v[1].value - 157.5) < 1e-9)
    #expect(abs(v[2].value - 197.5) < 1e-9)
  }

  @Test func multiplierAndPriorityOrderOptionalConstraints() throws {
    // h == 0.5 · w (required), w ≤ 300 (required), w == 400 at 750, w == 200 at 250 →
    // w = 300 (750 pulls up to the bound, outweighing 250), h = 150.
    let v = vars("w", "h")
    let s = Solver()
    try s.add(Constraint(v[1].expression, .equal, v[0].expression * 0.5))
    try s.add(Constraint(v[0].expression, .lessOrEqual, Expression(constant: 300)))
    try s.add(
      Constraint(v[0].expression, .equal, Expression(constant: 400), strength: .init(priority: 750))
    )
    try s.add(
      Constraint(v[0].expression, .equal, Expression(constant: 200), strength: .init(priority: 250))
    )
    s.updateVariables()
    #expect(abs(v[0].value - 300) < 1e-9)
    #expect(abs(v[1].value - 150) < 1e-9)
  }

  @Test func solutionsDoNotDependOnInsertionOrderOfIndependentConstraints() throws {
    func solve(_ order: [Int]) throws -> [Double] {
      let v = vars("a", "b", "c")
      let cs = [
        Constraint(v[0].expression, .equal, Expression(constant: 3)),
        Constraint(v[1].expression, .equal, v[0].expression * 2),
        Constraint(v[2].expression, .equal, v[1].expression + v[0].expression),
      ]
      let s = Solver()
      for i in order { try s.add(cs[i]) }
      s.updateVariables()
      return v.map(\.value)
    }
    #expect(try solve([0, 1, 2]) == [3, 6, 9])
    #expect(try solve([2, 1, 0]) == [3, 6, 9])
  }
}

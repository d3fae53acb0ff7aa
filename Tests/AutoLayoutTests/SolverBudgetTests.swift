import Testing

@testable import AutoLayout

/// The solver's work budget: a hostile set of constraints stops the solver, not the run.
@Suite struct SolverBudgetTests {
  /// `n` variables, every pair related by an optional inequality: the dense tableau that
  /// costs about the cube of the constraints.
  static func dense(_ solver: Solver, _ n: Int) throws(Solver.Failure) {
    let v = (0..<n).map { Variable("v\($0)", id: $0 + 1) }
    for i in 0..<n {
      for j in 0..<n where i != j {
        try solver.add(
          Constraint(
            v[i].expression, .greaterOrEqual, v[j].expression * 0.5 + Expression(constant: 1),
            strength: Strength(value: Double(1 + (i * j) % 7)), label: "d\(i)-\(j)"))
      }
    }
  }

  @Test func workPastTheLimitThrowsOverBudget() {
    let solver = Solver()
    solver.workLimit = 5_000
    #expect(throws: Solver.Failure.overBudget) { try Self.dense(solver, 30) }
    #expect(solver.isOverBudget)
    // Every later call refuses at once.
    #expect(throws: Solver.Failure.overBudget) {
      try solver.add(Constraint(Variable("x", id: 99).expression, .equal, Expression()))
    }
  }

  @Test func withoutALimitTheWorkIsCounted() throws {
    let solver = Solver()
    try Self.dense(solver, 8)
    #expect(solver.work > 0)
    #expect(!solver.isOverBudget)
  }
}

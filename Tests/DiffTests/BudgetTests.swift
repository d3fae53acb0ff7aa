import Diff
import Primitives
import Testing

/// Budgets as Playwright and swift-snapshot-testing define them.
@Suite struct BudgetTests {
  static func result(_ mismatched: Int, of size: Int = 100) -> DiffResult {
    DiffResult(
      expectedSize: PixelSize(width: size, height: 1),
      actualSize: PixelSize(width: size, height: 1),
      comparedSize: PixelSize(width: size, height: 1), mismatched: mismatched, antialiased: 0,
      regions: [], diffImage: nil)
  }

  @Test func noBudgetAllowsNothing() {
    #expect(Self.result(0).isWithin(.exact))
    #expect(!Self.result(1).isWithin(.exact))
  }

  @Test func maxDiffPixelsIsInclusive() {
    #expect(Self.result(5).isWithin(DiffBudget(maxDiffPixels: 5)))
    #expect(!Self.result(6).isWithin(DiffBudget(maxDiffPixels: 5)))
  }

  @Test func ratioIsOfTheComparedPixels() {
    #expect(Self.result(10, of: 1000).isWithin(DiffBudget(maxDiffPixelRatio: 0.01)))
    #expect(!Self.result(11, of: 1000).isWithin(DiffBudget(maxDiffPixelRatio: 0.01)))
    #expect(Self.result(11, of: 1000).ratio == 0.011)
  }

  @Test func bothLimitsTakeTheSmaller() {
    let budget = DiffBudget(maxDiffPixels: 50, maxDiffPixelRatio: 0.01)
    #expect(budget.allowedPixels(of: 1000) == 10)
    #expect(budget.allowedPixels(of: 100_000) == 50)
  }

  @Test func precisionIsTheShareOfMatchingPixels() {
    // swift-snapshot-testing: passes when 1 − failing / all ≥ precision.
    #expect(Self.result(1, of: 10).isWithin(DiffBudget(precision: 0.9)))
    #expect(!Self.result(2, of: 10).isWithin(DiffBudget(precision: 0.9)))
    #expect(DiffBudget(precision: 0.99).allowedPixels(of: 10_000) == 100)
  }
}

import Testing

@testable import PNG

/// The cuts: long runs of repeated rows apart, the rest in pieces of at least
/// `pieceBytes`, every row in exactly one piece, in order.
@Suite struct EncodePlanTests {
  static func covers(_ plan: EncodePlan, rows: Int) -> Bool {
    plan.rows.first?.lowerBound == 0 && plan.rows.last?.upperBound == rows
      && zip(plan.rows, plan.rows.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }
  }

  @Test func longRunsOfRepeatsGetTheirOwnPieceShortOnesDoNot() {
    let run = EncodePlan.repeatRun
    // Row 0, a run one short, a row, a full run, two rows.
    let repeats =
      [false] + Array(repeating: true, count: run - 1) + [false]
      + Array(repeating: true, count: run) + [false, false]
    let plan = EncodePlan(repeats: repeats, rowBytes: 10)
    #expect(
      plan.pieces == [
        .bytes(count: (run + 1) * 10), .repeatedRows(rows: run, rowBytes: 10), .bytes(count: 20),
      ])
    #expect(Self.covers(plan, rows: repeats.count))
  }

  @Test func aScreenOfRowsIsCutIntoPiecesOfAtLeastPieceBytes() {
    // 1600 rows of 2101 bytes (a 700-pixel RGB row), none repeated: 3.4 MB in 6 pieces.
    let plan = EncodePlan(repeats: [Bool](repeating: false, count: 1600), rowBytes: 2101)
    #expect(plan.pieces.count == 6)
    #expect(Self.covers(plan, rows: 1600))
    for piece in plan.pieces { #expect(piece.count >= EncodePlan.pieceBytes) }
  }

  @Test func anImageOfOneRepeatedRunEndsInIt() {
    let plan = EncodePlan(repeats: [false] + Array(repeating: true, count: 99), rowBytes: 4)
    #expect(plan.pieces == [.bytes(count: 4), .repeatedRows(rows: 99, rowBytes: 4)])
  }
}

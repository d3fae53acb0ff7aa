import Diff
import Testing

/// Mismatch counts must equal pixelmatch's on the same files and options. Every number below
/// was printed by the peers' pixelmatch ports, e.g. (from this folder)
///
///     python3 ../../../../shared/peers/diff_bench.py __Fixtures__/card-a.png \
///       __Fixtures__/card-b.png --impl fast --threshold 0.1 [--no-aa]
///     (the same with --impl py)
///
/// `--impl py` is pixelmatch 0.4.0 (pixelmatch v5 semantics: translucent pixels over white);
/// `--impl fast` is pixelmatch-fast 1.3.4, a port of pixelmatch 7.1 (over a checkerboard).
/// On opaque images both agree, and so must both of our backgrounds.
@Suite struct PixelmatchCompatibilityTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let pair: String
    let threshold: Double
    let includeAA: Bool
    let count: Int
    var testDescription: String { "\(pair) t=\(threshold)\(includeAA ? " includeAA" : "")" }
  }

  static let opaque: [Case] = [
    Case(pair: "card", threshold: 0.1, includeAA: false, count: 130),
    Case(pair: "card", threshold: 0.05, includeAA: false, count: 130),
    Case(pair: "card", threshold: 0.1, includeAA: true, count: 178),
    Case(pair: "card", threshold: 0.05, includeAA: true, count: 179),
    Case(pair: "rings", threshold: 0.1, includeAA: false, count: 139),
    Case(pair: "rings", threshold: 0.05, includeAA: false, count: 156),
    Case(pair: "rings", threshold: 0.1, includeAA: true, count: 996),
    Case(pair: "rings", threshold: 0.05, includeAA: true, count: 1100),
    Case(pair: "line", threshold: 0.1, includeAA: false, count: 18),
    Case(pair: "line", threshold: 0.05, includeAA: false, count: 19),
    Case(pair: "line", threshold: 0.1, includeAA: true, count: 88),
    Case(pair: "line", threshold: 0.05, includeAA: true, count: 92),
    Case(pair: "gradient", threshold: 0.02, includeAA: false, count: 1200),
    Case(pair: "gradient", threshold: 0.05, includeAA: false, count: 62),
    Case(pair: "gradient", threshold: 0.1, includeAA: true, count: 62),
    Case(pair: "gradient", threshold: 0.2, includeAA: false, count: 62),
  ]

  @Test(arguments: opaque, [AlphaBackground.white, .checkerboard])
  func opaqueCountsEqualPixelmatch(_ c: Case, background: AlphaBackground) throws {
    let (a, b) = try Fixtures.pair(c.pair)
    let options = DiffOptions(
      metric: .yiq(threshold: c.threshold), includeAA: c.includeAA, background: background)
    #expect(PixelDiff.compare(a, b, options: options).mismatched == c.count)
  }

  /// Translucent pixels: pixelmatch 0.4.0 (white) and pixelmatch-fast (checkerboard) differ,
  /// and each background must match its port (AA on or off gives the same counts here).
  @Test(arguments: [
    (AlphaBackground.white, 0.1, 72), (.white, 0.05, 119),
    (.checkerboard, 0.1, 65), (.checkerboard, 0.05, 117),
  ])
  func translucentCountsEqualEachPort(background: AlphaBackground, threshold: Double, count: Int) {
    let a = Fixtures.translucent(variant: false)
    let b = Fixtures.translucent(variant: true)
    for includeAA in [false, true] {
      let options = DiffOptions(
        metric: .yiq(threshold: threshold), includeAA: includeAA, background: background)
      #expect(PixelDiff.compare(a, b, options: options).mismatched == count)
    }
  }

  @Test func antialiasedPixelsAreCountedApart() throws {
    let (a, b) = try Fixtures.pair("rings")
    let result = PixelDiff.compare(a, b)
    // With includeAA the excused pixels are counted: 139 + 857 = 996.
    #expect(result.mismatched == 139)
    #expect(result.antialiased == 996 - 139)
  }
}

import Primitives
import Testing
import Text

@testable import Widgets

/// ``ApproximateTextMeasurer``'s `size(of:…)` works out one-line text without laying it
/// out; its twin is the size of the full layout, compared on generated text, widths and
/// modes, with widths placed exactly on and around each text's own width.
@Suite struct TextMeasuringTests {
  /// SplitMix64: the same inputs on every run.
  struct Random {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(n))
    }
  }

  static let pieces = [
    "Row", "12", "of", "section", "a", "é", "e\u{301}", "👍🏽", "averyveryverylongword", " ", " ",
    "  ", "\n", "\r\n", "\t", "…", "x",
  ]

  static func text(_ r: inout Random) -> String {
    var s = ""
    for _ in 0..<r.next(9) {
      s += pieces[r.next(pieces.count)]
      if r.next(3) > 0 { s += " " }
    }
    return s
  }

  @Test func oneLineSizeIsTheLayoutsSize() {
    let measurer = ApproximateTextMeasurer()
    var r = Random(state: 15)
    var fast = 0
    for _ in 0..<4_000 {
      let text = Self.text(&r)
      let font = FontSpec.system(size: [17, 13, 0.5, 0, -3, 22.25][r.next(6)])
      let own = ApproximateTextMeasurer.width(text.count, font)
      let maxWidth: Double? =
        switch r.next(7) {
        case 0: nil
        case 1: own
        case 2: own.nextDown
        case 3: own + 0.01
        case 4: own + 0.01.nextUp
        case 5: Double(r.next(400))
        default: -Double(r.next(3))
        }
      let maxLines = [0, 1, 2, 3][r.next(4)]
      let mode = LineBreakMode.allCases[r.next(LineBreakMode.allCases.count)]
      let size = measurer.size(
        of: text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreak: mode)
      let laid = measurer.layout(
        text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreak: mode)
      #expect(
        size == laid.size,
        "\(text.debugDescription) \(font.size) \(String(describing: maxWidth)) \(maxLines) \(mode)")
      if measurer.singleLineWidth(text, font: font, maxWidth: maxWidth, maxLines: maxLines) != nil {
        fast += 1
      }
    }
    // The fast path is taken often enough to be tested.
    #expect(fast > 400)
  }

  @Test func aMeasurerWithoutItsOwnSizeMeasuresByLayingOut() {
    struct Fixed: TextMeasuring {
      func layout(
        _ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int,
        lineBreak: LineBreakMode, alignment: Text.TextAlignment
      ) -> TextBlock {
        TextBlock(lines: [], size: Size(width: 7, height: 3), fontName: font.name)
      }
      func lineHeight(_ font: FontSpec) -> Double { 3 }
    }
    let size = Fixed().size(
      of: "anything", font: .system(size: 17), maxWidth: nil, maxLines: 1,
      lineBreak: .byTruncatingTail)
    #expect(size == Size(width: 7, height: 3))
  }
}

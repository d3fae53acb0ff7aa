import Primitives
import Raster
import Testing
import Text
import Themes

@testable import Widgets

/// A label's text is shaped and laid out once: layout keeps the line it measured and
/// drawing lays it out from that line. Compared with the plain path (the measurer's size,
/// and drawing that lays the text out again) on generated labels: texts of several
/// scripts, hard breaks and trailing spaces, widths on and around each text's advance,
/// every alignment, line limits and break modes, in two fonts.
@Suite struct MeasuredLabelTests {
  static let fonts = Result { try FontLibrary() }

  static let texts = [
    "Settings", "Wi-Fi", "Airplane Mode", "Row 12", "a", "Bluetooth is on and the name is long",
    "שלום עולם", "مرحبا بالعالم", "Mixed עברית text", "日本語のテキスト", "emoji 👋🏽 here",
    "ﬁne ligatures", "e\u{301}tude", "trailing ", " leading", "two  spaces", "line\nbreak",
    "para\u{2029}graph", "cr\rhere", "\t", "x",
  ]

  static var widths: [Double?] { [nil, 1, 20, 44.5, 80, 120, 400] }

  @Test func measuredLabelsLayOutAsThePlainCall() throws {
    let measurer = FontLibraryMeasurer(library: try Self.fonts.get())
    let fonts = [FontSpec.system(size: 17), FontSpec.system(size: 13, weight: 700)]
    var kept = 0
    for text in Self.texts {
      for font in fonts {
        let advance = measurer.size(
          of: text, font: font, maxWidth: nil, maxLines: 0, lineBreak: .byWordWrapping
        ).width
        let widths = Self.widths + [advance, advance - 0.001, advance + 0.001, advance * 0.5]
        for measureWidth in widths {
          for (maxLines, mode) in [(1, LineBreakMode.byTruncatingTail), (0, .byWordWrapping)] {
            let (size, measured) = measurer.measureLabel(
              text, font: font, maxWidth: measureWidth, maxLines: maxLines, lineBreak: mode)
            #expect(
              size
                == measurer.size(
                  of: text, font: font, maxWidth: measureWidth, maxLines: maxLines,
                  lineBreak: mode), "\(text) \(String(describing: measureWidth))")
            guard let measured else { continue }
            #expect(measured.isMeasurement(of: text, font: font, by: measurer))
            #expect(!measured.isMeasurement(of: text + "!", font: font, by: measurer))
            for drawWidth in widths {
              for alignment in Text.TextAlignment.allCases {
                guard
                  let block = measurer.layout(
                    measured, maxWidth: drawWidth, alignment: alignment)
                else { continue }
                kept += 1
                let plain = measurer.layout(
                  text, font: font, maxWidth: drawWidth, maxLines: maxLines, lineBreak: mode,
                  alignment: alignment)
                #expect(block == plain, "\(text) \(String(describing: drawWidth)) \(alignment)")
                #expect(block.size == plain.size)
                #expect(block.fontName == plain.fontName)
              }
            }
          }
        }
      }
    }
    #expect(kept > 1_000)
  }

  /// Whole display lists, drawing from the measured lines and laying the text out again.
  @Test func displayListsAreThePlainPathsLists() throws {
    let measurer = FontLibraryMeasurer(library: try Self.fonts.get())
    func list(reusing: Bool) -> [DisplayOp] {
      let stack = Widget.stack(.vertical, spacing: 2)
      for (i, text) in Self.texts.enumerated() {
        let label = Widget.label(text)
        label.prop(
          "textAlignment",
          .string(Text.TextAlignment.allCases[i % Text.TextAlignment.allCases.count].rawValue))
        if i % 3 == 0 { label.prop("numberOfLines", .number(0)) }
        if i % 4 == 0 { label.prop("shadowColor", .color(.black)) }
        if i % 5 == 0 { label.prop("font", .font(.system(size: 11, weight: 600))) }
        stack.addChild(label)
      }
      let row = Widget.stack(.horizontal, spacing: 4) {
        Widget.label("Left")
        Widget.label("A much longer right-hand label that has to give way")
      }
      stack.addChild(row)
      let root = Widget.view { stack }
      let size = Size(width: 160, height: 900)
      Layout(text: measurer).layout(root, in: size)
      var emitter = Emitter(text: measurer)
      emitter.reusesMeasuredText = reusing
      return emitter.displayList(root, size: size, scale: 2, background: nil).ops
    }
    let fast = list(reusing: true)
    let plain = list(reusing: false)
    #expect(fast.count == plain.count)
    #expect(fast == plain)
  }
}

import Primitives
import Testing

@testable import Text

/// Requests found once are answered from the engine's table
/// (`FontLibrary.lookUpFinished`); its plain twin searches the catalog every time. The two
/// agree on iOS names, PostScript names, families with style words, fontconfig patterns,
/// names nothing knows, and on every size, weight and slant, asked for twice each (the
/// second answer comes from the table).
@Suite struct ResolvedRequestCacheTests {
  let library = TestFonts.library

  static let names = [
    "system", "systemBold", "systemSemibold", "systemMedium", "systemItalic",
    "SFProText-Regular", "SFProText-Semibold", ".SFUI-Semibold", "SF Pro Text",
    "HelveticaNeue", "HelveticaNeue-Bold", "Helvetica Neue Light", "Menlo-Regular",
    "Courier-Oblique", "TimesNewRomanPS-BoldMT", "DejaVu Sans:bold", "DejaVu Serif",
    "Inter SemiBold Italic", "Inter-13:style=Semi Bold", "Georgia", "Avenir-Heavy",
    "No Such Font", "NoSuchFont-Bold", "",
  ]

  @Test func tableAnswersAsTheCatalog() {
    for round in 0..<2 {
      for name in Self.names {
        for size in [0.5, 13, 17, 34.25] {
          for weight in [nil, 300, 600] as [Int?] {
            for italic in [false, true] {
              let request = FontLibrary.Request(
                name: name, size: size, weight: weight, italic: italic)
              #expect(
                library.lookUpFinished(request) == library.lookUpFinishedPlain(request),
                "\(name) \(size) \(String(describing: weight)) \(italic) round \(round)")
            }
          }
        }
      }
    }
  }

  @Test func resolvingWarnsAsBefore() throws {
    for round in 0..<2 {
      for name in Self.names {
        var warnings: [Diagnostic] = []
        let font = try library.resolve(FontSpec(name: name, size: 17), warnings: &warnings)
        let found = library.lookUpFinishedPlain(
          FontLibrary.Request(
            name: name.isEmpty ? "system" : name, size: 17, weight: nil, italic: false))
        // A name the catalog finds resolves to it, with no warning; any other warns once.
        #expect(warnings.count == (found == nil ? 1 : 0), "\(name) round \(round)")
        if let found { #expect(font == found, "\(name)") }
      }
    }
  }

  @Test func aSizeThatIsNotANumberIsNotKept() {
    let request = FontLibrary.Request(name: "system", size: .nan, weight: nil, italic: false)
    #expect(library.lookUpFinished(request) != nil)
    #expect(library.lookUpFinished(request) != nil)
    #expect(!library.engine.resolved.withLock { $0.keys.contains { $0.size.isNaN } })
  }
}

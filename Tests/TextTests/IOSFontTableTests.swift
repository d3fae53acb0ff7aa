import Foundation
import Primitives
import Testing

@testable import Text

/// Fonts on Apple's list of iOS 17 fonts that the table once lacked (issue 11): each is
/// drawn with a substitute of its look, never with the unknown-name fallback.
@Suite(.enabled(if: TestFonts.substitutesInstalled)) struct IOSFontTableTests {
  let library = TestFonts.library

  @Test(arguments: [
    ("Chalkduster", "Comic Neue", "ComicNeue-Regular.otf"),
    ("BradleyHandITCTT-Bold", "Dancing Script", "DancingScript-Bold.otf"),
    ("SnellRoundhand", "Dancing Script", "DancingScript-Regular.otf"),
    ("Noteworthy-Bold", "Comic Neue", "ComicNeue-Bold.otf"),
    ("AmericanTypewriter-Bold", "DejaVu Serif", "DejaVuSerif-Bold.ttf"),
    ("BodoniSvtyTwoITCTT-Bold", "Liberation Serif", "LiberationSerif-Bold.ttf"),
    ("SanFranciscoRounded-Medium", "Inter", "Inter-Medium.otf"),
  ])
  func iOSFontsDrawWithTheirSubstitute(_ name: String, _ family: String, _ file: String) throws {
    var warnings: [Diagnostic] = []
    let font = try library.resolve(FontSpec(name: name, size: 17), warnings: &warnings)
    #expect(font.source == .iOSSubstitute, "\(name)")
    #expect(font.face.families.contains(family), "\(name) -> \(font.face.family)")
    #expect(font.file.hasSuffix("/" + file), "\(name) -> \(font.file)")
    #expect(warnings.isEmpty, "\(warnings)")
  }

  /// The rounded system font is the system font's substitute, tracked as the system font.
  @Test func roundedSystemFontIsTrackedLikeTheSystemFont() throws {
    let rounded = try library.resolve(FontSpec(name: "SanFranciscoRounded-Regular", size: 17))
    let system = try library.resolve(FontSpec(name: "system", size: 17))
    #expect(rounded.file == system.file)
    #expect(rounded.tracking == system.tracking)
  }
}

import Primitives
import TestSupport
import Testing

@testable import Text

@Suite struct FontResolverTests {
  let library = TestFonts.library

  private func resolve(_ name: String, weight: Int? = nil, italic: Bool = false) throws
    -> ResolvedFont
  {
    try library.resolve(FontSpec(name: name, size: 17, weight: weight, italic: italic))
  }

  @Test func systemNamesResolveToInter() throws {
    #expect(try resolve("system").face.recordPath == "fonts-inter/Inter-Regular.otf")
    #expect(try resolve("systemBold").face.recordPath == "fonts-inter/Inter-Bold.otf")
    #expect(try resolve("systemItalic").face.recordPath == "fonts-inter/Inter-Italic.otf")
    #expect(try resolve(".SFUI-Semibold").face.recordPath == "fonts-inter/Inter-SemiBold.otf")
    #expect(
      try resolve("SF Pro Text", weight: 500).face.recordPath == "fonts-inter/Inter-Medium.otf")
  }

  @Test func postScriptNamesWithWeightSuffixes() throws {
    let bold = try resolve("HelveticaNeue-Bold")
    #expect(bold.face.recordPath == "fonts-liberation2/LiberationSans-Bold.ttf")
    #expect(bold.source == .iOSSubstitute && !bold.syntheticBold)
    #expect(try resolve("TimesNewRomanPS-BoldMT").face.postScriptName == "LiberationSerif-Bold")
    #expect(try resolve("Courier-Oblique").face.postScriptName == "LiberationMono-Italic")
    #expect(try resolve("Menlo-Regular").face.postScriptName == "DejaVuSansMono")
  }

  @Test func fontconfigPatternsAndInstalledFamilies() throws {
    let bold = try resolve("DejaVu Sans:bold")
    #expect(bold.face.recordPath == "fonts-dejavu-core/DejaVuSans-Bold.ttf")
    #expect(bold.source == .installed && !bold.syntheticBold)
    #expect(try resolve("DejaVu Serif").face.postScriptName == "DejaVuSerif")
    #expect(try resolve("Inter SemiBold Italic").face.postScriptName == "Inter-SemiBoldItalic")
    #expect(
      try resolve("LiberationSans-BoldItalic").face.postScriptName == "LiberationSans-BoldItalic")
  }

  @Test func nearestWeightFollowsTheCSSRule() throws {
    // Liberation Sans has 400 and 700 only: 500 goes down to 400, 600 up to 700.
    #expect(try resolve("Avenir Next", weight: 500).face.weight == 400)
    #expect(try resolve("AvenirNext-DemiBold").face.weight == 700)
    #expect(try resolve("Helvetica Neue", weight: 300).face.weight == 400)
    #expect(FaceMatching.nearestWeight([300, 500, 700], to: 400) == 500)
    #expect(FaceMatching.nearestWeight([300, 700], to: 400) == 300)
    #expect(FaceMatching.nearestWeight([300, 700], to: 600) == 700)
    #expect(FaceMatching.nearestWeight([300, 500], to: 600) == 500)
    #expect(FaceMatching.nearestWeight([500, 700], to: 200) == 500)
  }

  @Test func missingStylesAreSynthesisedOnlyWhenNoFaceExists() throws {
    // DejaVu Sans Mono has no face lighter than Book and no semibold: 900 picks Bold.
    let black = try resolve("DejaVu Sans Mono", weight: 900)
    #expect(black.face.weight == 700 && !black.syntheticBold)
    // DejaVu Serif Condensed has a real italic; Liberation Mono too: no synthesis.
    #expect(try !resolve("Courier", italic: true).syntheticItalic)
    // DejaVu Sans ExtraLight has no bold or italic of its own family name.
    let synthetic = try resolve("DejaVu Sans Light", weight: 700, italic: true)
    #expect(synthetic.face.postScriptName == "DejaVuSans-ExtraLight")
    #expect(synthetic.syntheticBold && synthetic.syntheticItalic)
  }

  @Test func unknownNameWarnsWithLocationAndSuggestion() throws {
    var warnings: [Diagnostic] = []
    let location = SourceLocation(
      file: "themes/Dark.yaml", line: 12, column: 7, keyPath: ".Label.font")
    let font = try library.resolve(
      FontSpec(name: "Helvetca Neue", size: 15), at: location, warnings: &warnings)
    #expect(font.source == .fallback)
    #expect(font.face.family == library.systemFace.family)
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.formatted
        == "themes/Dark.yaml:12:7: warning: unknown font 'Helvetca Neue' (did you mean "
        + "'Helvetica Neue'?); using the system font (in .Label.font)")
  }

  @Test func nameFarFromEverythingHasNoSuggestion() throws {
    var warnings: [Diagnostic] = []
    _ = try library.resolve(FontSpec(name: "Qqqqqqqq Zzzz", size: 15), warnings: &warnings)
    #expect(warnings.map(\.message) == ["unknown font 'Qqqqqqqq Zzzz'; using the system font"])
  }

  @Test func filePathsResolveAndBadFilesAreErrors() throws {
    let path = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    let font = try resolve(path)
    #expect(font.source == .file && font.face.postScriptName == "DejaVuSansMono")
    #expect(throws: FontError.unreadableFile(path: "/nonexistent/Font.ttf")) {
      try resolve("/nonexistent/Font.ttf")
    }
    let corrupt = TestFonts.fixture("corrupt/Broken.ttf")
    #expect(throws: FontError.corruptFile(path: corrupt, freeTypeError: 2)) { try resolve(corrupt) }
  }

  @Test func contentHashIsTheFilesSHA256() throws {
    let font = try resolve("system")
    #expect(font.contentHash.count == 64)
    #expect(
      SHA256.hex(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }
}

@Suite struct FontResolverFuzzTests {
  /// Seeded random names (fragments of real names, punctuation, fontconfig syntax,
  /// random scalars): resolution never crashes or hangs, always gives an existing file,
  /// and warns exactly when it falls back.
  @Test func randomNamesAlwaysResolve() throws {
    let library = TestFonts.library
    var rng = SplitMix(seed: 11)
    let pieces = [
      "Helvetica", "Neue", "-", "Bold", "Avenir", "Next", ":", "=", "weight", "style", "Italic",
      "DejaVu", "Sans", "Inter", "system", ".", "SF", "12", " ", "\\", "é", "ש", "MT", "PS", "",
    ]
    for _ in 0..<300 {
      var name = (0..<Int(rng.next() % 6)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))]
      }
      .joined()
      if rng.next() % 5 == 0, let scalar = Unicode.Scalar(UInt32(rng.next() % 0x3000)) {
        name.unicodeScalars.append(scalar)
      }
      var warnings: [Diagnostic] = []
      let font = try library.resolve(
        FontSpec(name: name, size: Double(rng.next() % 40) + 1), warnings: &warnings)
      #expect(library.faces.contains(font.face), "\(name.debugDescription)")
      #expect((font.source == .fallback) == !warnings.isEmpty, "\(name.debugDescription)")
    }
  }

  @Test func fontconfigStylePatternsPickTheNamedFace() throws {
    let library = TestFonts.library
    let font = try library.resolve(FontSpec(name: "Inter:style=Semi Bold Italic", size: 12))
    #expect(font.face.postScriptName == "Inter-SemiBoldItalic")
    let sized = try library.resolve(FontSpec(name: "DejaVu Serif-13:bold", size: 12))
    #expect(sized.face.postScriptName == "DejaVuSerif-Bold")
    // Style words appended to a pattern, as the Widgets stage spells weights.
    let appended = try library.resolve(FontSpec(name: "DejaVu Sans:boldItalic", size: 12))
    #expect(appended.face.postScriptName == "DejaVuSans-BoldOblique")
  }
}

import Foundation
import Primitives
import Testing

@testable import Text

@Suite struct FontLibraryTests {
  let library = TestFonts.library

  @Test(.enabled(if: TestFonts.substitutesInstalled))
  func everyIOSTableRowResolvesToItsSubstituteFile() throws {
    for row in IOSFontTable.rows {
      for name in [row.family] + row.aliases {
        let font = try library.resolve(FontSpec(name: name, size: 17))
        #expect(font.source == .iOSSubstitute, "\(name)")
        #expect(font.face.families.contains(row.substitute), "\(name) -> \(font.face.family)")
        #expect(FileManager.default.fileExists(atPath: font.file), "\(name)")
      }
    }
    #expect(library.missingPackages.isEmpty && library.setupWarning == nil)
  }

  @Test func projectFontsWinOverTheSameFamilyElsewhere() throws {
    let folder = FontFolder(path: TestFonts.fixture("project-fonts"), label: "fonts")
    let project = try FontLibrary(configuration: FontConfiguration(projectFolders: [folder]))
    // Matched by the names inside the file (BrandMono.ttf is DejaVu Sans Mono Oblique).
    let byFamily = try project.resolve(FontSpec(name: "DejaVu Sans Mono", size: 12))
    #expect(byFamily.face.recordPath == "fonts/BrandMono.ttf" && byFamily.source == .project)
    let byPostScript = try project.resolve(FontSpec(name: "DejaVuSansMono-Oblique", size: 12))
    #expect(byPostScript.face.recordPath == "fonts/BrandMono.ttf")
    // The iOS table's substitute family for Menlo is looked up project first, too...
    #expect(
      try project.resolve(FontSpec(name: "Menlo", size: 12)).face.recordPath
        == "fonts/BrandMono.ttf")
    // ...while other families still come from the substitutes.
    let inter = try project.resolve(FontSpec(name: "system", size: 12))
    #expect(inter.face.recordPath == "fonts-inter/Inter-Regular.otf")
  }

  @Test func fontsOutsideTheConfiguredSetAreNeverUsed() throws {
    // The machine's fontconfig offers DejaVu Sans; a library configured with Liberation
    // alone must not see it, whatever the environment says.
    let liberationOnly = FontConfiguration(
      substituteFolders: [FontConfiguration.debianSubstitutes[0]])
    let isolated = try FontLibrary(configuration: liberationOnly)
    #expect(isolated.faces.allSatisfy { $0.recordPath.hasPrefix("fonts-liberation2/") })
    var warnings: [Diagnostic] = []
    let font = try isolated.resolve(FontSpec(name: "DejaVu Sans", size: 12), warnings: &warnings)
    #expect(!font.file.contains("dejavu") && font.source == .fallback)
    #expect(warnings.count == 1)
    let line = isolated.shape("Hello ✓ שלום", font: font)
    #expect(line.runs.allSatisfy { $0.font.file.contains("liberation2") })
    #expect(
      isolated.missingPackages == [
        "fonts-comic-neue", "fonts-dancingscript", "fonts-dejavu-core", "fonts-inter",
      ])
    #expect(isolated.setupWarning?.message.contains("fonts-inter") == true)
  }

  @Test func aCorruptProjectFontIsAnErrorNamingTheFile() {
    let folder = FontFolder(path: TestFonts.fixture("corrupt"), label: "fonts")
    #expect(
      throws: FontError.corruptFile(path: TestFonts.fixture("corrupt/Broken.ttf"), freeTypeError: 0)
    ) {
      try FontLibrary(configuration: FontConfiguration(projectFolders: [folder]))
    }
  }

  @Test func theStandardLibraryIsMadeOnce() throws {
    let first = try FontLibrary.standard()
    #expect(first === (try FontLibrary.standard()))
    #expect(first.configuration == .default)
  }

  @Test func noFontsAtAllIsAnError() {
    let empty = FontConfiguration(substituteFolders: [FontFolder(path: "/nonexistent", label: "x")])
    #expect(throws: FontError.noFonts(folders: ["/nonexistent"])) {
      try FontLibrary(configuration: empty)
    }
  }

  @Test func recordsNameFilesRelativeToTheirFolder() throws {
    let font = try library.resolve(FontSpec(name: "HelveticaNeue-Bold", size: 17))
    let record = FontRecord(font)
    #expect(record.file == "fonts-liberation2/LiberationSans-Bold.ttf")
    #expect(record.requestedName == "HelveticaNeue-Bold" && record.source == "iOSSubstitute")
    #expect(record.sha256 == SHA256.hex([UInt8](FileManager.default.contents(atPath: font.file)!)))
    let path = try library.resolve(
      FontSpec(name: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", size: 9))
    #expect(!FontRecord(path).file.hasPrefix("/"))
  }

  @Test func recordsAreSortedAndDeduplicated() throws {
    let a = try library.resolve(FontSpec(name: "Menlo", size: 12))
    let b = try library.resolve(FontSpec(name: "system", size: 17))
    let records = FontRecord.records([b, a, b.withSize(30)])
    #expect(records == FontRecord.records([a, b]))
    #expect(records.map(\.requestedName) == ["Menlo", "system"])
    #expect(!records.contains { $0.file.hasPrefix("/usr/") })
  }

  @Test func strictRequestsNameTheClosestFonts() throws {
    #expect(
      throws: FontError.unknownFont(
        name: "DejaVu Snas", closest: ["DejaVu Sans", "DejaVuSans", "DejaVu Serif"])
    ) {
      try library.resolve(request: "DejaVu Snas", size: 12, strict: true)
    }
    #expect(
      try library.resolve(request: "DejaVu Sans:bold", size: 12, strict: true).face.weight == 700)
  }

  @Test func metricsAreTheHheaValuesInPoints() throws {
    // Liberation Sans: units per em 2048, ascender 1854, descender -434, line gap 67.
    let metrics = library.metrics(
      try library.resolve(FontSpec(name: "Liberation Sans", size: 20.48)))
    #expect(metrics.unitsPerEm == 2048)
    #expect(abs(metrics.ascent - 18.54) < 1e-9 && abs(metrics.descent - 4.34) < 1e-9)
    #expect(abs(metrics.lineHeight - (18.54 + 4.34 + 0.67)) < 1e-9)
  }
}

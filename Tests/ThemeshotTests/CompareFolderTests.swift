import Diff
import Foundation
import Primitives
import Reports
import Testing

@testable import Themeshot

@Suite struct CompareFolderTests {
  @Test func foldersAreMatchedByRelativePath() throws {
    let images = try CompareTestImages()
    defer { images.remove() }
    try images.writeFolders()
    let items = try ImageComparer().compareFolders(
      expected: images.path("A"), actual: images.path("B"))
    #expect(
      items.map(\.name) == ["grow.png", "new.png", "old.png", "same.png", "screens/tweak.png"])
    #expect(items.map(\.status) == [.changed, .added, .removed, .unchanged, .changed])

    let tweak = items[4]
    #expect(tweak.mismatched == 12)
    #expect(tweak.regions == [PixelRect(x: 5, y: 5, width: 4, height: 3)])
    #expect(tweak.diffPNG != nil && tweak.expectedPNG != nil && tweak.actualPNG != nil)
    #expect(tweak.ratio == 12.0 / 1200)

    let grow = items[0]
    #expect(grow.expectedSize == PixelSize(width: 40, height: 30))
    #expect(grow.actualSize == PixelSize(width: 40, height: 36))
    #expect(grow.mismatched == 0)
    #expect(grow.message?.contains("layout changed") == true)

    #expect(items[1].actualSize == PixelSize(width: 40, height: 30) && items[1].actualPNG != nil)
    #expect(items[3].expectedPNG == nil, "unchanged images are not kept unless asked")
  }

  @Test func budgetTurnsSmallChangesIntoUnchanged() throws {
    let images = try CompareTestImages()
    defer { images.remove() }
    try images.writeFolders()
    let comparer = ImageComparer(budget: DiffBudget(maxDiffPixels: 12))
    let items = try comparer.compareFolders(expected: images.path("A"), actual: images.path("B"))
    let tweak = try #require(items.first { $0.name == "screens/tweak.png" })
    #expect(tweak.status == .unchanged && tweak.mismatched == 12)
    #expect(items.first { $0.name == "grow.png" }?.status == .changed, "size changes always count")
  }

  @Test func resultsAreTheSameEveryRun() throws {
    let images = try CompareTestImages()
    defer { images.remove() }
    try images.writeFolders()
    let comparer = ImageComparer(keepsUnchangedImages: true)
    let first = try comparer.compareFolders(expected: images.path("A"), actual: images.path("B"))
    let second = try comparer.compareFolders(expected: images.path("A"), actual: images.path("B"))
    #expect(first == second)
    #expect(first.first { $0.name == "same.png" }?.expectedPNG != nil)
  }

  @Test func corruptPNGIsADiagnosticNamingTheFile() throws {
    let images = try CompareTestImages()
    defer { images.remove() }
    try images.writeFolders()
    try images.writeBytes([137, 80, 78, 71, 13, 10, 26, 10, 0, 0], "B/screens/tweak.png")
    #expect {
      try ImageComparer().compareFolders(expected: images.path("A"), actual: images.path("B"))
    } throws: { error in
      (error as? Diagnostic)?.location?.file == images.path("B/screens/tweak.png")
    }
  }

  @Test func missingInputsAreDiagnostics() throws {
    let images = try CompareTestImages()
    defer { images.remove() }
    #expect(throws: Diagnostic.self) {
      try ImageComparer().compareFolders(expected: images.path("nope"), actual: images.path("B"))
    }
    #expect(throws: Diagnostic.self) {
      try ImageComparer().compareFiles(expected: images.path("a.png"), actual: images.path("b.png"))
    }
  }

  @Test func pngHeaderGivesTheSizeWithoutDecoding() throws {
    let images = try CompareTestImages()
    defer { images.remove() }
    try images.write(CompareTestImages.image(width: 7, height: 300), "x.png")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: images.path("x.png"))))
    #expect(PNGHeader.size(of: bytes) == PixelSize(width: 7, height: 300))
    #expect(PNGHeader.size(of: Array(bytes.prefix(10))) == nil)
  }
}

/// PNG files are compared on their straight pixels, as pixelmatch reads them: translucent
/// pixels give pixelmatch 0.4.0's count exactly (premultiplying first would round them).
@Suite struct CompareStraightPixelsTests {
  @Test func translucentFilesGivePixelmatchsCount() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("DiffTests/__Fixtures__")
    // pixelmatch 0.4.0 (diff_bench.py --impl py): 72 pixels at threshold 0.1, over white.
    let item = try ImageComparer().compareFiles(
      expected: fixtures.appendingPathComponent("translucent-a.png").path,
      actual: fixtures.appendingPathComponent("translucent-b.png").path)
    #expect(item.mismatched == 72)
  }
}

import Foundation
import PNG
import Primitives
import Testing
import Themeshot
import ThemeshotTesting
import Widgets

/// Each test works in a fresh temporary folder standing in for a test file's folder.
@Suite struct AssertSnapshotTests {
  let folder: URL
  var snapshots: String { folder.appendingPathComponent("__Snapshots__/ScreenTests").path }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-snap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  static func image(changing pixels: Int = 0) -> Bitmap {
    var b = Bitmap(width: 40, height: 25, fill: Color(red: 20, green: 120, blue: 240))
    for i in 0..<pixels { b[i % 40, i / 40] = PremultipliedPixel(.white) }
    return b
  }

  func reference(_ name: String) -> String {
    folder.appendingPathComponent("__Snapshots__/ScreenTests/\(name).png").path
  }

  func verify(_ bitmap: Bitmap, _ mode: RecordMode, tolerance: SnapshotTolerance = .exact)
    -> String?
  {
    verifySnapshot(
      of: bitmap, named: "dark", record: mode, tolerance: tolerance,
      snapshotDirectory: snapshots, filePath: #filePath, function: "rendersSettings()")
  }

  @Test func missingReferenceIsRecordedAndFailsThenMatches() throws {
    let first = verify(Self.image(), .missing)
    #expect(first?.contains("No reference was found on disk") == true)
    #expect(try PNGDecoder().decode(contentsOf: reference("rendersSettings.dark")) == Self.image())
    #expect(verify(Self.image(), .missing) == nil)
    #expect(verify(Self.image(), .never) == nil)
  }

  @Test func neverModeFailsWithoutWriting() {
    let message = verify(Self.image(), .never)
    #expect(message?.contains("recording is off") == true)
    #expect(!FileManager.default.fileExists(atPath: reference("rendersSettings.dark")))
  }

  @Test func mismatchFailsWithCountAndArtifactsAndKeepsTheReference() throws {
    _ = verify(Self.image(), .missing)
    let message = try #require(verify(Self.image(changing: 3), .never))
    #expect(message.contains("3 pixels"))
    for name in ["expected.png", "actual.png", "diff.png"] {
      let path = try #require(
        message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
          .first { $0.hasSuffix(name) })
      #expect(FileManager.default.fileExists(atPath: path))
    }
    #expect(try PNGDecoder().decode(contentsOf: reference("rendersSettings.dark")) == Self.image())
  }

  @Test func failedModeOverwritesOnMismatchAndStillFails() throws {
    _ = verify(Self.image(), .missing)
    #expect(verify(Self.image(changing: 5), .failed)?.contains("Recorded a new reference") == true)
    #expect(
      try PNGDecoder().decode(contentsOf: reference("rendersSettings.dark"))
        == Self.image(changing: 5))
  }

  @Test func allModeRewritesAndFails() {
    _ = verify(Self.image(), .missing)
    #expect(verify(Self.image(), .all)?.contains("Record mode is 'all'") == true)
  }

  @Test func sizeChangeIsReportedWithBothSizes() throws {
    _ = verify(Self.image(), .missing)
    let message = verify(Bitmap(width: 41, height: 25), .never)
    #expect(message?.contains("41×25") == true)
    #expect(message?.contains("40×25") == true)
  }

  @Test func precisionAllowsAShareOfPixels() {
    _ = verify(Self.image(), .missing)
    // 1000 pixels: 0.99 allows 10 to differ, not 11.
    #expect(verify(Self.image(changing: 10), .never, tolerance: .init(precision: 0.99)) == nil)
    #expect(verify(Self.image(changing: 11), .never, tolerance: .init(precision: 0.99)) != nil)
  }

  @Test func perceptualPrecisionIgnoresInvisibleChanges() {
    _ = verify(Self.image(), .missing)
    var nudged = Self.image()
    nudged[0, 0] = PremultipliedPixel(Color(red: 21, green: 120, blue: 240))
    #expect(verify(nudged, .never) != nil)
    #expect(verify(nudged, .never, tolerance: .init(perceptualPrecision: 0.98)) == nil)
  }

  @Test func assertSnapshotRecordsASwiftTestingIssue() {
    withKnownIssue {
      assertSnapshot(
        of: Self.image(), named: "x", record: .never, snapshotDirectory: snapshots)
    }
  }

  @Test func identifiersAreFileSystemSafe() {
    #expect(SnapshotStore.identifier(testName: "rendersDark()", name: nil) == "rendersDark")
    #expect(
      SnapshotStore.identifier(testName: "test Dark mode()", name: "iPhone 15/3x")
        == "test-Dark-mode.iPhone-15-3x")
  }

  @Test func recordModeComesFromTheEnvironment() {
    #expect(RecordMode.fromEnvironment([:]) == .missing)
    #expect(RecordMode.fromEnvironment(["CI": "true"]) == .never)
    #expect(RecordMode.fromEnvironment(["CI": "true", "THEMESHOT_RECORD": "all"]) == .all)
    #expect(RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
  }
}

/// The one-line form over the whole pipeline, on the example app at 1×.
@Suite struct AssertScreenSnapshotTests {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  @Test func rendersAndRecordsThenMatches() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-screen-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let themes = ["Colors", "DarkMappings", "Components"].map {
      Self.repo + "/themes/motif/\($0).yaml"
    }
    var device = Device.default
    device.scale = 1
    withKnownIssue("recording reports a failure") {
      assertSnapshot(
        ofScreen: Self.repo + "/screens/sign-in.yml", themeFiles: themes, device: device,
        named: "dark", record: .missing, snapshotDirectory: folder)
    }
    #expect(
      FileManager.default.fileExists(atPath: folder + "/rendersAndRecordsThenMatches.dark.png"))
    assertSnapshot(
      ofScreen: Self.repo + "/screens/sign-in.yml", themeFiles: themes, device: device,
      named: "dark", record: .never, snapshotDirectory: folder)
  }

  @Test func aBrokenScreenFailsWithItsDiagnostic() {
    withKnownIssue {
      assertSnapshot(
        ofScreen: "/nonexistent/screen.yml", themeFiles: [], record: .never,
        snapshotDirectory: NSTemporaryDirectory())
    }
  }
}

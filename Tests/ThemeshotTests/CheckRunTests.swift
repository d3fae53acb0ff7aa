import Foundation
import PNG
import Primitives
import Reports
import Testing

@testable import Themeshot

@Suite struct CheckRunTests {
  let root: String

  init() throws {
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "themeshot-check-\(UUID().uuidString)"
      ).path
  }

  func write(_ color: Color, to relative: String) throws {
    try PNGEncoder().write(
      Bitmap(width: 6, height: 4, fill: color), to: root + "/" + relative)
  }

  func checker(_ mode: RecordMode) -> CheckRun {
    CheckRun(snapshots: root + "/Snapshots", mode: mode, comparer: ImageComparer())
  }

  @Test func matchingChangedMissingAndRemovedReferences() throws {
    try write(.white, to: "Snapshots/Dark/a.png")
    try write(.white, to: "Snapshots/Dark/b.png")
    try write(.white, to: "Snapshots/Dark/gone.png")
    try write(.white, to: "out/Dark/a.png")
    try write(.black, to: "out/Dark/b.png")
    try write(.black, to: "out/Dark/new.png")
    let outcome = try checker(.never).check(
      renders: ["Dark/a.png", "Dark/b.png", "Dark/new.png"], in: root + "/out", complete: true)
    let statuses = Dictionary(uniqueKeysWithValues: outcome.items.map { ($0.name, $0.status) })
    #expect(
      statuses == [
        "Dark/a.png": .unchanged, "Dark/b.png": .changed, "Dark/new.png": .added,
        "Dark/gone.png": .removed,
      ])
    #expect(outcome.recorded.isEmpty)
    #expect(!outcome.passed)
    #expect(!FileManager.default.fileExists(atPath: root + "/Snapshots/Dark/new.png"))
  }

  @Test func missingModeRecordsOnlyMissingReferencesAndDoesNotPass() throws {
    try write(.white, to: "Snapshots/Dark/a.png")
    try write(.black, to: "out/Dark/a.png")
    try write(.black, to: "out/Dark/new.png")
    let outcome = try checker(.missing).check(
      renders: ["Dark/a.png", "Dark/new.png"], in: root + "/out", complete: false)
    #expect(outcome.recorded == [root + "/Snapshots/Dark/new.png"])
    #expect(!outcome.passed)
    #expect(
      try PNGDecoder().decode(contentsOf: root + "/Snapshots/Dark/a.png")
        == Bitmap(width: 6, height: 4, fill: .white))
    // A second run finds everything recorded so far, and the changed one still changed.
    let again = try checker(.never).check(
      renders: ["Dark/new.png"], in: root + "/out", complete: false)
    #expect(again.passed)
  }

  @Test func failedModeOverwritesChangedReferences() throws {
    try write(.white, to: "Snapshots/Light/a.png")
    try write(.black, to: "out/Light/a.png")
    let outcome = try checker(.failed).check(
      renders: ["Light/a.png"], in: root + "/out", complete: false)
    #expect(outcome.items.first?.status == .changed)
    #expect(
      try PNGDecoder().decode(contentsOf: root + "/Snapshots/Light/a.png")
        == Bitmap(width: 6, height: 4, fill: .black))
  }

  @Test func shardsAreDisjointAndComplete() throws {
    let items = Array(0..<10)
    let parts = (1...3).map { Shard(index: $0, count: 3)!.select(items) }
    #expect(parts.flatMap { $0 }.sorted() == items)
    #expect(parts[1] == [1, 4, 7])
    #expect(Shard("2/3") == Shard(index: 2, count: 3))
    #expect(Shard("0/3") == nil)
    #expect(Shard("4/3") == nil)
    #expect(Shard("x") == nil)
  }
}

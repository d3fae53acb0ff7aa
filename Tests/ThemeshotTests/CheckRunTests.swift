import Foundation
import PNG
import Primitives
import Reports
import Testing

@testable import Themeshot

/// The check of one render against its reference: by hash when nothing changed, by diff
/// otherwise; corrupt references reported and re-recordable (issue 17); orphans listed.
@Suite struct CheckRunTests {
  let root: String

  init() throws {
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "themeshot-check-\(UUID().uuidString)"
      ).path
  }

  static func image(_ color: Color, changing pixels: Int = 0) -> Bitmap {
    var b = Bitmap(width: 6, height: 4, fill: color)
    for i in 0..<pixels { b[i % 6, i / 6] = PremultipliedPixel(.black) }
    return b
  }

  func reference(_ name: String) -> Reference { Reference(path: root + "/Snapshots/" + name) }

  func check(_ bitmap: Bitmap, _ name: String, _ mode: RecordMode = .never)
    throws -> CheckRun.Checked
  {
    try CheckRun(snapshots: root + "/Snapshots", mode: mode).check(
      bitmap, name: name, actualPath: root + "/out/" + name, sidecar: Sidecar(screen: "s.yml"))
  }

  var actualExists: (String) -> Bool {
    { FileManager.default.fileExists(atPath: root + "/out/" + $0) }
  }

  @Test func aMatchIsVerifiedByHashAndWritesNothing() throws {
    try reference("Dark/a.png").record(Self.image(.white))
    let result = try check(Self.image(.white), "Dark/a.png")
    #expect(result.item.status == .unchanged)
    #expect(result.byHash)
    #expect(!actualExists("Dark/a.png"))
    #expect(result.item.actualPNG == nil)
  }

  @Test func aChangeIsDiffedAndItsActualWrittenWithASidecar() throws {
    try reference("Dark/a.png").record(Self.image(.white))
    let result = try check(Self.image(.white, changing: 3), "Dark/a.png")
    #expect(result.item.status == .changed)
    #expect(result.item.mismatched == 3)
    #expect(actualExists("Dark/a.png"))
    let sidecar = try #require(Sidecar.read(root + "/out/Dark/a.json"))
    #expect(sidecar.pixelHash == PixelHash(Self.image(.white, changing: 3)))
    #expect(sidecar.screen == "s.yml")
  }

  @Test func aMissingReferenceIsAddedAndRecordedOnlyWhenAsked() throws {
    #expect(try check(Self.image(.white), "Dark/new.png").item.status == .added)
    #expect(!FileManager.default.fileExists(atPath: reference("Dark/new.png").path))
    let recorded = try check(Self.image(.white), "Dark/new.png", .missing)
    #expect(recorded.recorded == reference("Dark/new.png").path)
    #expect(try check(Self.image(.white), "Dark/new.png").byHash)
  }

  // issue 17: "One truncated reference makes every check exit 2, --record failed|all
  // included, so it cannot be re-recorded."
  @Test func aTruncatedReferenceIsCorruptAndReRecordable() throws {
    let ref = reference("Dark/a.png")
    try ref.record(Self.image(.white))
    let bytes = try Data(contentsOf: URL(fileURLWithPath: ref.path))
    try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: ref.path))
    let result = try check(Self.image(.white), "Dark/a.png")
    #expect(result.item.status == .changed)
    #expect(result.item.message?.contains("corrupt reference") == true)
    let fixed = try check(Self.image(.white), "Dark/a.png", .failed)
    #expect(fixed.recorded != nil)
    #expect(try check(Self.image(.white), "Dark/a.png").byHash)
  }

  // issue 12: "A reference whose PNG no longer matches its recorded hash is reported as
  // corrupt, never silently trusted", even when it decodes and equals the render.
  @Test func aReplacedReferenceThatDisagreesWithItsSidecarIsCorrupt() throws {
    let ref = reference("Dark/a.png")
    try ref.record(Self.image(.white))
    try PNGEncoder().write(Self.image(.white, changing: 1), to: ref.path)
    let result = try check(Self.image(.white, changing: 1), "Dark/a.png")
    #expect(result.item.status == .changed)
    #expect(result.item.message?.contains("no longer match the hash") == true)
  }

  // issue 17: "re-recording rewrites the PNG but not its sidecar".
  @Test func recordingRewritesTheSidecarWithThePNG() throws {
    let ref = reference("Light/a.png")
    try ref.record(Self.image(.white))
    _ = try check(Self.image(.white, changing: 2), "Light/a.png", .failed)
    let sidecar = try #require(Sidecar.read(ref.sidecarPath))
    #expect(sidecar.pixelHash == PixelHash(Self.image(.white, changing: 2)))
    let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ref.path)))
    #expect(sidecar.pngHash == PixelHash(png))
  }

  // issue 17: "a read-only reference becomes writable".
  @Test func aReadOnlyReferenceStaysReadOnly() throws {
    let ref = reference("Light/a.png")
    try ref.record(Self.image(.white))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: ref.path)
    _ = try check(Self.image(.black), "Light/a.png", .failed)
    let mode = try FileManager.default.attributesOfItem(atPath: ref.path)[.posixPermissions]
    #expect(mode as? Int == 0o444)
    #expect(try PNGDecoder().decode(contentsOf: ref.path) == Self.image(.black))
  }

  @Test func sidecarsAreStableJSONThatReadsBack() throws {
    var sidecar = Sidecar(
      screen: "screens/a \" : b.yml", theme: .init(name: "Dark", files: ["t.yaml"]))
    sidecar.fingerprint(Self.image(.white), png: [1, 2, 3])
    let text = sidecar.json
    #expect(text.contains("\"screen\": \"screens/a \\\" : b.yml\""))
    #expect(text.contains("\n  \"theme\": {\n    \"files\": [\n      \"t.yaml\"\n    ],"))
    let path = root + "/s.json"
    try AtomicFile.write(text, to: path)
    #expect(Sidecar.read(path) == sidecar)
  }

  @Test func orphansAreReferencesNoRenderProduces() throws {
    try reference("Dark/a.png").record(Self.image(.white))
    try reference("Dark/gone.png").record(Self.image(.white))
    let run = CheckRun(snapshots: root + "/Snapshots", mode: .never)
    #expect(try run.orphans(rendered: ["Dark/a.png"]) == ["Dark/gone.png"])
  }

  // issue 17: "a killed run leaves temporary files that are never cleaned".
  @Test func staleTemporariesAreRemoved() throws {
    try reference("Dark/a.png").record(Self.image(.white))
    let stale = root + "/Snapshots/Dark/.a.png.123.4567.tmp"
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: stale))
    #expect(StaleTemporaries.remove(under: root + "/Snapshots") == [stale])
    #expect(FileManager.default.fileExists(atPath: reference("Dark/a.png").path))
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

  @Test func shardsBalanceByThePreviousRunsTimes() throws {
    // One slow screen and six fast ones: round-robin would give shard 1 the slow one and
    // three fast ones (13 s against 2 s); balanced, the slow one is alone.
    let names = ["slow", "a", "b", "c", "d", "e", "f"]
    let timings = ["slow": 10.0, "a": 1, "b": 1, "c": 1, "d": 1, "e": 1, "f": 1]
    let parts = (1...2).map {
      Shard(index: $0, count: 2)!.select(names, name: { $0 }, timings: timings)
    }
    #expect(parts[0] == ["slow"])
    #expect(parts[1] == ["a", "b", "c", "d", "e", "f"])
    #expect(Set(parts.flatMap { $0 }) == Set(names))
    #expect(
      Shard(index: 2, count: 2)!.select(names, name: { $0 }, timings: [:]) == ["a", "c", "e"])
  }

  // MurmurHash3 x64_128, seed 0: values from the reference implementation (Python mmh3).
  @Test func pixelHashIsMurmurHash3x64_128() {
    #expect("\(PixelHash([]))" == "00000000000000000000000000000000")
    #expect("\(PixelHash(Array("hello".utf8)))" == "cbd8a7b341bd9b025b1e906a48ae1d19")
    #expect(
      "\(PixelHash(Array("The quick brown fox jumps over the lazy dog".utf8)))"
        == "e34bbc7bbc071b6c7a433ca9c49a9347")
    #expect("\(PixelHash((0..<33).map(UInt8.init)))" == "7d41281bfaba461255ac8073a7d6a30b")
    #expect(
      PixelHash(hex: "7d41281bfaba461255ac8073a7d6a30b") == PixelHash((0..<33).map(UInt8.init)))
  }

  @Test func comparisonOptionsRefuseWhatDiffRefuses() {
    for bad in [
      ComparisonOptions(threshold: 2), ComparisonOptions(threshold: .infinity),
      ComparisonOptions(threshold: .nan), ComparisonOptions(maxDiffPixels: -1),
      ComparisonOptions(maxDiffPixelRatio: -0.1), ComparisonOptions(precision: .nan),
    ] {
      #expect(throws: Diagnostic.self) { try bad.validate() }
    }
    #expect(ComparisonOptions.exact.metric == .exact)
    #expect(ComparisonOptions(threshold: 0.1).metric == .yiq(threshold: 0.1))
  }

  // issue 17: "a misspelt THEMESHOT_RECORD value is silently never".
  @Test func aMisspeltRecordModeIsAnError() throws {
    #expect(throws: Diagnostic.self) {
      try RecordMode.fromEnvironment(["THEMESHOT_RECORD": "failled"])
    }
    #expect(try RecordMode.fromEnvironment(["THEMESHOT_RECORD": "All"]) == .all)
  }
}

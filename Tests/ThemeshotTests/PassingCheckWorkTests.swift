import Foundation
import Primitives
import Testing
import Widgets

@testable import Themeshot

/// What a passing check does not do (issue 12: "a passing check renders, hashes and
/// compares"): it builds no sidecar, so it hashes no font file, and it reads only the hashes
/// of the reference's sidecar. Each shortcut is compared with the plain path it skips.
@Suite struct PassingCheckWorkTests {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  let root =
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-passing-\(UUID().uuidString)"
    ).path

  func check(_ bitmap: Bitmap, built: Counter) throws -> CheckRun.Checked {
    try CheckRun(snapshots: root + "/Snapshots", mode: .never).check(
      bitmap, name: "Dark/a.png", actualPath: root + "/out/Dark/a.png",
      sidecar: {
        _ = built.next()
        return Sidecar(screen: "s.yml")
      }())
  }

  @Test func aPassingCheckBuildsNoSidecarAndAFailingOneBuildsItOnce() throws {
    let image = Bitmap(width: 6, height: 4, fill: .white)
    try Reference(path: root + "/Snapshots/Dark/a.png").record(image)
    let passing = Counter()
    #expect(try check(image, built: passing).item.status == .unchanged)
    #expect(passing.next() == 1)  // nothing counted before this call
    var changed = image
    changed[0, 0] = PremultipliedPixel(.black)
    let failing = Counter()
    let result = try check(changed, built: failing)
    #expect(result.item.status == .changed)
    #expect(failing.next() == 2)
    #expect(Sidecar.read(root + "/out/Dark/a.json")?.screen == "s.yml")
  }

  /// The hashes-only reader against the whole-sidecar reader on a real render's sidecar
  /// (with its record and fonts), on one without hashes and on broken files.
  @Test func readingOnlyTheHashesAgreesWithReadingTheWholeSidecar() throws {
    let out = try Renderer(threads: 1).render(
      screenAt: Self.repo + "/screens/sign-in.yml",
      themeFiles: ["Colors.yaml", "DarkMappings.yaml", "Components.yaml"].map {
        Self.repo + "/themes/motif/" + $0
      },
      device: {
        var d = Device.default
        d.scale = 1
        return d
      }())
    var full = Sidecar(screen: "screens/sign-in.yml")
    full.fonts = out.fonts.map {
      Sidecar.FontInfo(
        file: $0.file, requested: $0.requestedName, sha256: $0.sha256, source: $0.source)
    }
    full.record = out.record
    full.fingerprint(out.bitmap, png: [1, 2, 3])
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let cases: [(String, String)] = [
      ("recorded", full.json), ("no hashes", Sidecar(screen: "s.yml").json),
      ("not JSON", "{\"pixels\": "), ("wrong type", "{\"pixels\": 3}"), ("empty", ""),
    ]
    for (name, text) in cases {
      let path = root + "/" + name + ".json"
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let fast = Sidecar.readHashes(path)
      let plain = Sidecar.read(path)
      #expect((fast == nil) == (plain == nil), "\(name)")
      #expect(fast?.pixelHash == plain?.pixelHash, "\(name)")
      #expect(fast?.pngHash == plain?.pngHash, "\(name)")
      #expect(fast?.pixels == plain?.pixels, "\(name)")
    }
    #expect(Sidecar.readHashes(root + "/recorded.json")?.pixelHash == PixelHash(out.bitmap))
    #expect(Sidecar.readHashes(root + "/absent.json") == nil)
  }

  /// The fonts a render found lazily are those the eager lookup finds for its list.
  @Test func lazilyFoundFontsAreTheEagerOnes() throws {
    let renderer = try Renderer(threads: 1)
    let out = try renderer.render(
      screenAt: Self.repo + "/screens/settings.yml",
      themeFiles: ["Colors.yaml", "LightMappings.yaml", "Components.yaml"].map {
        Self.repo + "/themes/motif/" + $0
      })
    let eager = renderer.fontRecords(out.displayList)
    #expect(!eager.isEmpty)
    #expect(out.fonts == eager)
    var given = out
    given.fonts = []
    #expect(given.fonts.isEmpty)
  }
}

import Foundation
import Primitives
import Testing

@testable import Themeshot

/// A reference's files read ahead (`Reference.read`, on the second core during a check of
/// one image) give the verdict `verify` gives reading them itself: matched, different,
/// missing, not a file, changed since recorded, without a sidecar, not a PNG.
@Suite struct ReferenceReadAheadTests {
  let root =
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-read-ahead-\(UUID().uuidString)"
    ).path

  func describe(_ v: Reference.Verdict) -> String {
    switch v {
    case .missing: "missing"
    case .matched(let byHash): "matched \(byHash)"
    case .differs(let expected): "differs \(expected.count)"
    case .corrupt(let reason, let expected): "corrupt \(reason) \(expected?.count ?? -1)"
    }
  }

  @Test func readAheadGivesTheSameVerdicts() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let image = Bitmap(width: 6, height: 4, fill: .white)
    var other = image
    other[1, 1] = PremultipliedPixel(.black)
    let fm = FileManager.default
    func reference(_ name: String) -> Reference { Reference(path: root + "/" + name) }
    try reference("a.png").record(image)
    try reference("changed.png").record(image)
    // The PNG rewritten with other pixels: its bytes no longer hash as recorded.
    try reference("other.png").record(other)
    try fm.removeItem(atPath: root + "/changed.png")
    try fm.copyItem(atPath: root + "/other.png", toPath: root + "/changed.png")
    try reference("bare.png").record(image)
    try fm.removeItem(atPath: reference("bare.png").sidecarPath)
    try fm.createDirectory(atPath: root + "/folder.png", withIntermediateDirectories: true)
    _ = fm.createFile(atPath: root + "/junk.png", contents: Data([1, 2, 3]))
    for name in [
      "a.png", "changed.png", "other.png", "bare.png", "folder.png", "junk.png", "none.png",
    ] {
      for pixels in [image, other] {
        let r = reference(name)
        let ahead = r.read()
        #expect(
          describe(r.verify(RenderedPixels(pixels), read: ahead))
            == describe(r.verify(RenderedPixels(pixels))), "\(name)")
      }
    }
    #expect(describe(reference("a.png").verify(RenderedPixels(image))) == "matched true")
  }
}

import Dispatch
import Primitives
import Synchronization
import Testing

@testable import Text

/// A glyph asked for while another thread renders on its face is rendered on a spare face
/// of the same file (a one-image check places text on two cores): the masks must be the
/// very ones the face itself renders, whichever face made them.
@Suite struct SpareFaceTests {
  static func face() throws -> FreeTypeFace {
    let font = try TestFonts.library.resolve(FontSpec(name: "system", size: 17))
    return try FreeTypeLibrary().openFace(path: font.file, index: font.faceIndex)
  }

  struct Request {
    var glyph: UInt32
    var offset: Double
    var bold: Bool
    var oblique: Bool
  }

  /// Every glyph id below 120 at each subpixel phase, some bold, some slanted.
  static let requests: [Request] = (0..<120).flatMap { (glyph: Int) -> [Request] in
    (0..<SubpixelGrid.phases).map { (phase: Int) -> Request in
      Request(
        glyph: UInt32(glyph), offset: Double(phase) / Double(SubpixelGrid.phases),
        bold: glyph % 3 == 1, oblique: glyph % 5 == 2)
    }
  }

  static func render(_ face: FreeTypeFace, _ r: Request) -> GlyphMask {
    face.renderGlyph(
      r.glyph, pixelSize: 51, offsetX: r.offset, embolden: r.bold, oblique: r.oblique)
  }

  @Test func aSpareRendersWhatTheFaceRenders() throws {
    let face = try Self.face()
    let expected = Self.requests.map { Self.render(face, $0) }
    #expect(expected.contains { !$0.isEmpty })
    // The face is held: every render below takes the spare.
    let spared = face.holding { Self.requests.map { Self.render(face, $0) } }
    #expect(face.idleSpares == 1)
    #expect(spared == expected)
  }

  @Test func aReadiedSpareIsTheOneUsed() throws {
    let face = try Self.face()
    face.readySpare()
    face.readySpare()
    #expect(face.idleSpares == 1)
    let expected = Self.render(face, Self.requests[200])
    #expect(face.holding { Self.render(face, Self.requests[200]) } == expected)
    #expect(face.idleSpares == 1)
  }

  @Test func threadsRenderingOneFaceGetTheSameMasks() throws {
    let face = try Self.face()
    let expected = Self.requests.map { Self.render(face, $0) }
    let wrong = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 4) { t in
      for (i, r) in Self.requests.enumerated().reversed() where i % 4 != t {
        if Self.render(face, r) != expected[i] { wrong.add(1, ordering: .relaxed) }
      }
    }
    #expect(wrong.load(ordering: .relaxed) == 0)
  }
}

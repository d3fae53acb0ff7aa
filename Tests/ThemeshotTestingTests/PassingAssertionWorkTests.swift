import Foundation
import Primitives
import Testing
import ThemeshotTesting
import Widgets

@testable import Themeshot

/// Issue 12: a passing `assertSnapshot(of: RenderOutput)` hashes the render band by band
/// as `check` does: no bitmap is drawn and no sidecar made; a failing one still draws, diffs
/// and explains.
@Suite struct PassingAssertionWorkTests {
  static let themes = ["Colors", "DarkMappings", "Components"].map {
    AssertScreenSnapshotTests.repo + "/themes/motif/\($0).yaml"
  }

  static func render(_ screen: String = "sign-in") throws -> RenderOutput {
    var device = Device.default
    device.scale = 1
    return try Renderer().render(
      screenAt: AssertScreenSnapshotTests.repo + "/screens/\(screen).yml", themeFiles: themes,
      device: device)
  }

  @Test func aPassingAssertionDrawsNoBitmapAndMakesNoSidecar() throws {
    let folder = NSTemporaryDirectory() + "themeshot-passing-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let verifier = SnapshotVerifier(
      store: SnapshotStore(referenceFolder: folder, artifactFolder: folder + "/artifacts"),
      mode: .never)
    var recorder = verifier
    recorder.mode = .all
    let first = try Self.render()
    _ = recorder.verify(first.pixels, identifier: "a", sidecar: Sidecar(explaining: first))
    #expect(FileManager.default.fileExists(atPath: folder + "/a.png"))

    let again = try Self.render()
    var madeSidecar = false
    let verdict = verifier.verify(
      again.pixels, identifier: "a",
      sidecar: {
        madeSidecar = true
        return Sidecar()
      }())
    #expect(verdict == .matched)
    #expect(!again.pixels.hasBitmap)
    #expect(!madeSidecar)

    // Through the assertion itself: a passing one records no issue and draws nothing.
    let third = try Self.render()
    assertSnapshot(
      of: third, named: nil, record: .never, snapshotDirectory: folder,
      function: "a")
    #expect(!third.pixels.hasBitmap)
  }

  @Test func aFailingAssertionStillExplainsWithTheRecord() throws {
    let folder = NSTemporaryDirectory() + "themeshot-failing-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var verifier = SnapshotVerifier(
      store: SnapshotStore(referenceFolder: folder, artifactFolder: folder + "/artifacts"),
      mode: .all)
    let signIn = try Self.render()
    _ = verifier.verify(signIn.pixels, identifier: "a", sidecar: Sidecar(explaining: signIn))
    verifier.mode = .never
    let other = try Self.render("settings")
    let verdict = verifier.verify(
      other.pixels, identifier: "a", sidecar: Sidecar(explaining: other))
    let message = try #require(verdict.message)
    #expect(message.contains("does not match reference") || message.contains("differs"))
    #expect(other.pixels.hasBitmap)
  }
}

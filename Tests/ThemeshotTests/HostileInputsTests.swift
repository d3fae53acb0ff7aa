import Foundation
import Primitives
import Testing

@testable import Themeshot

/// Inputs that are not what they claim: refused with a located message, never read as
/// something else.
@Suite struct HostileInputsTests {
  static func folder() throws -> String {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-hostile-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Skipped, a FIFO named `x.png` read as an image added or removed; read, it blocks.
  @Test func aFIFONamedLikeAnImageIsRefusedByTheFolderListing() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data([1]).write(to: URL(fileURLWithPath: dir + "/a.png"))
    #expect(mkfifo(dir + "/x.png", 0o600) == 0)
    let error = try #require(throws: Diagnostic.self) {
      try PNGListing.relativePaths(in: dir)
    }
    #expect(error.message.contains("not a regular file"))
    #expect(error.location?.file == dir + "/x.png")
  }

  @Test func aDocumentWithoutScenesSaysSo() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/Empty.storyboard"
    try Data(
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes/></document>"
        .utf8
    ).write(to: URL(fileURLWithPath: path))
    let error = try #require(throws: DiagnosticError.self) {
      try InterfaceBuilderScreens.load(path)
    }
    #expect(error.diagnostics.first?.message.contains("has no scenes") == true)
  }
}

import Foundation
import InterfaceBuilder
import PNG
import Primitives
import Testing

@testable import Themeshot

/// Files themeshot finds in folders rather than being handed: a catalog's Contents.json, a
/// storyboard, an image, a sidecar. A FIFO there blocked the run for ever and a link to
/// `/dev/zero` read until memory ran out (hostile pass, session 6); each is now refused
/// before it is opened.
@Suite(.serialized) struct SpecialFileTests {
  /// A fresh folder holding `name` as a FIFO (`fifo`) or a link to /dev/zero (`zero`).
  static func special(_ kind: String, named name: String) throws -> (dir: String, path: String) {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-special-\(UUID().uuidString)").path
    let path = dir + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    if kind == "fifo" {
      #expect(mkfifo(path, 0o644) == 0)
    } else {
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
    }
    return (dir, path)
  }

  @Test(arguments: ["fifo", "zero"]) func catalogContentsIsSkippedWithAWarning(_ kind: String)
    throws
  {
    let (dir, path) = try Self.special(kind, named: "Assets.xcassets/Brand.colorset/Contents.json")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let catalog = AssetCatalog(path: dir + "/Assets.xcassets")
    #expect(catalog.colors.isEmpty)
    #expect(catalog.diagnostics.map(\.location?.file) == [path])
    #expect(catalog.diagnostics.first?.message.contains("not a regular file") == true)
  }

  @Test(arguments: ["fifo", "zero"]) func interfaceBuilderFileIsALocatedError(_ kind: String)
    throws
  {
    let (dir, path) = try Self.special(kind, named: "Main.storyboard")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    do {
      _ = try IBDocument.load(path)
      Issue.record("read")
    } catch let error as DiagnosticError {
      #expect(error.diagnostics.first?.location?.file == path)
      #expect(error.diagnostics.first?.message.contains("not a regular file") == true)
    }
  }

  @Test(arguments: ["fifo", "zero"]) func imageIsUnreadable(_ kind: String) throws {
    let (dir, path) = try Self.special(kind, named: "image.png")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: PNGError.self) { try ImageDecoder.decode(contentsOf: path) }
    #expect(throws: JPEGError.self) { try JPEGDecoder().decode(contentsOf: path) }
  }

  @Test(arguments: ["fifo", "zero"]) func sidecarIsNotASidecar(_ kind: String) throws {
    let (dir, path) = try Self.special(kind, named: "Dark/settings.json")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(Sidecar.read(path) == nil)
    #expect(Sidecar.readHashes(path) == nil)
  }
}

import Foundation
import Primitives
import Testing
import Widgets

@testable import Themeshot

/// A screen file read once for its appearance (`ScreenFile.read`) and loaded from those
/// bytes gives what loading the file again gives: the same render and diagnostics, and the
/// same errors for a file that is missing, not a file, not UTF-8 or not a screen.
@Suite struct ScreenReadOnceTests {
  static let device = Device(name: "t", size: Size(width: 120, height: 80), scale: 2)

  func folder() throws -> String {
    let dir = NSTemporaryDirectory() + "themeshot-read-once-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// The screen (or error text) of `path`, loaded from a kept read and from the file.
  func both(_ path: String) -> (kept: Result<Screen, Error>, plain: Result<Screen, Error>) {
    let read = ScreenFile.read(at: path)
    return (
      Result { try InterfaceBuilderScreens.load(path, read: read) },
      Result { try InterfaceBuilderScreens.load(path) }
    )
  }

  @Test func keptBytesLoadAsTheFile() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/s.yml"
    try """
    appearance: dark
    root:
      type: UIView
      children:
        - {type: UILabel, props: {text: Hello, frame: [0, 0, 120, 40]}}
        - {type: UILabel, props: {text: Hi, frame: [0, 40, 120, 40], nope: 3}}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(ScreenFile.read(at: path).appearance == ScreenFile.ownAppearance(at: path))
    #expect(ScreenFile.read(at: path).appearance.style == .dark)
    let (kept, plain) = both(path)
    let a = try kept.get()
    let b = try plain.get()
    #expect(a.diagnostics == b.diagnostics)
    #expect(!a.diagnostics.isEmpty)
    let renderer = try Renderer(threads: 1)
    let ra = try renderer.render(a, sheet: nil, device: Self.device)
    let rb = try renderer.render(b, sheet: nil, device: Self.device)
    #expect(ra.bitmap == rb.bitmap)
    #expect(ra.diagnostics == rb.diagnostics)
  }

  @Test func unreadableFilesGiveTheSameErrors() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(
      atPath: dir + "/folder.yml", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(
      atPath: dir + "/latin1.yml", contents: Data([0x72, 0xE9, 0x3A]))
    try "root: [1, 2".write(toFile: dir + "/broken.yml", atomically: true, encoding: .utf8)
    try "root: {type: UIView}".write(
      toFile: dir + "/other.txt", atomically: true, encoding: .utf8)
    for name in ["missing.yml", "folder.yml", "latin1.yml", "broken.yml", "other.txt"] {
      let (kept, plain) = both(dir + "/" + name)
      switch (kept, plain) {
      case (.failure(let a), .failure(let b)):
        #expect("\(a)" == "\(b)", "\(name)")
      case (.success(let a), .success(let b)):
        #expect(a.diagnostics == b.diagnostics, "\(name)")
      default:
        Issue.record("\(name): \(kept) vs \(plain)")
      }
    }
  }

  /// A read of another file is not used for this one.
  @Test func aReadOfAnotherPathIsIgnored() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "root: {type: UIView}".write(toFile: dir + "/a.yml", atomically: true, encoding: .utf8)
    let read = ScreenFile.read(at: dir + "/a.yml")
    #expect(throws: (any Error).self) {
      try ScreenFile.load(dir + "/b.yml", read: read)
    }
  }
}

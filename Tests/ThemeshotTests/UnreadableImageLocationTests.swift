import Foundation
import Primitives
import Testing

@testable import Themeshot

/// An image a screen names that cannot be read is an error at the value that named it.
@Suite struct UnreadableImageLocationTests {
  // Found by the hostile pass (session 13): `image: ../../secret.png`, `/etc/passwd` or a
  // text file named `.png` stopped the render with "cannot load image …" and no line,
  // column or key path, so a CI log did not say which screen value to fix.
  @Test(arguments: ["../outside.png", "bad.png", "/etc/hostname"])
  func theErrorNamesTheScreenLineAndKeyPath(_ image: String) throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-image-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: dir + "/project", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/project/bad.png"))
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/outside.png"))
    let screen = """
      root:
        type: UIView
        children:
          - {type: UIImageView, frame: [0, 0, 20, 20], props: {image: \(image)}}
      """
    try screen.write(toFile: dir + "/project/s.yml", atomically: true, encoding: .utf8)
    let renderer = try Renderer(threads: 1, imageFolder: dir + "/project")
    do {
      _ = try renderer.render(screenAt: dir + "/project/s.yml", themeFiles: [])
      Issue.record("rendered")
    } catch let error as DiagnosticError {
      let first = try #require(error.diagnostics.first)
      #expect(first.message.contains("cannot load image"), "\(first.message)")
      #expect(first.location?.file == dir + "/project/s.yml")
      #expect(first.location?.line == 4)
      #expect(first.location?.keyPath == "root.children[0].props.image")
    }
  }
}

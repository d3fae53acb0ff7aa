import Foundation
import Primitives
import Testing

@testable import Themeshot
@testable import ThemeshotCLI

/// Issue 17, "Input paths stay inside the project unless allowed by an option": an image a
/// screen names outside the project (absolute, `..`, or a link leading out) is refused, so a
/// pull request cannot draw a file of the CI machine into a published report.
@Suite struct ImagePathsTests {
  static let jpeg = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "PNGTests/__Fixtures__/quadrants-baseline.jpg"
    ).path

  /// A project whose screen draws `image` (`OUTSIDE` stands for the absolute path of the
  /// folder beside the project that holds `secret.jpg`).
  static func project(image: String) throws -> (root: String, outside: String) {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-images-\(UUID().uuidString)").path
    let root = base + "/project"
    let outside = base + "/outside"
    let fm = FileManager.default
    for folder in [root + "/screens", root + "/themes", outside] {
      try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try fm.copyItem(atPath: jpeg, toPath: outside + "/secret.jpg")
    try fm.copyItem(atPath: jpeg, toPath: root + "/screens/inside.jpg")
    try fm.createSymbolicLink(
      atPath: root + "/screens/link.jpg", withDestinationPath: outside + "/secret.jpg")
    try "UIView:\n  tintColor: '#FF0000'\n".write(
      toFile: root + "/themes/T.yaml", atomically: true, encoding: .utf8)
    try """
    size: [16, 16]
    scale: 1
    statusBar: false
    root:
      type: UIView
      children:
        - {type: UIImageView, frame: [0, 0, 16, 16], props: {image: '\(image.replacingOccurrences(of: "OUTSIDE", with: outside))'}}
    """.write(toFile: root + "/screens/s.yml", atomically: true, encoding: .utf8)
    return (root, outside)
  }

  @Test(arguments: ["OUTSIDE/secret.jpg", "../../outside/secret.jpg", "link.jpg"])
  func imageOutsideTheProjectIsRefused(_ image: String) async throws {
    let (root, _) = try Self.project(image: image)
    defer { try? FileManager.default.removeItem(atPath: root + "/..") }
    let out = root + "/out"
    #expect(await ThemeshotMain.run(["render", "--project", root, "--out", out]) != .success)
    #expect(!FileManager.default.fileExists(atPath: out + "/T/s.png"))
    // The option allows it, as it does for theme and screen paths.
    let allowed = await ThemeshotMain.run([
      "render", "--project", root, "--out", out, "--allow-outside-project",
    ])
    #expect(allowed == .success)
  }

  @Test func imageInsideTheProjectIsDrawn() async throws {
    let (root, _) = try Self.project(image: "inside.jpg")
    defer { try? FileManager.default.removeItem(atPath: root + "/..") }
    let out = root + "/out"
    #expect(await ThemeshotMain.run(["render", "--project", root, "--out", out]) == .success)
    #expect(FileManager.default.fileExists(atPath: out + "/T/s.png"))
  }

  @Test func insideFollowsLinksAndDotDot() throws {
    let (root, outside) = try Self.project(image: "inside.jpg")
    defer { try? FileManager.default.removeItem(atPath: root + "/..") }
    #expect(OutputPaths.isFile(root + "/screens/inside.jpg", inside: root))
    #expect(OutputPaths.isFile(root + "/screens/../screens/inside.jpg", inside: root))
    #expect(!OutputPaths.isFile(root + "/screens/link.jpg", inside: root))
    #expect(!OutputPaths.isFile(root + "/../outside/secret.jpg", inside: root))
    #expect(!OutputPaths.isFile(outside + "/secret.jpg", inside: root))
    #expect(!OutputPaths.isFile(root + "x/a.jpg", inside: root))
  }
}

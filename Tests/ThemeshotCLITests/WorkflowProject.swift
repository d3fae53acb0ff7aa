import Foundation

/// A small copy of the example app in a temporary folder: the Motif Dark theme, two
/// screens, one small 1× device, so whole-suite checks stay fast.
struct WorkflowProject {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  let root: String

  init(screens: [String] = ["sign-in", "settings"]) throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-workflow-\(UUID().uuidString)").path
    let fm = FileManager.default
    try fm.createDirectory(atPath: root + "/screens", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: root + "/themes", withIntermediateDirectories: true)
    try fm.copyItem(atPath: Self.repo + "/themes/motif", toPath: root + "/themes/motif")
    try fm.copyItem(atPath: Self.repo + "/screens/images", toPath: root + "/screens/images")
    for screen in screens {
      try fm.copyItem(
        atPath: Self.repo + "/screens/\(screen).yml", toPath: root + "/screens/\(screen).yml")
    }
    let motif = "themes/motif"
    try """
    themes:
      Dark: [\(motif)/Colors.yaml, \(motif)/DarkMappings.yaml, \(motif)/Components.yaml]
    screens: [screens]
    devices: [200x360@1]
    """.write(toFile: root + "/themeshot.yml", atomically: true, encoding: .utf8)
  }

  func path(_ relative: String) -> String { root + "/" + relative }

  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: path(relative))
  }

  func bytes(_ relative: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path(relative)))
  }

  /// The arguments that point `check` and friends at this project.
  var project: [String] { ["--project", root] }

  /// Changes the Dark theme's tint, a visible change on both screens.
  func changeTint() throws {
    let file = path("themes/motif/Colors.yaml")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try text.replacingOccurrences(of: "\"#0A84FF\"", with: "\"#5B2FC4\"")
      .write(toFile: file, atomically: true, encoding: .utf8)
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

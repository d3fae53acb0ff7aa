import Foundation
import Testing
import Themeshot
import ThemeshotTesting

/// Issue 13: a failing `assertSnapshot(ofScreen:)` explains itself as `check` does, from the
/// render record the assertion keeps in its reference's sidecar.
@Suite struct AssertSnapshotExplanationTests {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The Motif Dark theme copied into `folder`, its tint set to `tint`.
  static func themes(in folder: String, tint: String) throws -> [String] {
    try ["Colors", "DarkMappings", "Components"].map { name in
      let text = try String(contentsOfFile: repo + "/themes/motif/\(name).yaml", encoding: .utf8)
      let path = folder + "/\(tint)-\(name).yaml"
      try text.replacingOccurrences(of: "$Tint: $SystemBlueDark", with: "$Tint: \(tint)")
        .write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
  }

  @Test func failureMessageNamesWidgetPropertyValuesAndThemeLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-explain-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var device = Device.default
    device.scale = 1
    let screen = Self.repo + "/screens/sign-in.yml"
    let refs = folder + "/refs/"
    withKnownIssue("recording reports a failure") {
      assertSnapshot(
        ofScreen: screen, themeFiles: try Self.themes(in: folder, tint: "$SystemBlueDark"),
        device: device, named: "dark", record: .missing, snapshotDirectory: refs)
    }
    let first = SnapshotStore.identifier(testName: Self.test, name: "dark")
    let sidecar = try #require(Sidecar.read(refs + first + ".json"))
    #expect(sidecar.record?.widgets.contains { $0.key == "#signIn" } == true)
    // A second assertion of one name in one test checks `dark.2`: give it the same reference.
    let second = SnapshotStore.identifier(testName: Self.test, name: "dark.2")
    for ext in [".png", ".json"] {
      try FileManager.default.copyItem(atPath: refs + first + ext, toPath: refs + second + ext)
    }

    let red = try Self.themes(in: folder, tint: "$SystemRedDark")
    withKnownIssue("the tint changed") {
      assertSnapshot(
        ofScreen: screen, themeFiles: red, device: device, named: "dark", record: .never,
        snapshotDirectory: refs)
    } matching: { issue in
      // The line `check` prints for the same change, indented under the pixel count.
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      return text.contains("differs from reference")
        && text.contains(
          "\n  #signIn (UIButton) backgroundColor  #0A84FFFF → #FF453AFF   \(red[2]):76:3 "
            + "(.PrimaryButton.backgroundColor)")
    }
  }

  static let test = "failureMessageNamesWidgetPropertyValuesAndThemeLine()"
}

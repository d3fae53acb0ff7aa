import Foundation
import Testing

/// Issue 14: `swift package themeshot …` runs the CLI through the command plugin in a
/// package that depends on themeshot, with no install.
///
/// The fixture is a tiny package (one library target, one screen, one theme) written to a
/// temporary folder, depending on this checkout by path and pinned to its
/// `Package.resolved`. The plugin builds the `themeshot` product for it, so the first run
/// builds the CLI once more (several minutes on two cores); the build goes to
/// `.build/plugin-fixture`, kept between runs, so later runs are incremental.
/// `THEMESHOT_SKIP_PLUGIN_TEST=1` skips it.
@Suite(.enabled(if: PluginFixture.skipReason == nil, PluginFixture.comment))
struct CommandPluginTests {
  static let repo = PluginFixture.repo

  /// Runs `swift package … themeshot ARGUMENTS` in `dir`; the exit status and the output.
  func plugin(_ dir: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: PluginFixture.executable("swift")!)
    process.arguments =
      [
        "package", "--package-path", dir, "--scratch-path", Self.repo + "/.build/plugin-fixture",
        "--disable-automatic-resolution", "--allow-writing-to-package-directory", "themeshot",
      ] + arguments
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plugin-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: output)
    return (process.terminationStatus, text)
  }

  @Test func pluginRecordsThenChecksTheFixture() throws {
    let dir = try PluginFixture.write()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // `record` is `check --record all`: it writes the reference and exits 1 (recorded).
    let (recordStatus, recordLog) = try plugin(dir, ["record"])
    #expect(recordStatus != 0, "recording reports the references it wrote")
    let reference = dir + "/Snapshots/Plain/hello.png"
    let bytes = try #require(
      FileManager.default.contents(atPath: reference), "no reference written:\n\(recordLog)")
    #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    // Passed on as written: a passing check exits 0, so the plugin run succeeds.
    let (checkStatus, checkLog) = try plugin(dir, ["check"])
    #expect(checkStatus == 0, "\(checkLog)")
  }
}

/// The fixture package and whether the plugin can run here.
enum PluginFixture {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// Why the plugin cannot run here offline, or nil.
  static let skipReason: String? = {
    let environment = ProcessInfo.processInfo.environment
    if environment["THEMESHOT_SKIP_PLUGIN_TEST"] != nil {
      return "THEMESHOT_SKIP_PLUGIN_TEST is set"
    }
    guard executable("swift") != nil else { return "no swift on PATH to run the plugin" }
    // Offline, SwiftPM clones dependencies from its shared cache: every pinned package of
    // this checkout must be there, or resolving the fixture would need the network.
    let cache =
      FileManager.default.homeDirectoryForCurrentUser.path
      + "/.cache/org.swift.swiftpm/repositories"
    let cached = (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []
    guard let data = FileManager.default.contents(atPath: repo + "/Package.resolved"),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let pins = root["pins"] as? [[String: Any]]
    else { return "no Package.resolved to pin the fixture's dependencies" }
    let missing = pins.compactMap { pin -> String? in
      guard let location = pin["location"] as? String else { return nil }
      let name = ((location as NSString).lastPathComponent as NSString).deletingPathExtension
      return cached.contains { $0.lowercased().hasPrefix(name.lowercased() + "-") } ? nil : name
    }
    if !missing.isEmpty {
      return "SwiftPM's cache lacks \(missing.joined(separator: ", ")): the plugin cannot "
        + "resolve offline"
    }
    return nil
  }()

  static var comment: Comment { Comment(rawValue: skipReason ?? "") }

  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Writes the fixture package; returns its folder.
  static func write() throws -> String {
    let dir = NSTemporaryDirectory() + "themeshot-plugin-fixture-\(UUID().uuidString)"
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "PluginFixture",
        dependencies: [.package(path: "\(repo)")],
        targets: [.target(name: "App")])
      """,
      "Sources/App/App.swift": "public enum App {}\n",
      "themeshot.yml": "themes: {Plain: [themes/plain.yaml]}\ndevices: [200x120@1]\n",
      "themes/plain.yaml": "UILabel:\n  text-color: '#102A2A'\n",
      "screens/hello.yml": """
      root:
        type: UIViewController
        children:
          - {type: UILabel, id: hello, frame: [10, 40, 180, 30], props: {text: Hello}}
      """,
    ]
    for (name, text) in files {
      let path = dir + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    try FileManager.default.copyItem(
      atPath: repo + "/Package.resolved", toPath: dir + "/Package.resolved")
    return dir
  }
}

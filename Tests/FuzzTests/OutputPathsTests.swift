import Foundation
import PNG
import Primitives
import Testing

@testable import Themeshot
@testable import ThemeshotCLI

/// Where themeshot writes and reads (issue 17): names from files never leave the output
/// folder, an empty `--out` is an error, only regular files are replaced, and paths in
/// themeshot.yml stay inside the project unless allowed.
@Suite(.serialized) struct OutputPathsTests {
  /// A project with one theme and one screen; `projectFile` replaces the conventions.
  static func project(_ projectFile: String? = nil) throws -> String {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-paths-\(UUID().uuidString)").path
    let fm = FileManager.default
    try fm.createDirectory(atPath: dir + "/screens", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: dir + "/themes", withIntermediateDirectories: true)
    try "root:\n  type: UIView\n  props: {backgroundColor: '#336699'}\n".write(
      toFile: dir + "/screens/s.yml", atomically: true, encoding: .utf8)
    try "UIView:\n  tintColor: '#FF0000'\n".write(
      toFile: dir + "/themes/T.yaml", atomically: true, encoding: .utf8)
    if let projectFile {
      try projectFile.write(toFile: dir + "/themeshot.yml", atomically: true, encoding: .utf8)
    }
    return dir
  }

  @Test(arguments: ["../../x", "a/b", "..", "/etc", ""])
  func nameThatIsNotAFileNameIsRefused(_ name: String) {
    #expect(OutputPaths.nameProblem(name) != nil)
  }

  @Test(arguments: ["Dark", "Sepia Night", "iPhone 15 Pro", "390x844@3", "déjà-vu_2"])
  func ordinaryNamesPass(_ name: String) {
    #expect(OutputPaths.nameProblem(name) == nil)
  }

  @Test func themeNamedUpTheTreeWritesNothingOutside() async throws {
    let dir = try Self.project("themes:\n  '../../escaped': [themes/T.yaml]\n")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let status = await ThemeshotMain.run(["render", "--project", dir, "--scale", "1"])
    #expect(status == .badInput)
    let escaped = URL(fileURLWithPath: dir).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("escaped").path
    #expect(!FileManager.default.fileExists(atPath: escaped))
  }

  @Test func emptyOutIsAUsageError() async throws {
    // An unset shell variable: `--out "$OUT"` wrote to /Dark/….
    let dir = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(await ThemeshotMain.run(["render", "--project", dir, "--out", ""]) == .badInput)
    #expect(!FileManager.default.fileExists(atPath: "/T/s.png"))
    #expect(await ThemeshotMain.run(["check", "--project", dir, "--snapshots", ""]) == .badInput)
  }

  // Session 6: the default `out` and `Snapshots` were not checked; a link committed under
  // either name took every render, reference and report with it.
  @Test(arguments: [
    ("out", ["render"]), ("out/T", ["render"]), ("Snapshots", ["check", "--record", "all"]),
  ])
  func defaultFolderLinkedOutsideIsRefused(_ name: String, _ command: [String]) async throws {
    let dir = try Self.project()
    let outside = dir + "-outside"
    defer {
      try? FileManager.default.removeItem(atPath: dir)
      try? FileManager.default.removeItem(atPath: outside)
    }
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: ((dir + "/" + name) as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/" + name, withDestinationPath: outside)
    let status = await ThemeshotMain.run(command + ["--project", dir, "--scale", "1"])
    #expect(status == .badInput)
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    // Allowed on purpose, the link is followed.
    let allowed = await ThemeshotMain.run(
      command + ["--project", dir, "--scale", "1", "--allow-outside-project"])
    #expect(allowed != .badInput)
    #expect(try !FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
  }

  @Test func pathsOutsideTheProjectNeedTheOption() async throws {
    let dir = try Self.project("themes:\n  T: [/etc/hostname]\noutput: ../elsewhere\n")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: DiagnosticError.self) { try Project.load(root: dir) }
    let allowed = try Project.load(root: dir, allowOutsideProject: true)
    #expect(allowed.themes.first?.files == ["/etc/hostname"])
  }

  @Test func linkLeadingOutsideTheProjectIsOutside() throws {
    let dir = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/themes/link.yaml", withDestinationPath: "/etc/hostname")
    #expect(OutputPaths.outsideProblem("themes/link.yaml", root: dir) != nil)
    #expect(OutputPaths.outsideProblem("themes/T.yaml", root: dir) == nil)
  }

  @Test func missingProjectFolderIsNamed() async throws {
    // It said "no themes to render".
    #expect(throws: Diagnostic.self) { try Project.load(root: "/nonexistent/themeshot") }
    do {
      _ = try Project.load(root: "/nonexistent/themeshot")
    } catch let d as Diagnostic {
      #expect(d.message.contains("does not exist"))
    }
  }

  @Test func renderOntoAFIFOIsRefused() throws {
    let dir = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fifo = dir + "/fifo.png"
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(throws: PNGError.self) { try PNGEncoder().write(Bitmap(width: 1, height: 1), to: fifo) }
    var info = stat()
    #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func diffImageOntoADeviceOrFIFOIsRefused() async throws {
    let dir = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fifo = dir + "/fifo.png"
    #expect(mkfifo(fifo, 0o644) == 0)
    let (a, b) = (DiffFixtures.path("r.png"), DiffFixtures.path("g.png"))
    #expect(await ThemeshotMain.run(["diff", a, b, "--diff-image", fifo]) == .badInput)
    #expect(await ThemeshotMain.run(["diff", a, b, "--diff-image", "/dev/null"]) == .badInput)
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func writeFailureSaysWhyInWords() throws {
    // Foundation's "NSCocoaErrorDomain error 512" said nothing.
    let dir = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let blocked = dir + "/screens/s.yml/out.png"
    do {
      try PNGEncoder().write(Bitmap(width: 1, height: 1), to: blocked)
      Issue.record("wrote under a file")
    } catch {
      let text = "\(error)"
      #expect(text.contains("'\(dir)/screens/s.yml': a file of that name is in the way"), "\(text)")
      #expect(!text.contains("Domain="))
    }
  }
}

/// Screen patterns in themeshot.yml match in time name × pattern.
@Suite struct GlobTests {
  @Test(arguments: [
    ("a.yml", "*.yml", true), ("a.yml", "?.yml", true), ("ab.yml", "?.yml", false),
    ("a.yml", "*", true), ("", "*", true), ("", "?", false), ("abc", "a*c", true),
    ("abc", "a*b", false), ("a.yaml", "*.yml", false),
  ])
  func patternsMatchAsShellGlobs(_ name: String, _ pattern: String, _ expected: Bool) {
    #expect(Glob.matches(name, pattern) == expected)
  }

  @Test(.timeLimit(.minutes(1))) func backtrackingPatternIsFast() {
    // Exponential before: each `*` tried every split of the name.
    let name = String(repeating: "a", count: 200)
    #expect(!Glob.matches(name, String(repeating: "*a", count: 30) + "b"))
  }
}

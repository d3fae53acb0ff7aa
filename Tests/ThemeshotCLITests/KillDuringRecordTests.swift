import Foundation
import PNG
import Primitives
import Testing
import Themeshot

/// The kill test (issue 12, "Nothing lost"): a recording `themeshot check` killed with
/// SIGKILL at random moments, many times, leaves every reference whole, and the next run
/// cleans up and re-records to a passing suite.
@Suite(.enabled(if: ThemeshotExecutable.path != nil, "themeshot executable not built"))
struct KillDuringRecordTests {
  static let kills = 30

  func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ThemeshotExecutable.path!)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Every PNG under Snapshots decodes in full, and every sidecar parses.
  func everyReferenceIsWhole(_ p: WorkflowProject) throws -> Int {
    let folder = p.path("Snapshots")
    var count = 0
    for case let name as String in FileManager.default.enumerator(atPath: folder) ?? .init() {
      let path = folder + "/" + name
      if name.hasSuffix(".png") {
        _ = try PNGDecoder().decode(contentsOf: path)
        count += 1
      } else if name.hasSuffix(".json") {
        #expect(Sidecar.read(path) != nil, "sidecar \(name) does not parse")
      }
    }
    return count
  }

  @Test func referencesStayWholeWhenARecordingIsKilled() throws {
    let p = try WorkflowProject()
    defer { p.remove() }
    let args = ["check", "--project", p.root, "--record", "all"]
    // Kills land at a random fraction of one whole recording, however fast the machine.
    // The shortest of three warm runs is the yardstick: the first run of a fresh
    // executable is slower (cold caches), and a long yardstick would let kills land
    // after the run ended.
    var duration = Double.infinity
    for round in 0..<3 {
      try p.changeTint(round: round)
      let started = Date()
      let run = try start(args)
      run.waitUntilExit()
      duration = min(duration, Date().timeIntervalSince(started))
    }
    #expect(try everyReferenceIsWhole(p) == 2)
    var generator = SystemRandomNumberGenerator()
    var killedWhileRunning = 0
    for round in 0..<Self.kills {
      // Alternate the theme so every run rewrites every reference.
      try p.changeTint(round: round)
      let process = try start(args)
      Thread.sleep(
        forTimeInterval: duration * Double.random(in: 0.02...0.6, using: &generator))
      if process.isRunning { killedWhileRunning += 1 }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(try everyReferenceIsWhole(p) >= 1)
    }
    // Most kills landed while the runs were working, not after them (a loaded machine
    // can stretch or shrink one run, so this asks for a third, not all).
    #expect(
      killedWhileRunning >= Self.kills / 3,
      "\(killedWhileRunning) of \(Self.kills) kills hit a running check")
    // The next run cleans what the killed ones left and records a consistent suite.
    let fix = try start(["check", "--project", p.root, "--record", "failed"])
    fix.waitUntilExit()
    let check = try start(["check", "--project", p.root])
    check.waitUntilExit()
    #expect(check.terminationStatus == 0)
    let leftovers =
      (FileManager.default.enumerator(atPath: p.path("Snapshots"))?.allObjects
      as? [String] ?? []).filter { StaleTemporaries.matches(($0 as NSString).lastPathComponent) }
    #expect(leftovers.isEmpty)
  }
}

/// The `themeshot` executable built beside the test bundle.
enum ThemeshotExecutable {
  static let path: String? = {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("themeshot").path,
      WorkflowProject.repo + "/.build/debug/themeshot",
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()
}

extension WorkflowProject {
  /// Sets the tint to one of two colours by `round`, so each recording changes every image.
  func changeTint(round: Int) throws {
    let file = path("themes/motif/Colors.yaml")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let colours = ["\"#0A84FF\"", "\"#5B2FC4\""]
    try text.replacingOccurrences(of: colours[(round + 1) % 2], with: colours[round % 2])
      .write(toFile: file, atomically: true, encoding: .utf8)
  }
}

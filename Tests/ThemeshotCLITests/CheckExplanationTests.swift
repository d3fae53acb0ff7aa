import Foundation
import Testing

/// Issue 13: a failing `check` names the widget, the property, both values and the theme
/// line, from the record kept in the reference's sidecar.
@Suite(.enabled(if: ThemeshotExecutable.path != nil, "themeshot executable not built"))
struct CheckExplanationTests {
  func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ThemeshotExecutable.path!)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func themeColourChangeIsExplainedWithItsThemeLine() throws {
    let p = try WorkflowProject()
    defer { p.remove() }
    _ = try run(["check", "--project", p.root, "--record", "all"])
    #expect(FileManager.default.contents(atPath: p.path("Snapshots/Dark/sign-in.json")) != nil)
    try p.changeTint()
    let output = try run(["check", "--project", p.root])
    // Colors.yaml's #0A84FF (systemBlue, dark) became #5B2FC4 through $Tint.
    let line = try #require(
      output.split(separator: "\n").first { $0.contains("#logo (UIView) backgroundColor") })
    #expect(line.contains("#0A84FFFF → #5B2FC4FF"))
    #expect(line.contains("Components.yaml:119:3 (.BlueTile.backgroundColor)"))
  }
}

import Foundation
import PackagePlugin

/// `swift package themeshot <command> …`: builds the `themeshot` CLI and runs it in the
/// package's folder, so a team that depends on themeshot needs no separate install.
///
///     swift package --allow-writing-to-package-directory themeshot check
///     swift package --allow-writing-to-package-directory themeshot record
///     swift package themeshot review
///
/// `record` is `check --record all`; every other command is passed on as written.
@main
struct ThemeshotPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    // Built through the package manager rather than declared as the plugin's tool: SwiftPM
    // cannot give a plugin an executable target that a differently named product exports.
    let build = try packageManager.build(
      .product("themeshot"), parameters: .init(configuration: .debug, logging: .concise))
    guard build.succeeded,
      let tool = build.builtArtifacts.first(where: { $0.kind == .executable })
    else {
      Diagnostics.error("building themeshot failed:\n\(build.logText)")
      return
    }
    let command = Self.expand(arguments)
    let process = Process()
    process.executableURL = tool.url
    process.arguments = command
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    // 1 is "differences found" (like diff(1)): said as an error so the plugin run fails too.
    if process.terminationStatus != 0 {
      Diagnostics.error(
        "themeshot \(command.joined(separator: " ")) exited with status "
          + "\(process.terminationStatus)")
    }
  }

  static func expand(_ arguments: [String]) -> [String] {
    guard let first = arguments.first else { return ["--help"] }
    if first == "record" { return ["check", "--record", "all"] + arguments.dropFirst() }
    return arguments
  }
}

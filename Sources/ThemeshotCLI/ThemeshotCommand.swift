import ArgumentParser
import Foundation
import Themeshot

/// The `themeshot` command: parses, calls the library, prints, picks the exit status.
struct ThemeshotCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "themeshot",
    abstract: "Render themed UI screens to PNG and catch visual regressions.",
    version: ThemeshotVersion.string,
    subcommands: [
      RenderCommand.self, CheckCommand.self, ApproveCommand.self, PruneCommand.self,
      MergeReportsCommand.self, ReviewCommand.self, InspectCommand.self, DiffCommand.self,
      RasterCommand.self,
      ThemeCommand.self, InitCommand.self, SymbolsCommand.self, WatchCommand.self,
    ])
}

@main
enum ThemeshotMain {
  static func main() async {
    AllocatorTuning.keepLargeBuffers()
    // Not in `run`: tests run commands in-process and should not write the user's cache.
    Renderer.cacheFontScans(environment: ProcessInfo.processInfo.environment)
    let code = await run(Array(CommandLine.arguments.dropFirst()))
    ThemeshotCommand.exit(withError: ExitCode(code.rawValue))
  }

  /// Runs the command line and returns the exit status instead of exiting (tests call this).
  static func run(_ arguments: [String]) async -> ExitStatus {
    do {
      var command = try ThemeshotCommand.parseAsRoot(arguments)
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      return .success
    } catch {
      return ExitStatus.report(error)
    }
  }
}

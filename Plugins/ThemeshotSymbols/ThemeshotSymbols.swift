import Foundation
import PackagePlugin

/// Keeps a target's theme symbols current: every theme file in the target (in a `Themes`
/// folder, or named `*.theme.yaml|yml|json|plist`) is read, in path order, into one
/// `ThemeSymbols` enum compiled with the target. A renamed style then breaks the build where
/// the app names it, not the look on the device.
@main
struct ThemeshotSymbols: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let themes = target.sourceFiles.map(\.url).filter(Self.isThemeFile).sorted {
      $0.path < $1.path
    }
    guard !themes.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appending(path: "ThemeSymbols.swift")
    return [
      .buildCommand(
        displayName: "Generating theme symbols for \(target.name)",
        executable: try context.tool(named: "ThemeshotSymbolsTool").url,
        arguments: themes.map(\.path) + ["-o", output.path],
        inputFiles: themes, outputFiles: [output])
    ]
  }

  static func isThemeFile(_ url: URL) -> Bool {
    let extensions = ["yaml", "yml", "json", "plist"]
    guard extensions.contains(url.pathExtension) else { return false }
    let name = url.deletingPathExtension().lastPathComponent
    return name.hasSuffix(".theme") || url.pathComponents.dropLast().contains("Themes")
  }
}

import ArgumentParser
import Themeshot

/// `themeshot init`: Make an existing folder a themeshot project.
struct InitCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Make an existing folder a themeshot project.",
    discussion: """
      Writes themeshot.yml (naming the theme files found in the folder, or a starter \
      Light/Dark theme), one screen in screens/, a .gitignore entry for out/ and a CI \
      workflow in .github/workflows/. Files already there are kept. Prints the next two \
      commands.
      """)

  @Argument(help: "The project folder.") var folder: String = "."

  func run() async throws {
    let outcome = try ProjectScaffold(root: folder).run()
    for path in outcome.created { print("created \(path)") }
    for path in outcome.kept { print("kept    \(path) (already there)") }
    let themes = outcome.themes.map(\.name).joined(separator: ", ")
    print(
      outcome.foundThemes
        ? "themes found in the folder: \(themes)" : "starter themes written: \(themes)")
    print("\nNext:")
    if folder != "." { print("  cd \(folder)") }
    print(
      """
        themeshot render                  # draw every screen in every theme into out/
        themeshot check --record missing  # record the references in Snapshots/; commit them
      """)
  }
}

import ArgumentParser
import Themeshot

/// Options shared by commands that render a project's screens.
struct RenderOptions: ParsableArguments {
  @Option(
    name: .customLong("theme"),
    help: "A theme to render (repeat for several, or 'all'). Default: every theme.")
  var themes: [String] = []

  @Option(
    name: .customLong("screen"),
    help: "A screen to render, by name or path (repeat for several). Default: every screen.")
  var screens: [String] = []

  @Option(help: "A device preset ('iPhone 15', 'iPad Pro 13') or WIDTHxHEIGHT@SCALE.")
  var device: String?

  @Option(
    name: .customLong("content-size"),
    help: """
      A Dynamic Type size (UIKit's name: large, extraLarge, accessibilityExtraExtraExtraLarge; \
      repeat for several). Default: themeshot.yml's contentSizes, else large.
      """)
  var contentSizeNames: [String] = []

  @Option(help: "Pixels per point (1, 2, 3), overriding the device's.")
  var scale: Double?

  @Option(name: .customLong("out"), help: "The output folder (default: the project's, 'out').")
  var output: String?

  @Option(help: "The project folder (holding themeshot.yml, screens/ and themes/).")
  var project: String = "."

  @OptionGroup var appearance: AppearanceOptions

  @Flag(help: "Allow theme, screen, font and output paths in themeshot.yml outside the project.")
  var allowOutsideProject = false

  @Flag(help: "Treat warnings (keys the app would skip) as errors: exit 2.")
  var strict = false

  func validate() throws {
    for (path, option) in [(output, "--out"), (project, "--project")] {
      if let problem = OutputPaths.pathOptionProblem(path, option: option) {
        throw ValidationError(problem)
      }
    }
    for name in contentSizeNames where ContentSizeCategory(name: name) == nil {
      throw ValidationError("--content-size: " + ContentSizeNaming.unknownReason(name))
    }
    if let scale, !(scale > 0 && scale <= 4) {
      throw ValidationError("--scale must be a number above 0, at most 4")
    }
  }

  /// The `--content-size` values, parsed (``validate()`` refused the others).
  var contentSizes: [ContentSizeCategory] {
    contentSizeNames.compactMap(ContentSizeCategory.init(name:))
  }
}

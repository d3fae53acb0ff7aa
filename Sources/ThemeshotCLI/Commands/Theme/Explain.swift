import ArgumentParser
import Themeshot

/// `themeshot theme explain`: which file and line set each property of a style, and what it
/// overrode: "why is this button red?"
struct ExplainCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Show which file and line set each property of a style, and what it overrode.")

  @OptionGroup var theme: ThemeFileOptions

  @Option(help: "The style to explain (without its sigil: Button for Motif's .Button).")
  var style: String?

  @Option(
    help: ArgumentHelp(
      "A widget path to explain the selector rules for, outermost first.",
      discussion: "Steps are Type, Type.tag or Type#identifier joined by '>', e.g. "
        + "'HomeViewController > UIView > UIButton.cta#buy'; a type ending in 'Controller' is a "
        + "view controller."))
  var path: String?

  @Option(help: "Explain only this property (canonical name or alias, e.g. borderColor).")
  var property: String?

  func validate() throws {
    guard (style == nil) != (path == nil) else {
      throw ValidationError("give either --style NAME or --path PATH")
    }
  }

  func run() async throws {
    let output = try ThemeTasks.explain(
      theme.request, style: style, path: path, property: property,
      warn: DiagnosticPrinter.standardError.print)
    Console.writeStandardOutput(output.text)
  }
}

import ArgumentParser
import Themeshot

/// `themeshot symbols`: a theme's names as Swift declarations (Motif's symbol generation).
struct SymbolsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "symbols",
    abstract: "Write a theme's constants, style names and property names as Swift declarations.",
    discussion: """
      Prints (or writes with -o) an enum of string constants, one per constant, style and \
      property key path the theme defines, so an app that applies styles by name gets a \
      compile error for a typo. The output is sorted and has no date: regenerating it \
      without changes leaves the file untouched.
      """)

  @OptionGroup var theme: ThemeFileOptions

  @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
  var output: String?

  @Option(help: "The enum's name.") var typeName = "ThemeSymbols"

  @Option(help: "The access level of the declarations: public, package or internal.")
  var access = "public"

  func run() async throws {
    guard ["public", "package", "internal"].contains(access) else {
      throw ValidationError("--access must be public, package or internal, not '\(access)'")
    }
    let loaded = try theme.request.load()
    let generator = SymbolGenerator(typeName: typeName, access: access)
    let files = theme.alternatives + theme.files
    if let output {
      guard !output.isEmpty else { throw ValidationError("-o needs a file name") }
      try generator.write(for: loaded, files: files, to: output)
    } else {
      print(generator.source(for: loaded, files: files), terminator: "")
    }
  }
}

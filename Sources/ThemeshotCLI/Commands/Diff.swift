import ArgumentParser
import Themeshot

/// `themeshot diff`: Compare two PNGs or two folders of PNGs and report what changed.
struct DiffCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNGs or two folders of PNGs and report what changed.",
    discussion: """
      Folders are matched by relative path: each image is changed, unchanged, added or \
      removed. The comparison is exact unless a budget is given, as in `check` and \
      `assertSnapshot`: --threshold compares as pixelmatch does (YIQ colour delta, \
      anti-aliasing ignored unless --include-aa). Exit status: 0 nothing differs beyond \
      the budget, 1 something does, 2 bad input.
      """)

  @Argument(help: "The baseline: a PNG file or a folder of PNGs.")
  var expected: String

  @Argument(help: "The current images: a PNG file or a folder of PNGs.")
  var actual: String

  @OptionGroup var comparison: ComparisonFlags

  @Option(help: "Composite translucent pixels over white (pixelmatch ≤ 6) or a checkerboard (7).")
  var background: BackgroundChoice = .white

  @Option(help: "A rectangle x,y,w,h (pixels) not to compare; repeatable.")
  var ignore: [String] = []

  @Option(help: "Write the diff image here (two files only).")
  var diffImage: String?

  @Option(help: "Write diff images of changed images into this folder, by relative path.")
  var diffDir: String?

  @Flag(help: "Draw darker changes in a second colour (blue).")
  var twoColors = false

  @Flag(help: "Draw only the changes, on transparency.")
  var diffMask = false

  @Option(help: "Write an HTML report, JUnit XML and a Markdown summary into this folder.")
  var report: String?

  @Flag(help: "Print the results as JSON.")
  var json = false

  enum BackgroundChoice: String, ExpressibleByArgument, CaseIterable {
    case white, checkerboard
  }

  func validate() throws {
    for (path, option) in [
      (diffImage, "--diff-image"), (diffDir, "--diff-dir"), (report, "--report"),
    ] {
      if let problem = OutputPaths.pathOptionProblem(path, option: option) {
        throw ValidationError(problem)
      }
    }
    if diffImage != nil && diffDir != nil {
      throw ValidationError("give --diff-image or --diff-dir, not both")
    }
    do {
      _ = try DiffTask.ignoredRegions(ignore)
    } catch let error as UsageError {
      throw ValidationError(error.message)
    }
  }

  func run() async throws {
    var task = DiffTask(expected: expected, actual: actual, options: comparison.options)
    task.checkerboard = background == .checkerboard
    task.ignored = try DiffTask.ignoredRegions(ignore)
    task.twoColors = twoColors
    task.diffMask = diffMask
    task.diffImage = diffImage
    task.diffDir = diffDir
    task.report = report
    let outcome = try task.run()
    DiffOutput.write(json ? outcome.json : outcome.summary)
    if outcome.differs { throw DifferencesFound() }
  }
}

/// Where `themeshot diff` prints (stdout); tests swap it for a collector.
enum DiffOutput {
  @TaskLocal static var write: @Sendable (String) -> Void = { print($0) }
}

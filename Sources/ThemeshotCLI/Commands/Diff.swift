import ArgumentParser
import Diff
import Foundation
import Primitives
import Reports
import Themeshot

/// `themeshot diff`: Compare two PNGs or two folders of PNGs and report what changed.
struct DiffCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNGs or two folders of PNGs and report what changed.",
    discussion: """
      Folders are matched by relative path: each image is changed, unchanged, added or \
      removed. Pixels are compared as pixelmatch does (YIQ colour delta, anti-aliasing \
      ignored unless --include-aa). Exit status: 0 nothing differs beyond the budget, \
      1 something does, 2 bad input.
      """)

  @Argument(help: "The baseline: a PNG file or a folder of PNGs.")
  var expected: String

  @Argument(help: "The current images: a PNG file or a folder of PNGs.")
  var actual: String

  @Option(help: "pixelmatch's matching threshold, 0...1 (smaller is stricter).")
  var threshold: Double = 0.1

  @Flag(help: "Count anti-aliased pixels as changes.")
  var includeAA = false

  @Option(help: "Fail a pixel when its CIE ΔE94 exceeds (1 − P) × 100 (swift-snapshot-testing).")
  var perceptualPrecision: Double?

  @Option(help: "Composite translucent pixels over white (pixelmatch ≤ 6) or a checkerboard (7).")
  var background: BackgroundChoice = .white

  @Option(help: "Allow up to N changed pixels per image (Playwright's maxDiffPixels).")
  var maxDiffPixels: Int?

  @Option(help: "Allow up to this share of changed pixels per image, 0...1.")
  var maxDiffPixelRatio: Double?

  @Option(help: "The share of pixels that must match, 0...1 (swift-snapshot-testing).")
  var precision: Double?

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
    func unit(_ value: Double?, _ name: String) throws {
      if let value, !(0...1).contains(value) {
        throw ValidationError("--\(name) must be between 0 and 1, not \(value)")
      }
    }
    try unit(threshold, "threshold")
    try unit(perceptualPrecision, "perceptual-precision")
    try unit(maxDiffPixelRatio, "max-diff-pixel-ratio")
    try unit(precision, "precision")
    if let maxDiffPixels, maxDiffPixels < 0 {
      throw ValidationError("--max-diff-pixels must not be negative")
    }
    if diffImage != nil && diffDir != nil {
      throw ValidationError("give --diff-image or --diff-dir, not both")
    }
    _ = try ignoredRegions()
  }

  func ignoredRegions() throws -> [PixelRect] {
    try ignore.map { text in
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        Int($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2],
        let h = parts[3], w >= 0, h >= 0
      else {
        throw ValidationError("--ignore takes x,y,w,h in whole pixels, not '\(text)'")
      }
      return PixelRect(x: x, y: y, width: w, height: h)
    }
  }

  var comparer: ImageComparer {
    get throws {
      var style = twoColors ? DiffImageStyle.twoColor : DiffImageStyle.standard
      style.isMask = diffMask
      let options = DiffOptions(
        metric: perceptualPrecision.map { .deltaE94(perceptualPrecision: $0) }
          ?? .yiq(threshold: threshold),
        includeAA: includeAA, background: background == .white ? .white : .checkerboard,
        ignoredRegions: try ignoredRegions(), diffImage: style)
      let budget = DiffBudget(
        maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio, precision: precision)
      return ImageComparer(options: options, budget: budget, keepsUnchangedImages: report != nil)
    }
  }

  func run() async throws {
    let comparer = try self.comparer
    let folders = (isFolder(expected), isFolder(actual))
    let items: [ReportItem]
    switch folders {
    case (true, true):
      items = try comparer.compareFolders(expected: expected, actual: actual)
    case (false, false):
      items = [try comparer.compareFiles(expected: expected, actual: actual)]
    default:
      throw Diagnostic.error(
        "compare two files or two folders, not a file with a folder",
        at: SourceLocation(file: folders.0 ? actual : expected))
    }
    if let diffImage {
      guard items.count == 1, folders == (false, false) else {
        throw ValidationError("--diff-image is for two files; use --diff-dir for folders")
      }
      if let bytes = items[0].diffPNG { try write(bytes, to: diffImage) }
    }
    if let diffDir {
      for item in items {
        if let bytes = item.diffPNG {
          try write(bytes, to: (diffDir as NSString).appendingPathComponent(item.name))
        }
      }
    }
    if let report { try writeReport(items, to: report, folders: folders == (true, true)) }
    let single = folders == (false, false)
    DiffOutput.write(json ? DiffJSON.render(items, single: single) : summary(items, single: single))
    if items.contains(where: { $0.status != .unchanged }) { throw DifferencesFound() }
  }

  /// `index.html`, `junit.xml` and `summary.md` through the Reports stage.
  func writeReport(_ items: [ReportItem], to folder: String, folders: Bool) throws {
    var notes = [
      "\(expected) → \(actual)",
      perceptualPrecision.map { "perceptual precision \($0) (CIE ΔE94)" }
        ?? "pixelmatch threshold \(threshold)"
        + (includeAA ? ", anti-aliased pixels counted" : ", anti-aliasing ignored"),
    ]
    let limits = [
      maxDiffPixels.map { "max \($0) pixels" }, maxDiffPixelRatio.map { "max ratio \($0)" },
      precision.map { "precision \($0)" },
    ].compactMap { $0 }
    notes.append(
      "budget: " + (limits.isEmpty ? "no changed pixel" : limits.joined(separator: ", ")))
    let report = Report(
      title: "themeshot diff", items: items,
      expectedLabel: URL(fileURLWithPath: expected).lastPathComponent,
      actualLabel: URL(fileURLWithPath: actual).lastPathComponent, notes: notes,
      folders: folders ? ComparedFolders(baseline: expected, current: actual) : nil)
    do {
      try ReportWriter.write(report, to: URL(fileURLWithPath: folder))
    } catch {
      throw Diagnostic.error(error.reason, at: SourceLocation(file: error.path))
    }
  }

  func summary(_ items: [ReportItem], single: Bool) -> String {
    var lines: [String] = []
    for item in items where single || item.status != .unchanged {
      lines.append(
        "\(item.status.rawValue): \(item.name)" + (item.message.map { " (\($0))" } ?? ""))
    }
    if !single {
      let counts = ReportItem.Status.allCases.map { status in
        "\(items.filter { $0.status == status }.count) \(status.rawValue)"
      }
      lines.append(counts.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }

  func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Writes atomically (temporary file, then rename), creating folders on the way.
  func write(_ bytes: [UInt8], to path: String) throws {
    do throws(AtomicWriteError) {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw Diagnostic.error("cannot write: \(error.reason)", at: SourceLocation(file: path))
    }
  }
}

/// Where `themeshot diff` prints (stdout); tests swap it for a collector.
enum DiffOutput {
  @TaskLocal static var write: @Sendable (String) -> Void = { print($0) }
}

/// The `--json` form: for two files one object, for folders `{"items": […], "summary": …}`.
/// Keys in a fixed order, so the same results print the same bytes.
enum DiffJSON {
  static func render(_ items: [ReportItem], single: Bool) -> String {
    if single, let item = items.first { return object(item) }
    let counts = ReportItem.Status.allCases.map { status in
      "\"\(status.rawValue)\": \(items.filter { $0.status == status }.count)"
    }
    return "{\"items\": [" + items.map(object).joined(separator: ", ") + "], \"summary\": {"
      + counts.joined(separator: ", ") + "}}"
  }

  static func object(_ item: ReportItem) -> String {
    var fields: [String] = [
      "\"name\": \(string(item.name))", "\"status\": \"\(item.status.rawValue)\"",
    ]
    fields.append("\"mismatched\": \(item.mismatched)")
    fields.append("\"ratio\": \(item.ratio)")
    let regions = item.regions.map { "[\($0.x), \($0.y), \($0.width), \($0.height)]" }
    fields.append("\"regions\": [" + regions.joined(separator: ", ") + "]")
    if let e = item.expectedSize, let a = item.actualSize {
      fields.append("\"width\": \(min(e.width, a.width))")
      fields.append("\"height\": \(min(e.height, a.height))")
    } else if let size = item.expectedSize ?? item.actualSize {
      fields.append("\"width\": \(size.width)")
      fields.append("\"height\": \(size.height)")
    }
    if let e = item.expectedSize { fields.append("\"expectedSize\": [\(e.width), \(e.height)]") }
    if let a = item.actualSize { fields.append("\"actualSize\": [\(a.width), \(a.height)]") }
    fields.append(
      "\"layoutChanged\": \(item.expectedSize != nil && item.actualSize != nil && item.expectedSize != item.actualSize)"
    )
    if let message = item.message { fields.append("\"message\": \(string(message))") }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  static func string(_ s: String) -> String { JSONValue.quoted(s) }
}

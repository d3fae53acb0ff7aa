import Diff
import Foundation
import Primitives
import Reports

/// The `diff` use case: compare two PNGs or two folders of PNGs, write the diff images and
/// the report asked for, and describe the result as text or JSON.
public struct DiffTask: Sendable {
  public var expected: String
  public var actual: String
  public var options: ComparisonOptions
  /// Composite translucent pixels over a checkerboard (pixelmatch 7) instead of white.
  public var checkerboard = false
  /// Rectangles (pixels) not to compare.
  public var ignored: [PixelRect] = []
  /// Draw darker changes in a second colour; draw only the changes, on transparency.
  public var twoColors = false
  public var diffMask = false
  /// Where to write the diff image (two files), diff images by relative path (folders),
  /// and the HTML, JUnit and Markdown report.
  public var diffImage: String?
  public var diffDir: String?
  public var report: String?

  public init(expected: String, actual: String, options: ComparisonOptions) {
    self.expected = expected
    self.actual = actual
    self.options = options
  }

  /// What a diff found: one item per compared image; `single` when two files were given.
  public struct Outcome: Sendable {
    public var items: [ReportItem]
    public var single: Bool

    /// Whether any image differs beyond the budget (exit status 1).
    public var differs: Bool { items.contains { $0.status != .unchanged } }

    /// For two files every item's line, for folders the changed ones and the counts.
    public var summary: String {
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

    /// The `--json` form (``DiffJSON``).
    public var json: String { DiffJSON.render(items, single: single) }
  }

  /// Far beyond any image the decoder accepts, and small enough that x + w cannot overflow.
  public static let largestCoordinate = 1 << 30

  /// `--ignore x,y,w,h` values as rectangles; a usage error names the bad one.
  public static func ignoredRegions(_ texts: [String]) throws -> [PixelRect] {
    try texts.map { text in
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        Int($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2],
        let h = parts[3], w >= 0, h >= 0,
        [x, y, w, h].allSatisfy({ abs($0) <= largestCoordinate })
      else {
        throw UsageError(
          "--ignore takes x,y,w,h in whole pixels (each at most \(largestCoordinate)), "
            + "not '\(text)'")
      }
      return PixelRect(x: x, y: y, width: w, height: h)
    }
  }

  var comparer: ImageComparer {
    var style = twoColors ? DiffImageStyle.twoColor : DiffImageStyle.standard
    style.isMask = diffMask
    var diffOptions = options.diffOptions
    diffOptions.background = checkerboard ? .checkerboard : .white
    diffOptions.ignoredRegions = ignored
    diffOptions.diffImage = style
    return ImageComparer(
      options: diffOptions, budget: options.budget, keepsUnchangedImages: report != nil)
  }

  /// Compares, then writes what was asked for.
  public func run() throws -> Outcome {
    let folders = (Self.isFolder(expected), Self.isFolder(actual))
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
        throw UsageError("--diff-image is for two files; use --diff-dir for folders")
      }
      if let bytes = items[0].diffPNG { try Self.write(bytes, to: diffImage) }
    }
    if let diffDir {
      for item in items {
        if let bytes = item.diffPNG {
          try Self.write(bytes, to: (diffDir as NSString).appendingPathComponent(item.name))
        }
      }
    }
    if let report { try writeReport(items, to: report, folders: folders == (true, true)) }
    return Outcome(items: items, single: folders == (false, false))
  }

  /// `index.html`, `junit.xml` and `summary.md` through the Reports stage.
  func writeReport(_ items: [ReportItem], to folder: String, folders: Bool) throws {
    let notes = ["\(expected) → \(actual)", options.summary]
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

  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Writes atomically (temporary file, then rename), creating folders on the way.
  static func write(_ bytes: [UInt8], to path: String) throws {
    do throws(AtomicWriteError) {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw Diagnostic.error("cannot write: \(error.reason)", at: SourceLocation(file: path))
    }
  }
}

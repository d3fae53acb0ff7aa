import Diff
import Foundation
import PNG
import Primitives
import Reports

/// Compares PNG files, or folders of them matched by relative path, and describes each image
/// as a `ReportItem`: a baseline from an earlier version against the current renders, or the
/// same screens in two themes (`out/Light` against `out/Dark`).
///
/// Files with equal bytes are unchanged without being decoded. Other pairs are decoded and
/// compared with `PixelDiff`; several pairs are compared at once, one per core, and the
/// items come back in path order whatever finished first.
public struct ImageComparer: Sendable {
  /// How pixels are compared. Items with changed pixels get a diff image (even within the
  /// budget); when `diffImage` is nil, in the standard style.
  public var options: DiffOptions
  /// How much difference still counts as unchanged.
  public var budget: DiffBudget
  /// Keep the PNG bytes of unchanged images in their items too (reports that show every
  /// image need them; most need only the changed ones).
  public var keepsUnchangedImages: Bool

  public init(
    options: DiffOptions = DiffOptions(), budget: DiffBudget = .exact,
    keepsUnchangedImages: Bool = false
  ) {
    self.options = options
    self.budget = budget
    self.keepsUnchangedImages = keepsUnchangedImages
  }

  /// Compares two PNG files. `name` labels the item (the actual file's name by default).
  /// Throws a `Diagnostic` for a missing, unreadable or corrupt file.
  public func compareFiles(expected: String, actual: String, name: String? = nil) throws
    -> ReportItem
  {
    let label = name ?? URL(fileURLWithPath: actual).lastPathComponent
    return try compare(
      expected: try readFile(expected), expectedPath: expected, actual: try readFile(actual),
      actualPath: actual, name: label, threads: options.threads)
  }

  /// Compares two folders of PNGs, matched by path relative to each folder (subfolders too).
  /// Items are sorted by path: changed, unchanged, added (only in `actual`) and removed (only
  /// in `expected`).
  public func compareFolders(expected: String, actual: String) throws -> [ReportItem] {
    let before = try PNGListing.relativePaths(in: expected)
    let after = try PNGListing.relativePaths(in: actual)
    let names = Array(Set(before).union(after)).sorted()
    let beforeSet = Set(before)
    let afterSet = Set(after)

    var slots = [Result<ReportItem, Error>?](repeating: nil, count: names.count)
    // One pair per core; each diff then runs on one thread, so cores are not oversubscribed.
    let perPair = names.count > 1 ? 1 : options.threads
    slots.withUnsafeMutableBufferPointer { buffer in
      let out = UnsafeSlots(base: buffer.baseAddress)
      DispatchQueue.concurrentPerform(iterations: names.count) { i in
        let name = names[i]
        let e = (expected as NSString).appendingPathComponent(name)
        let a = (actual as NSString).appendingPathComponent(name)
        out.base![i] = Result {
          switch (beforeSet.contains(name), afterSet.contains(name)) {
          case (true, true):
            return try compare(
              expected: try readFile(e), expectedPath: e, actual: try readFile(a), actualPath: a,
              name: name, threads: perPair)
          case (false, _):
            let bytes = try readFile(a)
            return ReportItem(
              name: name, status: .added, actualSize: PNGHeader.size(of: bytes), actualPNG: bytes,
              message: "new image")
          case (true, false):
            let bytes = try readFile(e)
            return ReportItem(
              name: name, status: .removed, expectedSize: PNGHeader.size(of: bytes),
              expectedPNG: bytes, message: "image removed")
          }
        }
      }
    }
    return try slots.map { try $0!.get() }
  }

  func compare(
    expected: [UInt8], expectedPath: String, actual: [UInt8], actualPath: String, name: String,
    threads: Int?
  ) throws -> ReportItem {
    if expected == actual, let size = PNGHeader.size(of: expected) {
      return ReportItem(
        name: name, status: .unchanged, expectedSize: size, actualSize: size,
        expectedPNG: keepsUnchangedImages ? expected : nil,
        actualPNG: keepsUnchangedImages ? actual : nil, message: "identical files")
    }
    let a = try decode(expected, path: expectedPath)
    let b = try decode(actual, path: actualPath)
    var diffOptions = options
    diffOptions.threads = threads
    if diffOptions.diffImage == nil { diffOptions.diffImage = .standard }
    let result = PixelDiff.compare(a, b, options: diffOptions)
    let changed = !result.isWithin(budget)
    var diffPNG: [UInt8]?
    if changed || result.mismatched > 0, let image = result.diffImage {
      diffPNG = try? PNGEncoder().encode(image)
    }
    let keep = changed || keepsUnchangedImages
    return ReportItem(
      name: name, status: changed ? .changed : .unchanged, mismatched: result.mismatched,
      ratio: result.ratio, regions: result.regions, expectedSize: result.expectedSize,
      actualSize: result.actualSize, expectedPNG: keep ? expected : nil,
      actualPNG: keep ? actual : nil, diffPNG: diffPNG, message: message(for: result))
  }

  /// One line on what differs and against which budget.
  func message(for result: DiffResult) -> String {
    let percent = String(format: "%.4f", result.ratio * 100)
    var text = "\(result.mismatched) pixels differ (\(percent)%)"
    if result.isLayoutDifference {
      let e = result.expectedSize
      let a = result.actualSize
      text =
        "layout changed: size \(e.width)x\(e.height) -> \(a.width)x\(a.height); "
        + "in the shared \(result.comparedSize.width)x\(result.comparedSize.height) area "
        + text
    }
    text += ", \(budget.allowedPixels(of: result.comparedPixels)) allowed"
    if result.antialiased > 0 { text += ", \(result.antialiased) anti-aliased ignored" }
    return text
  }

  func readFile(_ path: String) throws -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw Diagnostic.error("no such file", at: SourceLocation(file: path))
    }
    if !isDirectory.boolValue,
      let problem = InputFile.problem(path, limit: PNGDecoder.maximumFileBytes)
    {
      throw Diagnostic.error(problem, at: SourceLocation(file: path))
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
      throw Diagnostic.error(
        isDirectory.boolValue ? "is a folder, not a PNG file" : "cannot read file",
        at: SourceLocation(file: path))
    }
    return [UInt8](data)
  }

  /// Straight RGBA, as the file stores it, so translucent pixels compare exactly as
  /// pixelmatch compares them (no premultiplication rounding).
  func decode(_ bytes: [UInt8], path: String) throws -> RGBAImage {
    do {
      let (size, pixels) = try PNGDecoder().decodeStraight(bytes, path: path)
      return RGBAImage(width: size.width, height: size.height, pixels: pixels, alpha: .straight)!
    } catch {
      switch error {
      case .corrupt(_, let reason):
        throw Diagnostic.error("not a valid PNG: \(reason)", at: SourceLocation(file: path))
      case .tooLarge(_, let w, let h, let limit):
        throw Diagnostic.error(
          "PNG is \(w)x\(h), over the limit of \(limit) pixels", at: SourceLocation(file: path))
      default:
        throw Diagnostic.error("\(error)", at: SourceLocation(file: path))
      }
    }
  }
}

/// Result slots written by the pair workers, each its own index.
private struct UnsafeSlots: @unchecked Sendable {
  let base: UnsafeMutablePointer<Result<ReportItem, Error>?>?
}

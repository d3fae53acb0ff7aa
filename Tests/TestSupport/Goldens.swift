import Foundation
import PNG
import Primitives
import Testing

/// How golden references are (re)written, from `THEMESHOT_RECORD` (Swift's snapshot
/// convention): `never` (default) compares only; `missing` writes references that do not
/// exist; `failed` also overwrites the ones that differ; `all` rewrites every one.
/// Every reference written is reported as a test issue, so recording never passes silently.
public enum GoldenRecordMode: String, Sendable {
  case never, missing, failed, all

  public static var current: GoldenRecordMode {
    ProcessInfo.processInfo.environment["THEMESHOT_RECORD"].flatMap(GoldenRecordMode.init)
      ?? .never
  }
}

/// Compares `bitmap` pixel for pixel with `__Goldens__/<name>.png` beside the calling test
/// file. On a mismatch it writes expected, actual and diff images under
/// `.build/golden-failures/<name>/` and records an issue naming them.
///
///     expectGolden(canvas.bitmap, named: "rounded-rect/oversized-radius")
public func expectGolden(
  _ bitmap: Bitmap, named name: String, filePath: String = #filePath,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let golden = Goldens(testFile: filePath)
  let reference = golden.referencePath(name)
  let mode = GoldenRecordMode.current
  let exists = FileManager.default.fileExists(atPath: reference)

  if mode == .all || (!exists && mode != .never) {
    golden.record(bitmap, at: reference, sourceLocation: sourceLocation)
    return
  }
  guard exists else {
    Issue.record(
      "No golden at \(reference). Record it with THEMESHOT_RECORD=missing swift test, then open it.",
      sourceLocation: sourceLocation)
    return
  }
  let expected: Bitmap
  do {
    expected = try PNGDecoder().decode(contentsOf: reference)
  } catch {
    Issue.record("Cannot read golden: \(error)", sourceLocation: sourceLocation)
    return
  }
  if expected == bitmap { return }
  if mode == .failed {
    golden.record(bitmap, at: reference, sourceLocation: sourceLocation)
    return
  }
  let folder = golden.failureFolder(name)
  let changed = Goldens.writeFailure(expected: expected, actual: bitmap, to: folder)
  var sizes = ""
  if expected.size != bitmap.size {
    sizes = ", size \(expected.width)x\(expected.height) -> \(bitmap.width)x\(bitmap.height)"
  }
  Issue.record(
    """
    Golden '\(name)' differs (\(changed) pixels\(sizes)).
    Expected, actual and diff: \(folder)
    Re-record with THEMESHOT_RECORD=failed swift test if the change is intended.
    """, sourceLocation: sourceLocation)
}

/// Locations of references and failure artifacts for one test file.
struct Goldens {
  let testFile: String

  func referencePath(_ name: String) -> String {
    URL(fileURLWithPath: testFile).deletingLastPathComponent()
      .appendingPathComponent("__Goldens__").appendingPathComponent(name + ".png").path
  }

  /// `.build/golden-failures/<name>` under the package root (the folder holding
  /// Package.swift above the test file).
  func failureFolder(_ name: String) -> String {
    var url = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while url.path != "/"
      && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
    {
      url.deleteLastPathComponent()
    }
    return url.appendingPathComponent(".build/golden-failures").appendingPathComponent(name).path
  }

  func record(_ bitmap: Bitmap, at path: String, sourceLocation: Testing.SourceLocation) {
    do {
      try PNGEncoder(fast: false).write(bitmap, to: path)
      Issue.record(
        "Recorded golden \(path). Open it, check it, and run the tests again.",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Cannot record golden: \(error)", sourceLocation: sourceLocation)
    }
  }

  /// Writes expected.png, actual.png and diff.png (changed pixels red over a faded copy of
  /// the expected image) and returns how many pixels differ over the shared area.
  static func writeFailure(expected: Bitmap, actual: Bitmap, to folder: String) -> Int {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    var diff = Bitmap(width: width, height: height, fill: .white)
    var changed = 0
    for y in 0..<height {
      for x in 0..<width {
        let inside =
          x < expected.width && y < expected.height && x < actual.width
          && y < actual.height
        if inside && expected[x, y] == actual[x, y] {
          let c = expected[x, y].color
          let luma: Int = (Int(c.red) + Int(c.green) + Int(c.blue)) / 3
          let gray = UInt8(200 + luma * 55 / 255)
          diff[x, y] = PremultipliedPixel(Color(red: gray, green: gray, blue: gray))
        } else {
          if inside { changed += 1 }
          diff[x, y] = PremultipliedPixel(Color(red: 255, green: 0, blue: 0))
        }
      }
    }
    let encoder = PNGEncoder()
    try? encoder.write(expected, to: folder + "/expected.png")
    try? encoder.write(actual, to: folder + "/actual.png")
    try? encoder.write(diff, to: folder + "/diff.png")
    return changed
  }
}

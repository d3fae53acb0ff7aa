import Foundation
import PNG
import Primitives

/// Where references and failure artifacts live.
///
/// References: `<folder of the test file>/__Snapshots__/<TestFile>/<test>.<name>.png`, the
/// layout swift-snapshot-testing users know. Failure artifacts (expected, actual, diff):
/// `$THEMESHOT_ARTIFACTS/<TestFile>/<test>.<name>/`, by default `.build/snapshot-failures`
/// under the package that holds the test file.
public struct SnapshotStore: Sendable {
  public var referenceFolder: String
  public var artifactFolder: String

  public init(referenceFolder: String, artifactFolder: String) {
    self.referenceFolder = referenceFolder
    self.artifactFolder = artifactFolder
  }

  /// The store for a test file, as `#filePath` names it.
  public init(
    testFile: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    let url = URL(fileURLWithPath: testFile)
    let stem = url.deletingPathExtension().lastPathComponent
    referenceFolder =
      url.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__").appendingPathComponent(stem).path
    let base =
      environment["THEMESHOT_ARTIFACTS"]
      ?? Self.packageRoot(of: url).appendingPathComponent(".build/snapshot-failures").path
    artifactFolder = URL(fileURLWithPath: base).appendingPathComponent(stem).path
  }

  /// `testName` and `name` made into one file-system-safe identifier: runs of characters
  /// other than letters, digits, `-` and `_` become one `-` (`rendersDark()` → `rendersDark`).
  public static func identifier(testName: String, name: String?) -> String {
    func clean(_ s: String) -> String {
      var out = ""
      var pendingDash = false
      for ch in s.unicodeScalars {
        if CharacterSet.alphanumerics.contains(ch) || ch == "-" || ch == "_" {
          if pendingDash && !out.isEmpty { out.append("-") }
          pendingDash = false
          out.unicodeScalars.append(ch)
        } else {
          pendingDash = true
        }
      }
      return out
    }
    let test = clean(testName)
    guard let name, !name.isEmpty else { return test }
    return test + "." + clean(name)
  }

  public func referencePath(for identifier: String) -> String {
    referenceFolder + "/" + identifier + ".png"
  }

  public func artifactPath(for identifier: String, _ file: String) -> String {
    artifactFolder + "/" + identifier + "/" + file
  }

  /// The folder holding Package.swift above `file`, or the file's folder.
  static func packageRoot(of file: URL) -> URL {
    var url = file.deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url.deleteLastPathComponent()
    }
    return file.deletingLastPathComponent()
  }
}

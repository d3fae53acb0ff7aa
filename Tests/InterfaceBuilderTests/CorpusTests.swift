import Foundation
import Primitives
import Testing

@testable import InterfaceBuilder

/// Imports every storyboard and XIB under `THEMESHOT_IB_CORPUS` (public apps' files,
/// fetched, never committed) and prints the share of elements and attributes understood.
/// Without the variable it imports this folder's fixtures, so it always checks something.
///
///     THEMESHOT_IB_CORPUS=/tmp/corpus swift test --filter CorpusTests
@Suite struct CorpusTests {
  static var root: String {
    ProcessInfo.processInfo.environment["THEMESHOT_IB_CORPUS"] ?? ImporterTests.fixtures
  }

  static func files() -> [String] {
    let e = FileManager.default.enumerator(atPath: root)
    var out: [String] = []
    while let f = e?.nextObject() as? String {
      if f.hasSuffix(".storyboard") || f.hasSuffix(".xib") { out.append(root + "/" + f) }
    }
    return out.sorted()
  }

  @Test func everyDocumentImportsWithoutCrashingAndEveryScene() throws {
    let files = Self.files()
    #expect(!files.isEmpty)
    var stats = IBStats()
    var scenes = 0
    var widgets = 0
    var failed: [String] = []
    var skipped: [String: Int] = [:]
    for f in files {
      do {
        let d = try IBDocument.load(f)
        stats = stats + d.stats
        for s in d.scenes {
          let screen = try d.screen(s)
          scenes += 1
          widgets += screen.root.subtree.count
        }
        for diag in d.diagnostics { skipped[diag.message, default: 0] += 1 }
      } catch let e as DiagnosticError {
        failed.append(e.description)
      }
    }
    func pct(_ a: Int, _ b: Int) -> String {
      String(format: "%.1f%%", 100 * Double(a) / Double(max(b, 1)))
    }
    print(
      "IB corpus: \(files.count) files, \(scenes) scenes, \(widgets) widgets; elements "
        + "\(stats.understoodElements)/\(stats.elements) (\(pct(stats.understoodElements, stats.elements))), "
        + "attributes \(stats.understoodAttributes)/\(stats.attributes) "
        + "(\(pct(stats.understoodAttributes, stats.attributes))); \(failed.count) rejected")
    for (m, n) in skipped.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(25) {
      print("  \(n)× \(m)")
    }
    for f in failed.prefix(10) { print("  rejected: \(f)") }
    // Files that are not IB documents may be rejected with a located error; none may crash.
    #expect(failed.count * 10 <= files.count)
  }
}

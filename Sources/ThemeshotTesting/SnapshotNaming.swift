import Foundation
import Testing

/// Unique reference names, as swift-snapshot-testing users expect: two snapshots in one test
/// never share a file, and each case of a parameterised Swift Testing test has its own.
///
/// - The n-th snapshot with the same name in one test (or case) gets `.n` from the second
///   on (`settings`, `settings.2`, …), so existing single-snapshot references keep their name.
/// - A parameterised case is named by its arguments (`render(theme:)` with `"Dark"` →
///   `render-theme.Dark`). Swift Testing keeps a case's arguments internal, so they are
///   read by reflection; when that fails the case falls back to the counter alone.
enum SnapshotNaming {
  private static let counts = Counter()

  /// The test part of the identifier: the function, plus the arguments of a parameterised
  /// Swift Testing case.
  static func testName(function: String) -> String {
    guard let testCase = Test.Case.current, testCase.isParameterized else { return function }
    let arguments = argumentDescriptions(of: testCase)
    return arguments.isEmpty ? function : function + "." + arguments.joined(separator: "-")
  }

  /// `name` the first time this test (or case) uses it, `name.2` the second time, …
  static func uniqueName(_ name: String?, testKey: String) -> String? {
    let n = counts.next(testKey + "\u{0}" + (name ?? ""))
    guard n > 1 else { return name }
    return (name.map { $0 + "." } ?? "") + "\(n)"
  }

  /// The arguments of a Swift Testing case, described as `#expect` describes values. The
  /// case keeps them in a private enum (`_kind: .parameterized(arguments:, …)`), so the
  /// first `arguments` found a few levels down by reflection is taken.
  static func argumentDescriptions(of testCase: Test.Case) -> [String] {
    guard let arguments = find("arguments", in: testCase, depth: 4) else { return [] }
    return Mirror(reflecting: arguments).children.compactMap { argument in
      find("value", in: argument.value, depth: 1).map { String(describingForTest: $0) }
    }
  }

  /// The first child labelled `label`, searching `depth` levels of stored properties,
  /// enum payloads and tuples.
  static func find(_ label: String, in value: Any, depth: Int) -> Any? {
    guard depth > 0 else { return nil }
    let children = Mirror(reflecting: value).children
    if let hit = children.first(where: { $0.label == label }) { return hit.value }
    for child in children {
      if let hit = find(label, in: child.value, depth: depth - 1) { return hit }
    }
    return nil
  }

  /// Counts per key, shared by concurrently running tests.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(_ key: String) -> Int {
      lock.lock()
      defer { lock.unlock() }
      counts[key, default: 0] += 1
      return counts[key]!
    }
  }
}

import Foundation

/// Parsed documents kept for the run, so a storyboard of many scenes is parsed once, not
/// once to list its scenes and again for every scene rendered (which made a storyboard of
/// N scenes cost N² in parsing).
///
/// A document is reused only when the file's bytes are the same bytes it was parsed from,
/// so an edited file (a watch session, a test rewriting a fixture within one second) is
/// never served stale. The cache holds a few documents and a bounded number of bytes.
final class IBDocumentCache: @unchecked Sendable {
  static let shared = IBDocumentCache()

  private struct Entry {
    var path: String
    var bytes: [UInt8]
    var document: IBDocument
  }

  /// Documents kept: a project rarely renders from more than a few at once.
  private let maxEntries = 8
  /// Bytes of source kept across entries (the parsed trees are a few times this).
  private let maxBytes = 48 << 20
  private let lock = NSLock()
  /// Most recently used last.
  private var entries: [Entry] = []

  /// The document parsed from exactly `bytes` at `path`, parsed by `parse` when not kept.
  func document(
    path: String, bytes: [UInt8], parse: () throws -> IBDocument
  ) throws -> IBDocument {
    if let found = lookup(path: path, bytes: bytes) { return found }
    // Parsed outside the lock: two threads may parse one document at once, which costs
    // time but never correctness.
    let document = try parse()
    store(Entry(path: path, bytes: bytes, document: document))
    return document
  }

  private func lookup(path: String, bytes: [UInt8]) -> IBDocument? {
    lock.lock()
    defer { lock.unlock() }
    guard let i = entries.firstIndex(where: { $0.path == path && Self.same($0.bytes, bytes) })
    else {
      return nil
    }
    let entry = entries.remove(at: i)
    entries.append(entry)
    return entry.document
  }

  /// Byte equality with one `memcmp`.
  private static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    guard !a.isEmpty else { return true }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, a.count) == 0 }
    }
  }

  private func store(_ entry: Entry) {
    guard entry.bytes.count <= maxBytes / 2 else { return }
    lock.lock()
    defer { lock.unlock() }
    entries.removeAll { $0.path == entry.path }
    entries.append(entry)
    while entries.count > maxEntries || entries.reduce(0, { $0 + $1.bytes.count }) > maxBytes {
      entries.removeFirst()
    }
  }
}

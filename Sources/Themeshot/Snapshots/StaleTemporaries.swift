import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files `AtomicFile` leaves when a run is killed between writing and
/// renaming (`.<name>.<pid>.<random>.tmp` beside the target), found and removed at the next
/// run. Call it while holding the project lock, so no live write is removed.
public enum StaleTemporaries {
  /// Whether `fileName` is one of `AtomicFile`'s temporary names.
  public static func matches(_ fileName: String) -> Bool {
    guard fileName.hasPrefix("."), fileName.hasSuffix(".tmp") else { return false }
    let parts = fileName.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    // "", name parts…, pid, random
    guard parts.count >= 4 else { return false }
    return parts.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }

  /// Removes them under `folder` (subfolders too); returns their paths, sorted.
  @discardableResult
  public static func remove(under folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var removed: [String] = []
    for case let relative as String in walker
    where matches((relative as NSString).lastPathComponent) {
      let path = (folder as NSString).appendingPathComponent(relative)
      if unlink(path) == 0 { removed.append(path) }
    }
    return removed.sorted()
  }
}

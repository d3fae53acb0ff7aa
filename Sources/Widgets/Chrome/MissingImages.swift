import Foundation
import Primitives
import Themes

/// Images a render could not find. `UIImage(named:)` returns nil for a name that no bundle
/// or asset catalog holds, and a view given a nil image draws none (a slider keeps its
/// default thumb); themeshot does the same, and says so once per name, at the value that
/// named it.
public final class MissingImages: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: Set<String> = []
  private var pending: [Diagnostic] = []

  public init() {}

  /// Notes that `name`, set at `location`, names no file and no catalog image.
  func note(_ name: String, at location: SourceLocation?) {
    lock.lock()
    defer { lock.unlock() }
    guard seen.insert(name).inserted else { return }
    pending.append(
      .warning(
        "image '\(name)' not found (no such file, and no asset catalog of the project has "
          + "it); UIImage(named:) returns nil on the device, so nothing is drawn",
        at: location))
  }

  /// The warnings noted since the last call.
  public func takeWarnings() -> [Diagnostic] {
    lock.lock()
    defer { lock.unlock() }
    let out = pending
    pending = []
    return out
  }
}

extension Widget {
  /// Where this widget's value naming image `name` was set; its own location otherwise.
  func imageLocation(named name: String) -> SourceLocation? {
    for store in [pinned, styled, literal] {
      for key in store.keys {
        guard let entry = store.entries[key] else { continue }
        for state in ControlState.allCases where entry.values[state] == .image(name) {
          if let found = entry.locations[state] { return found }
        }
      }
    }
    return location
  }
}

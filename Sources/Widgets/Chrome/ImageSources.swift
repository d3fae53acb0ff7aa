import Foundation
import Primitives

/// Which widget drew each image file, so an image that cannot be read (outside the project,
/// not a PNG, over the pixel budget) is reported at the value that named it, not only by
/// its path. The location is looked up only then: a render that reads every image spends
/// one dictionary insert per file.
public final class ImageSources: @unchecked Sendable {
  private let lock = NSLock()
  private var first: [String: (widget: Widget, name: String)] = [:]

  public init() {}

  /// Notes that `widget` draws `file` for its image named `name` (the first one is kept).
  func note(_ file: String, widget: Widget, name: String) {
    lock.lock()
    defer { lock.unlock() }
    if first[file] == nil { first[file] = (widget, name) }
  }

  /// Where the value naming `file` was written; nil when no widget drew it.
  public func location(of file: String) -> SourceLocation? {
    lock.lock()
    let found = first[file]
    lock.unlock()
    return found.flatMap { $0.widget.imageLocation(named: $0.name) }
  }
}

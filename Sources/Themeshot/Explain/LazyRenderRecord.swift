import Foundation

/// A render's ``RenderRecord``, given or built on first read.
///
/// A passing check never reads its render's record, which cost a tenth of the render. The
/// builder holds the render's widget tree (not `Sendable`); it runs once, under the lock,
/// and is then dropped, and nothing else touches the tree while the output is alive (the
/// renderer's callers read the record before restyling the screen), hence `@unchecked`.
final class LazyRenderRecord: @unchecked Sendable {
  private let lock = NSLock()
  /// nil until known; `.some(nil)` for a render without a record.
  private var known: RenderRecord??
  private var build: (() -> RenderRecord?)?

  init(_ record: RenderRecord?) {
    known = .some(record)
  }

  init(building: @escaping () -> RenderRecord?) {
    build = building
  }

  var value: RenderRecord? {
    lock.lock()
    defer { lock.unlock() }
    if let known { return known }
    let made = build?()
    known = .some(made)
    build = nil
    return made
  }
}

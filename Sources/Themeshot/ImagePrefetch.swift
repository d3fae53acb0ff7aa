import Dispatch
import Foundation
import Primitives
import Raster

/// A render's image files read on another thread while the raster prepares the rest of the
/// display list (text, shadows) on this one.
///
/// Reading a screen's icons (the project-folder check and the PNG decode) was 1.7 ms of a
/// passing check's ≈ 20, spent while the second core waited for the bands. The files are
/// read in list order by the same loader within the render's image budget (so no more is
/// held than the raster would hold); the raster then asks for each with what is left of
/// its budget and gets the prefetched pixels when they fit that (as the loader would have
/// returned them), else calls the loader itself, so errors and budget refusals are the
/// loader's own. Nothing is cached across renders.
final class ImagePrefetch: @unchecked Sendable {
  private enum State {
    case waiting
    /// Being read by the prefetching thread: worth waiting for.
    case reading
    case read(Bitmap?)
    /// Taken by the raster, which reads it itself.
    case taken
  }

  private let order: [String]
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var states: [String: State]

  /// Starts reading the files `list` draws, when there are any.
  static func start(
    for list: DisplayList, load: @escaping @Sendable (String, Int) throws -> Bitmap
  ) -> ImagePrefetch? {
    var seen = Set<String>()
    var order: [String] = []
    for op in list.ops {
      if case .image(let image) = op, case .file(let path) = image.source,
        seen.insert(path).inserted
      {
        order.append(path)
      }
    }
    guard !order.isEmpty else { return nil }
    return ImagePrefetch(order, load: load)
  }

  private init(_ order: [String], load: @escaping @Sendable (String, Int) throws -> Bitmap) {
    self.order = order
    states = Dictionary(uniqueKeysWithValues: order.map { ($0, State.waiting) })
    SpareCore.shared.async(urgent: true) { [self] in
      // The render's image budget bounds what is read ahead too, as the raster counts it.
      var left = Limits.imagePixelsPerRender
      for path in order {
        guard left > 0, claim(path, as: .reading) else { continue }
        let bitmap = try? load(path, left)
        left -= bitmap.map { $0.width * $0.height } ?? 0
        condition.lock()
        states[path] = .read(bitmap)
        condition.broadcast()
        condition.unlock()
      }
    }
  }

  /// Marks `path` as `state` when no one has started on it.
  private func claim(_ path: String, as state: State) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    guard case .waiting = states[path] else { return false }
    states[path] = state
    return true
  }

  /// `load`, answered from the prefetched pixels when they are there and fit `left`.
  func loader(orElse load: @escaping @Sendable (String, Int) throws -> Bitmap)
    -> ImageLoader
  {
    ImageLoader(within: { [self] path, left in
      if let bitmap = prefetched(path), bitmap.width * bitmap.height <= left { return bitmap }
      return try load(path, left)
    })
  }

  /// The prefetched pixels of `path`, waiting only while the prefetching thread is reading
  /// them (a file it has not started on is taken, so nothing waits on a thread that never
  /// ran); nil when reading failed, or the raster reads the file itself.
  private func prefetched(_ path: String) -> Bitmap? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      switch states[path] {
      case .reading?: condition.wait()
      case .read(let bitmap)?: return bitmap
      case .waiting?:
        states[path] = .taken
        return nil
      case .taken?, nil: return nil
      }
    }
  }

  /// Files neither read nor taken yet (for tests).
  var unread: Int {
    condition.lock()
    defer { condition.unlock() }
    return states.values.filter {
      switch $0 {
      case .waiting, .reading: true
      case .read, .taken: false
      }
    }.count
  }

  /// Stops reading files the render no longer needs (it finished or failed).
  func cancel() {
    condition.lock()
    for path in order {
      if case .waiting? = states[path] { states[path] = .taken }
    }
    condition.unlock()
  }
}

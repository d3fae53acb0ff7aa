import Foundation
import Primitives

/// SF Symbols the project provides as images (`symbols:` in themeshot.yml: a symbol
/// name → a PNG), and the names a run met without one, reported once each.
///
/// themeshot does not ship SF Symbols: a `systemName` image is drawn from this table,
/// else from themeshot's own vector glyphs (chevrons, checkmark, info, plus, minus), else
/// as a placeholder outline with one warning per name per run.
public final class SymbolTable: @unchecked Sendable {
  /// Symbol name → image file (absolute, or relative to the screen's folder).
  public let images: [String: String]
  private let lock = NSLock()
  private var seen: Set<String> = []
  private var pending: [(String, SourceLocation?)] = []

  /// `images` relative paths are taken from the working directory (the project's root
  /// as themeshot.yml's paths are read), not from each screen's folder.
  public init(images: [String: String] = [:]) {
    let cwd = FileManager.default.currentDirectoryPath
    self.images = images.mapValues { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 }
  }

  /// Notes that `name` had to be drawn as a placeholder at `location`.
  func missing(_ name: String, at location: SourceLocation?) {
    lock.lock()
    defer { lock.unlock() }
    if seen.insert(name).inserted { pending.append((name, location)) }
  }

  /// Warnings for the names first met since the last call: each name once per table.
  public func takeWarnings() -> [Diagnostic] {
    lock.lock()
    defer { lock.unlock() }
    let out = pending.map { name, location in
      Diagnostic.warning(
        "SF Symbol '\(name)' is drawn as a placeholder (themeshot does not ship SF Symbols; "
          + "map it to an image under 'symbols:' in themeshot.yml)", at: location)
    }
    pending = []
    return out
  }
}

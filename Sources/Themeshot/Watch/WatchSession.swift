import Foundation
import Primitives
import Themes
import Widgets

/// `themeshot watch`: Motif's live reload, off the device. Renders every screen in every
/// chosen theme, then re-renders only what a saved theme or screen file affects: a theme
/// file re-renders every screen in the themes that load it, a screen file that screen in
/// every theme. Errors are kept per picture, with their location, for the page to show.
///
/// Files are polled by modification time and size (no platform file-event API, so it works
/// the same on Linux and macOS); ``poll()`` is cheap when nothing changed.
public final class WatchSession: @unchecked Sendable {
  /// One picture: a screen in a theme.
  public struct Item: Hashable, Sendable {
    public var theme: Project.ThemeEntry
    public var screen: String
    public var name: String { theme.name + "/" + Self.stem(screen) }
    static func stem(_ path: String) -> String {
      ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
  }

  /// The latest render of an item: an uncompressed BMP (`BMPImage`: the page is on
  /// 127.0.0.1, where compressing would be most of a cycle), or the located errors that
  /// stopped it.
  public struct Picture: Sendable {
    public var image: [UInt8]?
    public var errors: [String]
  }

  public let items: [Item]
  private let renderer: Renderer
  private let device: Device
  private let lock = NSLock()
  private var pictures: [String: Picture] = [:]
  private var stamps: [String: FileStamp] = [:]
  private var generation = 0

  public init(items: [Item], renderer: Renderer, device: Device) {
    self.items = items
    self.renderer = renderer
    self.device = device
  }

  /// The items of `project`, optionally narrowed to themes and screens named.
  public convenience init(
    project: Project, themes: [String] = [], screens: [String] = [], renderer: Renderer,
    device: Device
  ) {
    let chosenThemes = project.themes.filter { themes.isEmpty || themes.contains($0.name) }
    let chosenScreens = project.screens.filter {
      screens.isEmpty || screens.contains(Item.stem($0))
    }
    self.init(
      items: chosenThemes.flatMap { t in chosenScreens.map { Item(theme: t, screen: $0) } },
      renderer: renderer, device: device)
  }

  /// Increases each time a picture changes; the page polls it.
  public var version: Int { lock.withLock { generation } }

  public func picture(_ name: String) -> Picture? { lock.withLock { pictures[name] } }

  /// Every item's errors, in item order.
  public var errors: [(name: String, errors: [String])] {
    lock.withLock { items.compactMap { i in pictures[i.name].map { (i.name, $0.errors) } } }
      .filter { !$0.errors.isEmpty }
  }

  /// Renders everything once and remembers every input file's stamp.
  public func start() {
    for file in inputFiles { stamps[file] = FileStamp(file) }
    render(items)
  }

  /// Re-renders what changed files affect; returns the names re-rendered.
  @discardableResult
  public func poll() -> [String] {
    var changed: Set<String> = []
    for file in inputFiles {
      let stamp = FileStamp(file)
      if stamps[file] != stamp {
        stamps[file] = stamp
        changed.insert(file)
      }
    }
    guard !changed.isEmpty else { return [] }
    let affected = items.filter { item in
      changed.contains(item.screen)
        || !changed.isDisjoint(with: item.theme.files + item.theme.alternatives)
    }
    render(affected)
    return affected.map(\.name)
  }

  /// Every theme and screen file the items read.
  var inputFiles: [String] {
    var seen: [String] = []
    for item in items {
      for f in item.theme.alternatives + item.theme.files + [item.screen] where !seen.contains(f) {
        seen.append(f)
      }
    }
    return seen
  }

  private func render(_ batch: [Item]) {
    for item in batch {
      let picture = renderOne(item)
      lock.withLock {
        pictures[item.name] = picture
        generation += 1
      }
    }
  }

  private func renderOne(_ item: Item) -> Picture {
    do {
      let theme = try ThemeLoader.load(
        files: item.theme.files, alternatives: item.theme.alternatives)
      let screen = try ScreenFile.load(item.screen)
      let out = try renderer.render(screen, sheet: ThemeStyleSheet(theme), device: device)
      let errors = out.diagnostics.filter { $0.severity == .error }.map(\.formatted)
      return Picture(image: BMPImage.encode(out.bitmap), errors: errors)
    } catch let error as DiagnosticError {
      return Picture(image: nil, errors: error.diagnostics.map(\.formatted))
    } catch let error as Diagnostic {
      return Picture(image: nil, errors: [error.formatted])
    } catch {
      return Picture(image: nil, errors: ["\(error)"])
    }
  }
}

/// What tells a saved file from an unchanged one: its modification time and size.
struct FileStamp: Equatable {
  var modified: Date?
  var size: Int?

  init(_ path: String) {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    modified = attributes?[.modificationDate] as? Date
    size = (attributes?[.size] as? NSNumber)?.intValue
  }
}

import Dispatch
import Foundation
import PNG
import Primitives
import Text
import Widgets

/// One PNG a render run writes.
public struct RenderItem: Hashable, Sendable {
  public var screen: String
  public var theme: Project.ThemeEntry
  public var device: Device
  /// The theme's interface style and contrast, or the run's override.
  public var appearance: Appearance = .light
  /// The Dynamic Type setting text-style fonts are sized for.
  public var contentSize: ContentSizeCategory = .large
  /// `out/<Theme>/<screen>.png` (with a device folder when several devices render, and
  /// `@<content size>` before `.png` at any size but `large`: ``ContentSizeNaming``).
  public var output: String

  /// The loaded theme an item renders with: one per theme and appearance.
  var sheetKey: String { theme.name + "\u{1F}" + appearance.description }
}

/// Renders screens × themes × devices × content sizes of a project to PNG files, each with a metadata file
/// beside it (`<screen>.json`: screen, theme, device and the fonts used, no timestamps and
/// no absolute paths), written atomically.
public struct RenderRun {
  public var project: Project
  public var items: [RenderItem]
  /// A run of one screen: its file as read for its own appearance, kept for its load (a
  /// check read it twice). A file that could not be read is read again by its load, which
  /// reports why; a run of several screens keeps none (memory stays flat).
  var screenReads: [String: ScreenFile.Read] = [:]

  /// Plans the run: `themes` and `screens` narrow the project's lists (screen names or
  /// paths; theme names, or `all`); `device` and `scale` override the project's devices;
  /// `style` and `contrast` override every theme's appearance (`--appearance dark`);
  /// `contentSizes` (non-empty) the project's Dynamic Type sizes (`--content-size`).
  public init(
    project: Project, themes: [String], screens: [String] = [], device: Device? = nil,
    scale: Double? = nil, output: String? = nil, style: Appearance.Style? = nil,
    contrast: Appearance.Contrast? = nil, contentSizes: [ContentSizeCategory] = []
  ) throws {
    self.project = project
    var errors: [Diagnostic] = []
    var chosenThemes: [Project.ThemeEntry] = []
    if themes.isEmpty || themes.contains("all") {
      chosenThemes = project.themes
    } else {
      for name in themes {
        if let t = project.theme(named: name) {
          chosenThemes.append(t)
        } else {
          errors.append(
            .error(
              "unknown theme '\(name)' (the project has: "
                + project.themes.map(\.name).joined(separator: ", ") + ")"))
        }
      }
    }
    var chosenScreens = project.screens
    if !screens.isEmpty {
      chosenScreens = []
      for s in screens {
        if FileManager.default.fileExists(atPath: s) {
          chosenScreens.append(s)
        } else if let hit = project.screens.first(where: { Self.screenName($0) == s }) {
          chosenScreens.append(hit)
        } else {
          errors.append(
            .error(
              "unknown screen '\(s)' (the project has: "
                + project.screens.map(Self.screenName).joined(separator: ", ") + ")"))
        }
      }
    }
    if chosenThemes.isEmpty, errors.isEmpty {
      errors.append(.error("no themes to render (name them in themeshot.yml or themes/)"))
    }
    if chosenScreens.isEmpty, errors.isEmpty {
      errors.append(.error("no screens to render (put screen files in screens/)"))
    }
    if !errors.isEmpty { throw DiagnosticError(errors) }
    var devices = device.map { [$0] } ?? project.devices
    if let scale {
      devices = devices.map {
        var d = $0
        d.scale = scale
        return d
      }
    }
    // Names become folder and file names; a device must make a drawable canvas.
    for theme in chosenThemes {
      if let p = OutputPaths.nameProblem(theme.name) {
        errors.append(.error("theme name '\(theme.name)' \(p)"))
      }
    }
    for screen in chosenScreens {
      let name = Self.screenName(screen)
      if let p = OutputPaths.nameProblem(name) {
        // Located at the file whose name it is.
        errors.append(.error("screen name '\(name)' \(p)", at: SourceLocation(file: screen)))
      }
    }
    for device in devices {
      if devices.count > 1, let p = OutputPaths.nameProblem(device.name) {
        errors.append(.error("device name '\(device.name)' \(p)"))
      }
      if let p = device.canvasProblem { errors.append(.error(p)) }
    }
    if !errors.isEmpty { throw DiagnosticError(errors) }
    if output == nil, let root = project.imageFolder {
      try OutputPaths.checkDefaultFolder(project.output, root: root, option: "--out")
    }
    let out = output ?? project.output
    var screenAppearances: [String: AppearanceChoice] = [:]
    for screen in chosenScreens {
      let read = ScreenFile.read(at: screen)
      screenAppearances[screen] = read.appearance
      // A run of one screen (a check of one image) loads it from these bytes; a suite's
      // files are read again when rendered, so memory stays flat over thousands of them.
      if chosenScreens.count == 1 { screenReads[screen] = read }
    }
    items = []
    let sizes = contentSizes.isEmpty ? project.contentSizes : contentSizes
    for theme in chosenThemes {
      for device in devices {
        for screen in chosenScreens {
          for size in sizes.isEmpty ? [.large] : sizes {
            var folder = out + "/" + theme.name
            if devices.count > 1 { folder += "/" + device.name }
            // The screen file's own appearance wins over the theme's, the command line's
            // over both; the theme is loaded in the result, so its colours follow too.
            let appearance = AppearanceChoice.resolve(
              theme: theme.appearance, screen: screenAppearances[screen] ?? AppearanceChoice(),
              commandLine: AppearanceChoice(style: style, contrast: contrast))
            items.append(
              RenderItem(
                screen: screen, theme: theme, device: device, appearance: appearance,
                contentSize: size,
                output: folder + "/" + Self.screenName(screen) + ContentSizeNaming.suffix(size)
                  + ".png"))
          }
        }
      }
    }
    // A link under the output folder (`out/Dark` → elsewhere) would take the theme's files
    // with it; checked like the folder itself, once per folder.
    if project.imageFolder != nil {
      for folder in Set(items.map { ($0.output as NSString).deletingLastPathComponent }).sorted() {
        try OutputPaths.checkDefaultFolder(folder, root: out, option: "--out")
      }
    }
  }

  /// A screen's name: its file name without extension.
  public static func screenName(_ path: String) -> String {
    if let name = InterfaceBuilderScreens.screenName(path) { return name }
    return ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  /// Renders every item with `renderer`, loading each theme once through `loadSheet`, and
  /// writes each PNG with its sidecar. Renders run in parallel, at most `workers` at a time
  /// (one per core by default), so memory holds `workers` bitmaps whatever the run's size.
  /// Calls `progress` on the calling thread as files are written; returns the warnings
  /// met (with `contrastLevel`, also each text run below that WCAG level, measured on the
  /// rendered pixels). Throws the first error (bad screen or theme) in item order.
  public func run(
    renderer: Renderer, loadSheet: (Project.ThemeEntry) throws -> any StyleSheet,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    contrastLevel: ContrastLevel? = nil,
    progress: (Int, RenderItem) -> Void = { _, _ in }
  ) throws -> [Diagnostic] {
    // A run of one image has a core to spare while it loads (see `Renderer.warmUp`).
    let awake = items.count == 1 ? renderer.warmUp() : nil
    defer { awake?.end() }
    let sheets = try loadSheets(loadSheet, assets: renderer.assets)
    renderer.readyThemeFonts(sheets)
    let root = project.root
    // Renders already fill the cores: an encode split across threads would only add
    // hand-offs (the bytes are the same on any thread count).
    let encoder = PNGEncoder(
      threads: workers > 1 && items.count > 1 ? 1 : PNGEncoder.defaultThreads)
    // The renders' files share their flushes to disk (a batch per flush, not two `fsync`s
    // per file on the rendering thread); every file is in place when `run` returns.
    let files = AtomicFileBatch()
    // The sidecar written here keeps no record; only the contrast audit reads one.
    let results: [[Diagnostic]]
    do {
      results = try render(
        renderer: renderer, sheets: sheets, workers: workers, records: contrastLevel != nil
      ) {
        _, item, out, _ in
        let bytes = try encoder.encode(out.bitmap)
        try files.write(bytes, to: item.output)
        var sidecar = Sidecar(item: item, fonts: out.fonts, root: root)
        sidecar.fingerprint(out.bitmap, png: bytes)
        try files.write(sidecar.json, to: Self.metadataPath(item.output))
        guard let contrastLevel else { return out.diagnostics }
        return out.diagnostics
          + ContrastAudit.warnings(
            out.displayList, bitmap: out.bitmap, record: out.record, screen: item.screen,
            level: contrastLevel)
      } progress: { done, item in
        progress(done, item)
      }
    } catch {
      // The renders' own error comes first; the files written before it still land.
      try? files.finish()
      throw error
    }
    try files.finish()
    var seen = Set<Diagnostic>()
    return (renderer.catalogWarnings + results.flatMap { $0 }).filter { seen.insert($0).inserted }
  }

  /// Each theme the items use, loaded once per appearance, in item order.
  public func loadSheets(
    _ loadSheet: (Project.ThemeEntry) throws -> any StyleSheet, assets: AssetLibrary
  ) throws -> [String: SheetBox] {
    var sheets: [String: SheetBox] = [:]
    var loaded = Set<String>()
    for item in items where sheets[item.sheetKey] == nil {
      // Colour names (system colours, asset catalog colours) in the theme resolve in the
      // item's appearance while it is read: once per theme and appearance. A theme read
      // again in another appearance has the same problems, already reported.
      let colors = assets.colorEnvironment(item.appearance)
      let again = !loaded.insert(item.theme.name).inserted
      sheets[item.sheetKey] = SheetBox(
        sheet: try colors.withValue {
          try Self.$isReloadingTheme.withValue(again) { try loadSheet(item.theme) }
        })
    }
    return sheets
  }

  /// True while ``loadSheets(_:assets:)`` reads a theme it already read in another
  /// appearance: its load warnings were printed the first time.
  @TaskLocal public static var isReloadingTheme = false

  /// Renders the items, at most `workers` at once, handing each render to `body` on the
  /// worker that made it with the seconds the render took (only `workers` bitmaps live at
  /// a time). Each worker takes the next item as soon as it is done, so no core waits for
  /// the slowest render of a batch. Results come back in item order; `progress` runs on the
  /// calling thread, in item order, as results arrive. After an error no further item is
  /// started, and the first error in item order is thrown once the started ones finish.
  /// `records: false` builds each render's ``RenderRecord`` only when read
  /// (``Renderer/render(_:sheet:device:contentSize:record:)``).
  public func render<T: Sendable>(
    renderer: Renderer, sheets: [String: SheetBox],
    workers: Int = ProcessInfo.processInfo.activeProcessorCount, records: Bool = true,
    body: @escaping @Sendable (Int, RenderItem, RenderOutput, _ seconds: Double) throws -> T,
    progress: (Int, RenderItem) -> Void = { _, _ in }
  ) throws -> [T] {
    let items = self.items
    let reads = screenReads
    let slots = Slots<Result<T, Error>>(count: items.count)
    let queue = ItemQueue(count: items.count)
    let perform: @Sendable (Int) -> Void = { index in
      let item = items[index]
      let result = Result {
        let start = DispatchTime.now().uptimeNanoseconds
        var screen = try renderer.assets.colorEnvironment(item.appearance).withValue {
          try InterfaceBuilderScreens.load(
            item.screen, read: reads[item.screen], registry: renderer.cascade.registry)
        }
        // The item's appearance already holds the screen file's own.
        screen.appearance = item.appearance
        let out = try renderer.render(
          screen, sheet: sheets[item.sheetKey]?.sheet, device: item.device,
          contentSize: item.contentSize, record: records)
        let errors = out.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw DiagnosticError(errors) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return try body(index, item, out, seconds)
      }
      if case .failure = result { queue.stop() }
      slots.set(index, result)
    }
    var reported = 0
    // Progress for every finished item from the first unreported one on, in order, up to
    // the first failure (which is thrown).
    func report() {
      while reported < items.count, case .success = slots.value(reported) {
        progress(reported + 1, items[reported])
        reported += 1
      }
    }
    let helpers = DispatchGroup()
    for _ in 1..<max(1, min(workers, items.count)) {
      DispatchQueue.global().async(group: helpers) {
        while let index = queue.take() { perform(index) }
      }
    }
    // The calling thread renders too, and reports between its items.
    while let index = queue.take() {
      perform(index)
      report()
    }
    helpers.wait()
    report()
    var results: [T] = []
    results.reserveCapacity(items.count)
    for index in items.indices {
      // Items after the first failure may not have run; the failure is thrown first.
      guard let value = slots.value(index) else { break }
      results.append(try value.get())
    }
    return results
  }

  /// `out/Dark/settings.png` → `out/Dark/settings.json`.
  public static func metadataPath(_ png: String) -> String {
    (png as NSString).deletingPathExtension + ".json"
  }
}

/// A loaded style sheet shared by render workers. The project's sheets are
/// `ThemeStyleSheet`s, immutable values that are safe to read from many threads.
public struct SheetBox: @unchecked Sendable {
  public let sheet: any StyleSheet

  public init(sheet: any StyleSheet) {
    self.sheet = sheet
  }
}

/// One result slot per item, each written by one worker only.
final class Slots<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [T?]

  init(count: Int) {
    values = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ value: T) {
    lock.lock()
    values[index] = value
    lock.unlock()
  }

  func value(_ index: Int) -> T? {
    lock.lock()
    defer { lock.unlock() }
    return values[index]
  }
}

/// Hands out item indices in order until all are taken or ``stop()`` is called.
final class ItemQueue: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private let count: Int

  init(count: Int) { self.count = count }

  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }

  func stop() {
    lock.lock()
    next = count
    lock.unlock()
  }
}

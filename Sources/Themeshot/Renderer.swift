import Dispatch
import Foundation
import PNG
import Primitives
import Raster
import Text
import Themes
import Widgets

/// What one render produced: the pixels, the display list they were drawn from, the fonts
/// that stood in for the names the screen and theme used, and the warnings met.
public struct RenderOutput: Sendable {
  /// The pixels, drawn when first read: a passing check only hashes them, band by band.
  public var pixels: RenderedPixels
  public var bitmap: Bitmap {
    get { pixels.bitmap }
    set { pixels = RenderedPixels(newValue) }
  }
  public var displayList: DisplayList
  /// Which font file (and hash) stood in for which name, sorted. Found when first read:
  /// hashing the font files cost a passing check a quarter of its time, and only a written
  /// sidecar or an explained mismatch needs them.
  public var fonts: [FontRecord] {
    get { givenFonts ?? findFonts() }
    set { givenFonts = newValue }
  }
  public var diagnostics: [Diagnostic]
  /// Every widget's frame and properties with their origins: what explains the pixels.
  /// Built when first read unless the render was asked for it at once
  /// (``Renderer/render(_:sheet:device:contentSize:record:)``).
  public var record: RenderRecord? {
    get { recordSource.value }
    set { recordSource = LazyRenderRecord(newValue) }
  }
  private var recordSource: LazyRenderRecord
  private var givenFonts: [FontRecord]?
  private let findFonts: @Sendable () -> [FontRecord]

  init(
    pixels: RenderedPixels, displayList: DisplayList,
    fonts: @escaping @Sendable () -> [FontRecord], diagnostics: [Diagnostic],
    record: LazyRenderRecord
  ) {
    self.pixels = pixels
    self.displayList = displayList
    self.findFonts = fonts
    self.diagnostics = diagnostics
    self.recordSource = record
  }
}

/// The façade's core: style a screen with a theme, lay it out for a device, emit its
/// display list and draw it.
///
/// ```swift
/// let renderer = try Renderer()
/// let screen = try ScreenFile.load("screens/settings.yml")
/// let out = try renderer.render(screen, sheet: ThemeStyleSheet(theme), device: .default)
/// try PNGEncoder().write(out.bitmap, to: "out/Dark/settings.png")
/// ```
public final class Renderer: Sendable {
  public let fonts: FontLibrary
  public let measurer: FontLibraryMeasurer
  public let rasterizer: Rasterizer
  public let cascade: Cascade
  /// The project's asset catalogs: image names and named colours.
  public let assets: AssetLibrary
  /// SF Symbols mapped to the project's images (`symbols:`), and those drawn without one.
  public let symbols: SymbolTable

  /// A renderer using the project's font folders first, then the documented substitutes,
  /// and the asset catalogs at `assetCatalogs` for image names. With `imageFolder`, image
  /// files outside that folder are refused (links followed).
  public init(
    fontFolders: [String] = [], threads: Int = Rasterizer.defaultThreads,
    registry: PropertyRegistry = .standard, assetCatalogs: [String] = [],
    imageFolder: String? = nil, symbols: [String: String] = [:]
  ) throws {
    self.symbols = SymbolTable(images: symbols)
    let folders = fontFolders.filter { FileManager.default.fileExists(atPath: $0) }.map {
      FontFolder(path: $0, label: ($0 as NSString).lastPathComponent)
    }
    let assets = AssetLibrary(paths: assetCatalogs)
    let fonts = try FontLibrary(configuration: FontConfiguration(projectFolders: folders))
    self.fonts = fonts
    self.measurer = FontLibraryMeasurer(library: fonts)
    // The rasterizer draws with the same library layout measured with, so project fonts
    // are drawn as they were measured.
    self.rasterizer = Rasterizer(
      threads: threads,
      imageLoader: ImageLoader(within: { path, left in
        let file = assets.realFile(for: path) ?? path
        if let imageFolder, !OutputPaths.isFile(file, inside: imageFolder) {
          throw Diagnostic.error(
            "the image is outside the project folder (pass --allow-outside-project to allow it)")
        }
        do {
          return try ImageDecoder.decode(
            contentsOf: file, maximumPixels: min(left, PNGDecoder.defaultMaximumPixels))
        } catch let error as PNGError {
          throw Diagnostic.error(error.reason(imageBudgetLeft: left))
        }
      }),
      fonts: fonts)
    self.cascade = Cascade(registry: registry)
    self.assets = assets
  }

  /// With a second core (a check of one image), resolves on it every font the loaded
  /// `sheets` declare while the caller's thread loads the screen, so styling and layout
  /// find them resolved. Only fonts that resolve without a warning are kept
  /// (`FontLibraryMeasurer.ready`): one that warns is resolved by the render that uses it,
  /// which reports its warning as before. A renderer per core has no core to spare.
  func readyThemeFonts(_ sheets: [String: SheetBox]) {
    guard rasterizer.threads > 1 else { return }
    let measurer = self.measurer
    let fonts = Self.themeFonts(sheets)
    guard !fonts.isEmpty else { return }
    SpareCore.shared.async { Self.readyThemeFonts(fonts, measurer) }
  }

  /// The fonts every theme sheet among `sheets` declares, in sheet-key order, once each.
  static func themeFonts(_ sheets: [String: SheetBox]) -> [FontSpec] {
    var seen = Set<FontSpec>()
    return sheets.keys.sorted().flatMap { key in
      (sheets[key]?.sheet as? ThemeStyleSheet)?.declaredFonts ?? []
    }.filter { seen.insert($0).inserted }
  }

  /// What `readyThemeFonts` runs on the other thread (tests run it on their own).
  static func readyThemeFonts(_ fonts: [FontSpec], _ measurer: FontLibraryMeasurer) {
    // A kept font is also measured once, which opens its face (shared by every library)
    // as a render's first text in it would.
    for font in fonts where measurer.ready(font) {
      _ = measurer.size(
        of: "Settings", font: font, maxWidth: nil, maxLines: 1, lineBreak: .byTruncatingTail)
    }
  }

  /// Styles `screen` with `sheet` (nil: unstyled), sizes its text-style fonts for
  /// `contentSize` (Dynamic Type), lays it out on `device` and emits its display list. The
  /// screen's widgets keep their styled values and frames (`inspect`).
  public func displayList(
    _ screen: Screen, sheet: (any StyleSheet)?, device: Device,
    contentSize: ContentSizeCategory = .large
  ) -> (DisplayList, [Diagnostic]) {
    let (list, diagnostics, _, _) = styledList(
      screen, sheet: sheet, device: device, contentSize: contentSize)
    return (list, diagnostics)
  }

  /// ``displayList(_:sheet:device:contentSize:)``, with the stores the sizing changed.
  private func styledList(
    _ screen: Screen, sheet: (any StyleSheet)?, device: Device, contentSize: ContentSizeCategory
  ) -> (DisplayList, [Diagnostic], TextStyleSizing.Saved, ImageSources) {
    var diagnostics = screen.diagnostics
    let d = screen.resolvedDevice(device)
    if let sheet { diagnostics += cascade.apply(sheet, to: screen.root, device: d) }
    diagnostics += UnknownFonts.apply(to: screen.root, sheet: sheet, fonts: fonts)
    let sized = TextStyleSizing.apply(contentSize, to: screen.root)
    if let constrain = screen.constrain { diagnostics += constrain(d, measurer) }
    let layout = Layout(text: measurer)
    let safeArea = screen.safeArea(on: d)
    let size =
      screen.fullHeight
      ? layout.layoutFullHeight(screen.root, in: d.size, safeArea: safeArea)
      : d.size
    if !screen.fullHeight { layout.layout(screen.root, in: d.size, safeArea: safeArea) }
    let imageRoot = screen.file.map { ($0 as NSString).deletingLastPathComponent } ?? ""
    var emitter = Emitter(text: measurer, imageRoot: imageRoot, appearance: screen.appearance)
    emitter.imageLookup = imageLookup(d, screen.appearance)
    emitter.symbols = symbols
    // The window shows systemBackground behind the views (black in dark mode).
    let list = emitter.displayList(
      screen.root, size: size, scale: d.scale,
      background: SystemColor.systemBackground.resolved(in: screen.appearance),
      statusBar: screen.statusBar)
    let fontWarnings = screen.root.locatingFontWarnings(measurer.diagnostics)
    return (
      list,
      diagnostics + fontWarnings + symbols.takeWarnings() + emitter.missingImages.takeWarnings(),
      sized, emitter.imageSources
    )
  }

  /// Renders `screen` to pixels, its text-style fonts sized for `contentSize`. The screen's
  /// own values are put back afterwards, so it can be rendered again at another size.
  /// `record: false` builds ``RenderOutput/record`` only when it is read, from the screen's
  /// widgets as this render left them (its text sizes applied again): a render whose
  /// record nobody reads (`themeshot render`, a passing check) spent a tenth of its time
  /// building one per widget. Read it before styling or laying out the same screen again;
  /// `record: true` builds it at once.
  public func render(
    _ screen: Screen, sheet: (any StyleSheet)?, device: Device,
    contentSize: ContentSizeCategory = .large, record: Bool = true
  ) throws -> RenderOutput {
    let (list, diagnostics, sized, imageSources) = styledList(
      screen, sheet: sheet, device: device, contentSize: contentSize)
    defer { sized.restore() }
    var raster = rasterizer
    // With a second core to draw on, it reads the images while this thread prepares the
    // rest; a render per core (threads: 1) has none to spare.
    let prefetch =
      raster.threads > 1
      ? raster.imageLoader?.loadWithin.flatMap { ImagePrefetch.start(for: list, load: $0) }
      : nil
    if let prefetch, let load = raster.imageLoader?.loadWithin {
      raster.imageLoader = prefetch.loader(orElse: load)
    }
    defer { prefetch?.cancel() }
    let drawing: Drawing
    do {
      drawing = try raster.prepare(list)
    } catch RasterError.imageUnreadable(let path, let reason) {
      // Located at the value that named the image, as every other error of a screen is.
      throw DiagnosticError([
        .error(
          "cannot load image '\(path)': \(reason)",
          at: imageSources.location(of: path) ?? screen.file.map { SourceLocation(file: $0) })
      ])
    }
    let scale = screen.resolvedDevice(device).scale
    let root = screen.root
    // Built with the sizing applied: it records the values the pixels were drawn with.
    let record =
      record
      ? LazyRenderRecord(RenderRecord(root: root, scale: scale, sheet: sheet))
      : LazyRenderRecord {
        let again = TextStyleSizing.apply(contentSize, to: root)
        defer { again.restore() }
        return RenderRecord(root: root, scale: scale, sheet: sheet)
      }
    let fontNames = list.fonts
    return RenderOutput(
      pixels: RenderedPixels(drawing), displayList: list,
      fonts: { [fonts] in Self.fontRecords(fontNames, fonts) },
      diagnostics: diagnostics, record: record)
  }

  /// The asset catalogs' warnings (a set whose Contents.json is not JSON, a file name that
  /// leaves its set), said once per run: without them a broken set read only as "image not
  /// found".
  var catalogWarnings: [Diagnostic] { assets.catalogs.flatMap(\.diagnostics) }

  /// Finds image names in the asset catalogs, for `device` in `appearance`.
  func imageLookup(_ device: Device, _ appearance: Appearance) -> (@Sendable (String) -> String?)? {
    guard !assets.catalogs.isEmpty else { return nil }
    let assets = self.assets
    return { name in
      assets.imageFile(
        named: name, scale: device.scale, appearance: appearance, pad: device.isPad)
    }
  }

  /// The files that stood in for every font the list names.
  func fontRecords(_ list: DisplayList) -> [FontRecord] {
    Self.fontRecords(list.fonts, fonts)
  }

  /// The files in `fonts` that stood in for every font `names` (a display list's) holds.
  static func fontRecords(_ names: [String: String], _ fonts: FontLibrary) -> [FontRecord] {
    var records = Set<FontRecord>()
    for name in names.values {
      if let r = try? fonts.resolve(FontSpec(name: name, size: 17)) {
        records.insert(FontRecord(r))
      }
    }
    return records.sorted()
  }
}

extension Renderer {
  /// Keeps fontconfig's reading of the font files between processes, in the user's cache
  /// folder or where `THEMESHOT_FONT_CACHE` says (`off`: none), so a command does not scan
  /// every substitute font at start. The CLI calls this once, before any renderer is made.
  public static func cacheFontScans(environment: [String: String]) {
    FontLibrary.useScanCache(at: FontLibrary.defaultScanCacheFile(environment: environment))
  }

  /// Renders the screen file at `screenPath` with the theme loaded from `themeFiles` (in
  /// order, Motif mapping style; `alternatives` searched first, Giotto style). Errors in
  /// the screen or theme, and errors met while styling, are thrown as located diagnostics.
  ///
  /// ```swift
  /// let out = try Renderer().render(
  ///   screenAt: "screens/settings.yml",
  ///   themeFiles: ["themes/motif/Colors.yaml", "themes/motif/DarkMappings.yaml",
  ///                "themes/motif/Components.yaml"])
  /// ```
  /// With `strict`, every warning (a key the app would skip) is thrown as an error.
  /// `contentSize` is the Dynamic Type setting text-style fonts are sized for.
  /// `appearance` is the theme's: a screen file that names its own (`appearance: dark`)
  /// is drawn in that.
  public func render(
    screenAt screenPath: String, themeFiles: [String], alternatives: [String] = [],
    device: Device = .default, strict: Bool = false, appearance: Appearance = .light,
    contentSize: ContentSizeCategory = .large
  ) throws -> RenderOutput {
    // Colour names in the theme and screen resolve in the render's appearance: the one
    // given (the theme's), or the screen file's own, which wins over it.
    let read = ScreenFile.read(at: screenPath)
    let look = read.appearance.applied(to: appearance)
    let (theme, loaded) = try assets.colorEnvironment(look).withValue {
      (
        try ThemeLoader.load(
          files: themeFiles, alternatives: alternatives,
          options: ThemeLoadOptions(strict: strict, catalog: cascade.registry.catalog)),
        try InterfaceBuilderScreens.load(screenPath, read: read, registry: cascade.registry)
      )
    }
    var screen = loaded
    screen.appearance = look
    // The screen is this function's own, so its record can wait until it is read.
    var out = try render(
      screen, sheet: ThemeStyleSheet(theme), device: device, contentSize: contentSize,
      record: false)
    if strict { out.diagnostics = out.diagnostics.map(\.promotedToError) }
    let errors = out.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty { throw DiagnosticError(errors) }
    out.diagnostics = theme.diagnostics + out.diagnostics
    return out
  }
}

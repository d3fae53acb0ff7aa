import Dispatch
import Primitives
import Raster
import Text
import Widgets

extension Renderer {
  /// Readies, on another thread, what a process's first render pays for once: the system
  /// font's common weights resolved, shaped and laid out, then a small list drawn and
  /// hashed as a passing check hashes its bands (the raster's and the hash's run-time type
  /// look-ups, the text gamma tables, glyph strikes). A caller that renders one image and
  /// has a core to spare calls this first (a check or render of one image); a renderer per
  /// core, a run of many images or a test's assertions have nothing to gain. The results
  /// are the ones a render would find itself (the caches only hold what a look-up
  /// returns, and no warning comes from these fonts), so nothing depends on whether this
  /// ran first.
  func warmUp() -> SpareCore.Awake? {
    guard rasterizer.threads > 1 else { return nil }
    let awake = SpareCore.shared.awake()
    let measurer = self.measurer
    let rasterizer = self.rasterizer
    // Three jobs, so the render's urgent hand-offs (its images, its text placed ahead, its
    // second band worker) run between them instead of after all of it.
    SpareCore.shared.async { Self.readyFonts(measurer) }
    // The raster places text on two cores (PrepareAhead): the first clash on a face
    // opened a spare FreeType face then, on the rendering thread.
    SpareCore.shared.async { measurer.library.readySpareFaces() }
    SpareCore.shared.async { Self.readyRaster(rasterizer, list: Self.warmUpText) }
    return awake
  }

  /// Readies, on the spare core, the first-use work that needs no fonts: the limits read
  /// from the environment, the runtime's look-ups of the caches' key types, the text gamma
  /// tables, and the raster and the hash on a list of shapes (`warmUpShapes`). The CLI's
  /// `check` and `render` call this first thing, so it runs while the command line and the
  /// project are read, before a renderer exists to warm up; with one core it does nothing.
  public static func warmUpProcess() {
    guard Rasterizer.defaultThreads > 1 else { return }
    SpareCore.shared.async {
      // Each limit reads the environment once a process, on first use: a screen's first
      // text value and image met them on the rendering thread.
      _ = (Limits.textBytes, Limits.imagePixelsPerRender, Limits.canvasPixels)
      Rasterizer.readyKeyTypes()
      // The text gamma tables, made on a render's first text run: 0.8 ms of its CPU in a
      // profile where the text warm-up had not run yet.
      _ = TextGamma.table(for: Color(red: 0, green: 0, blue: 0))
      readyRaster(Rasterizer(threads: 1), list: warmUpShapes)
    }
  }

  /// What `warmUp` runs first on the other thread (tests run it on their own).
  static func readyFonts(_ measurer: FontLibraryMeasurer) {
    for weight in [nil, 600, 700, 500] {
      let font = FontSpec.system(size: 17, weight: weight)
      _ = measurer.size(
        of: "Settings", font: font, maxWidth: nil, maxLines: 1, lineBreak: .byTruncatingTail)
      _ = measurer.layout(
        "Ready when you are", font: font, maxWidth: 60, maxLines: 0, lineBreak: .byWordWrapping,
        alignment: .natural)
    }
    // The system chrome's own fonts (section headers, bar titles, tab bar items, the
    // status bar): each is resolved once a process.
    for font in [
      FontSpec.system(size: 13), .system(size: 34, weight: 700), .system(size: 10, weight: 500),
      .system(size: 15), FontSpec(name: "SFProText-Semibold", size: 17),
    ] {
      _ = measurer.resolve(font)
    }
  }

  /// `list` (``warmUpList`` unless told) prepared, drawn and hashed on this thread with
  /// `rasterizer`'s fonts and no image loader, as a passing check hashes its bands. Returns
  /// the hash (for tests).
  @discardableResult
  static func readyRaster(_ rasterizer: Rasterizer, list: DisplayList = warmUpList)
    -> PixelHash?
  {
    var raster = rasterizer
    raster.threads = 1
    raster.imageLoader = nil
    guard let drawing = try? raster.prepare(list) else { return nil }
    return RenderedPixels(drawing).hash(.current)
  }

  /// A 4×4 icon, a third of it transparent.
  static let warmUpIcon = Bitmap(
    width: 4, height: 4,
    pixels: [UInt8]((0..<16).flatMap { i in [UInt8](repeating: i % 3 == 0 ? 0 : 255, count: 4) }))

  /// One of each kind of op a themed screen draws, at 3×: fills, a clipped rounded card
  /// with a border, a small shadow, an opacity group, a tinted in-memory icon and a line of
  /// the system font.
  static let warmUpList: DisplayList = {
    let card = Rect(x: 4, y: 4, width: 40, height: 24)
    let radii = CornerRadii(all: 10)
    let white = Color(red: 255, green: 255, blue: 255)
    let icon = warmUpIcon
    return DisplayList(
      size: Size(width: 48, height: 32), scale: 3,
      background: Color(red: 242, green: 242, blue: 247),
      fonts: ["system": "system"],
      ops: [
        .fillRect(Rect(x: 0, y: 0, width: 48, height: 2), .color(white)),
        // Small, below the card: the blur's code and tables are what is warmed, not a
        // large mask.
        .shadow(
          Rect(x: 36, y: 28, width: 8, height: 3), CornerRadii(all: 1.5),
          color: Color(red: 0, green: 0, blue: 0, alpha: 51), blur: 2, offset: Point(x: 0, y: 1)),
        .fillRoundedRect(card, radii, .color(white)),
        .pushClipRoundedRect(card, radii),
        .pushClipRect(Rect(x: 4, y: 4, width: 40, height: 12)),
        .fillRect(Rect(x: 4, y: 15.5, width: 40, height: 1 / 3), .color(white)),
        .popClip,
        .beginGroup(opacity: 0.5),
        .fillRoundedRect(
          Rect(x: 8, y: 8, width: 12, height: 12), CornerRadii(all: 3),
          .color(Color(red: 255, green: 149, blue: 0))),
        .endGroup,
        .image(
          ImageOp(
            rect: Rect(x: 10, y: 10, width: 8, height: 8), source: .bitmap(icon),
            contentMode: .scaleAspectFit, tint: white)),
        .text(
          TextOp(
            origin: Point(x: 22, y: 19), size: 17, font: "system",
            color: Color(red: 0, green: 0, blue: 0), text: "Wi-Fi")),
        .popClip,
        .strokeRoundedRect(
          card, radii, width: 1, color: Color(red: 204, green: 204, blue: 204)),
      ])
  }()
}

extension Renderer {
  /// ``warmUpList`` without its text: what ``warmUpProcess()`` draws before any font is
  /// known.
  static let warmUpShapes = warmUpList.keeping { !$0.isText }

  /// ``warmUpList``'s line of text alone: what ``warmUp()`` draws with the renderer's fonts.
  static let warmUpText = warmUpList.keeping(\.isText)
}

extension DisplayList {
  /// The same list with only the ops `keep` accepts.
  fileprivate func keeping(_ keep: (DisplayOp) -> Bool) -> DisplayList {
    var list = self
    list.ops = ops.filter(keep)
    return list
  }
}

extension DisplayOp {
  fileprivate var isText: Bool {
    if case .text = self { true } else { false }
  }
}

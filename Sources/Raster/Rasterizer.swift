import Foundation
import Primitives
import Text

/// Loads the pixels of an image file named by an ``ImageSource/file(_:)`` op. Raster does
/// not decode PNG itself (the PNG stage does); whoever draws file images passes one of these.
public struct ImageLoader: Sendable {
  /// Returns the premultiplied pixels of the file at `path`, or throws.
  public var load: @Sendable (_ path: String) throws -> Bitmap
  /// Loads refusing images of more than `maximumPixels` before decoding them, so one
  /// render's images stay within ``Limits/imagePixelsPerRender`` (nil: `load`, checked after).
  public var loadWithin: (@Sendable (_ path: String, _ maximumPixels: Int) throws -> Bitmap)?

  public init(_ load: @escaping @Sendable (_ path: String) throws -> Bitmap) {
    self.load = load
  }

  /// A loader that is told how many pixels are left in the render's budget.
  public init(
    within load: @escaping @Sendable (_ path: String, _ maximumPixels: Int) throws -> Bitmap
  ) {
    self.load = { try load($0, Limits.imagePixelsPerRender) }
    self.loadWithin = load
  }
}

/// Why a display list could not be drawn.
public enum RasterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An image op names a file but no ``ImageLoader`` was given.
  case noImageLoader(path: String)
  /// The image loader failed for this file.
  case imageUnreadable(path: String, reason: String)
  /// A text op names a font key the display list does not define.
  case unknownFont(key: String)
  /// The Text stage could not resolve or shape the text.
  case text(String)

  public var description: String {
    switch self {
    case .noImageLoader(let path): "cannot load image '\(path)': no image loader given"
    case .imageUnreadable(let path, let reason): "cannot load image '\(path)': \(reason)"
    case .unknownFont(let key): "unknown font key '\(key)' (not in the display list's fonts)"
    case .text(let message): message
    }
  }
}

/// Draws a ``DisplayList`` into a ``Bitmap``: analytic coverage, premultiplied source-over,
/// in parallel bands of rows whose bytes do not depend on the thread count.
///
/// ```swift
/// let bitmap = try Rasterizer(threads: 2).render(list)
/// ```
public struct Rasterizer: Sendable {
  /// Worker threads (1 draws on the calling thread).
  public var threads: Int
  /// Decodes ``ImageSource/file(_:)`` images; nil refuses them.
  public var imageLoader: ImageLoader?
  /// Resolves, shapes and rasterizes text; nil makes a default library when text is drawn.
  /// Pass one library to many renders so its glyph cache is shared.
  public var fonts: FontLibrary?
  /// A font request nothing knows is an error naming the closest configured fonts (scene
  /// files, whose fonts are named on purpose); off, it falls back to the system font, as
  /// a theme's unknown font does (`theme lint` reports those).
  public var strictFonts = false
  /// Off only in tests, which check that the fast paths draw the same bytes.
  var fastPaths = true
  /// Off only in tests: draws that reach no visible pixel are still prepared.
  var culling = true

  public init(
    threads: Int = Rasterizer.defaultThreads, imageLoader: ImageLoader? = nil,
    fonts: FontLibrary? = nil
  ) {
    self.threads = max(1, threads)
    self.imageLoader = imageLoader
    self.fonts = fonts
  }

  /// Rows per band.
  static let bandRows = 64

  /// The machine's core count, at most 8.
  public static var defaultThreads: Int {
    min(8, max(1, ProcessInfo.processInfo.activeProcessorCount))
  }

  /// Draws `list`: clears to its background, then runs every op in order.
  public func render(_ list: DisplayList) throws -> Bitmap {
    try prepare(list).render()
  }

  /// Resolves `list` into device-pixel commands (images loaded, text shaped, shadows
  /// blurred): everything that can fail. The ``Drawing`` then draws without failing,
  /// whole or band by band.
  public func prepare(_ list: DisplayList) throws -> Drawing {
    let size = list.pixelSize
    // Checked before anything is allocated (a scene or device can ask for gigapixels).
    guard size.width * size.height <= Limits.canvasPixels else {
      throw Diagnostic.error(
        "the canvas is \(size.width)×\(size.height) pixels, over the limit of "
          + "\(Limits.canvasPixels) (THEMESHOT_MAX_CANVAS_PIXELS raises it)")
    }
    var prep = Preparer(list: list, imageLoader: imageLoader, fonts: fonts)
    prep.occlusion = fastPaths
    prep.culling = culling
    prep.strictFonts = strictFonts
    // With a second core, shadows are blurred and text placed there meanwhile.
    let ahead =
      threads > 1 && culling
      ? fonts.map { PrepareAhead(list, fonts: $0, scale: prep.scale, canvas: prep.canvas) } : nil
    try prep.run(ahead: ahead)
    return Drawing(
      width: max(0, size.width), height: max(0, size.height), background: list.background,
      commands: prep.commands, threads: threads, fastPaths: fastPaths,
      hasBackdropBlur: prep.hasBackdropBlur)
  }

  /// Draws `commands` in bands of rows, clearing each band to `clear` first (nil: over
  /// what is there).
  static func draw(
    _ commands: [PreparedCommand], on canvas: Surface, clear: UInt32?, threads: Int,
    fastPaths: Bool
  ) {
    let height = canvas.box.y1
    let bandRows = Rasterizer.bandRows
    let bands = (height + bandRows - 1) / bandRows
    let shared = SharedCanvas(canvas: canvas)
    let index = fastPaths ? BandIndex.make(commands, bands: bands, rows: bandRows) : nil
    eachBand(bands, threads: threads) {
      let renderer = BandRenderer(canvas: shared.canvas, background: clear, fastPaths: fastPaths)
      return { b in
        renderer.run(
          commands, rows: (b * bandRows)..<min(height, (b + 1) * bandRows), index: index, band: b)
      }
    }
  }
}

/// The canvas handed to worker threads: each band writes only its own rows.
private struct SharedCanvas: @unchecked Sendable {
  let canvas: Surface
}

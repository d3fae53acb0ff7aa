import Primitives
import Raster
import Synchronization

/// A render's pixels, drawn when first needed and then kept.
///
/// A passing check needs only their hash, which ``hash(_:)`` takes band by band while the
/// raster draws (``PixelHash/init(drawing:scheme:)``): the 12 MB bitmap of a 3× phone
/// screen is never made, so the kernel does not zero it a page at a time (half the raster's
/// time in round 5a) and the hash reads each band from the core's cache. Whatever needs the pixels
/// themselves (an encode, a diff, a contrast audit) reads ``bitmap``, which draws them
/// once; both draw the same bytes.
public final class RenderedPixels: Sendable {
  public let size: PixelSize
  private let drawing: Drawing?
  private let made: Mutex<Bitmap?>

  /// Pixels already drawn.
  public init(_ bitmap: Bitmap) {
    size = bitmap.size
    drawing = nil
    made = Mutex(bitmap)
  }

  /// Pixels `drawing` draws when first asked for.
  public init(_ drawing: Drawing) {
    size = drawing.size
    self.drawing = drawing
    made = Mutex(nil)
  }

  /// The whole bitmap, drawn on first use.
  public var bitmap: Bitmap {
    made.withLock { bitmap in
      if let bitmap { return bitmap }
      // `drawing` is nil only when the bitmap was given.
      let drawn = drawing!.render()
      bitmap = drawn
      return drawn
    }
  }

  /// Whether the whole bitmap has been drawn (or was given).
  var hasBitmap: Bool { made.withLock { $0 != nil } }

  /// The pixels' hash in `scheme`: taken while drawing in bands when nothing has drawn the
  /// whole bitmap yet.
  public func hash(_ scheme: PixelHash.Scheme) -> PixelHash {
    if scheme.isBanded, let drawing, made.withLock({ $0 == nil }) {
      return PixelHash(drawing: drawing, scheme: scheme)
    }
    return PixelHash(bitmap, scheme: scheme)
  }
}

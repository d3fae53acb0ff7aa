import Primitives
import Text

extension Rasterizer {
  /// The key types of the raster's caches (shadow masks, the preparer's fonts) and the text
  /// caches': their conformances looked up ahead (``lookUpHashableConformances(_:)``).
  /// Returns how many were found.
  @discardableResult
  public static func readyKeyTypes() -> Int {
    lookUpHashableConformances([ShadowKey.self, FontKey.self]) + FontLibrary.readyKeyTypes()
  }
}

import Primitives

extension FontLibrary {
  /// The key types of the text caches a render fills (font requests, faces, shaped lines,
  /// glyph strikes, configurations, the measurer's fonts): their conformances looked up
  /// ahead (``lookUpHashableConformances(_:)``). Returns how many were found.
  @discardableResult
  public static func readyKeyTypes() -> Int {
    lookUpHashableConformances([
      Request.self, FontFace.self, ShapeCache.Key.self, GlyphCache.StrikeKey.self,
      FontConfiguration.self, FontSpec.self,
    ])
  }
}

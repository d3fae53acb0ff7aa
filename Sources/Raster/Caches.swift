import Synchronization
import Text

/// A font request at one size.
struct FontKey: Hashable {
  var request: String
  var size: Double
}

/// What makes two shadow masks equal: the shape at its sub-pixel offset, and the blur.
struct ShadowKey: Hashable {
  var shape: PixelShape
  var sigma: Double
}

/// Shaped lines shared by every render in the process: a screen draws the same strings
/// render after render, and shaping is a pure function of (library, font, text).
enum ShapeCache {
  struct Key: Hashable {
    var library: ObjectIdentifier
    var font: ResolvedFont
    var text: String
  }

  static let lines = Mutex<[Key: ShapedLine]>([:])
  static let limit = 4096

  static func line(_ text: String, font: ResolvedFont, library: FontLibrary) -> ShapedLine {
    let key = Key(library: ObjectIdentifier(library), font: font, text: text)
    if let hit = lines.withLock({ $0[key] }) { return hit }
    let line = library.shape(text, font: font)
    lines.withLock {
      if $0.count >= limit { $0.removeAll() }
      $0[key] = line
    }
    return line
  }
}

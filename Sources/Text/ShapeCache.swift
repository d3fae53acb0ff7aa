import Synchronization

/// Shaped lines by text and font. Screens and test loops shape the same strings over and
/// over (every render of a screen repeats its labels); a hit costs one string hash instead
/// of itemization and HarfBuzz. Bounded: when full it starts over, which changes speed,
/// never results.
final class ShapeCache: Sendable {
  struct Key: Hashable {
    var text: String
    var slot: Int32
    var size: UInt64
    var weight: Int
    var flags: UInt8
  }

  private static let capacity = 4096
  private let table = Mutex<[Key: (font: ResolvedFont, line: ShapedLine)]>([:])

  static func key(_ text: String, _ font: ResolvedFont) -> Key? {
    // Long texts are not kept: 4096 entries of a 100 KB label each would hold gigabytes.
    guard font.face.slot >= 0, text.utf8.count <= 4096 else { return nil }
    return Key(
      text: text, slot: font.face.slot, size: font.size.bitPattern, weight: font.weight,
      flags: (font.syntheticBold ? 2 : 0) | (font.syntheticItalic ? 1 : 0))
  }

  func line(_ key: Key?, font: ResolvedFont, make: () -> ShapedLine) -> ShapedLine {
    guard let key else { return make() }
    // The stored font must equal the asked one (same library, same request name).
    if let hit = table.withLock({ $0[key] }), hit.font == font { return hit.line }
    let line = make()
    table.withLock { table in
      if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
      table[key] = (font, line)
    }
    return line
  }
}

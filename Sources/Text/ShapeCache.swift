import Synchronization

/// Shaped lines by text and font. Screens and test loops shape the same strings over and
/// over (every render of a screen repeats its labels); a hit costs one string hash instead
/// of itemization and HarfBuzz. Bounded by glyphs held, not lines: when full it starts
/// over, which changes speed, never results. A count of 4,096 lines started over in the
/// middle of every 10,000-label screen, so drawing shaped again each label layout had
/// shaped: a twelfth of the render.
final class ShapeCache: Sendable {
  struct Key: Hashable {
    var text: String
    var slot: Int32
    var size: UInt64
    var weight: Int
    var flags: UInt8
  }

  /// Glyphs (about 40 bytes each) plus `entryCost` per line: ≈ 10 MB at most.
  static let capacity = 1 << 18
  static let entryCost = 8
  private let table = Mutex<Table>(Table())

  private struct Table {
    var lines: [Key: (font: ResolvedFont, line: ShapedLine)] = [:]
    var cost = 0
  }

  /// Lines held and their cost (tests).
  var usage: (lines: Int, cost: Int) { table.withLock { ($0.lines.count, $0.cost) } }

  static func cost(_ line: ShapedLine) -> Int {
    line.runs.reduce(entryCost) { $0 + $1.glyphs.count }
  }

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
    if let hit = table.withLock({ $0.lines[key] }), hit.font == font { return hit.line }
    let line = make()
    let cost = Self.cost(line)
    table.withLock { table in
      if table.cost + cost > Self.capacity {
        table.lines.removeAll(keepingCapacity: true)
        table.cost = 0
      }
      if let old = table.lines.updateValue((font, line), forKey: key) {
        table.cost -= Self.cost(old.line)
      }
      table.cost += cost
    }
    return line
  }
}

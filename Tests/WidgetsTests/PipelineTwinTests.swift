import Primitives
import Raster
import Testing
import Themes

@testable import Widgets

/// Round 9's shortcuts in styling, layout and emit, each against the plain code it stands
/// for: the registry's set of compound keys, kept glyph bitmaps and the weight words.
@Suite struct PipelineTwinTests {
  @Test func compoundKeysAreEveryCompoundsKeys() {
    var registry = PropertyRegistry.standard
    #expect(registry.compoundKeys == Set(registry.compounds.flatMap(\.keys)))
    registry.register(
      CompoundApplier(keys: ["pipelineTwinA", "pipelineTwinB"], types: [.number, .number]) {
        _, _, _ in
      })
    #expect(registry.compoundKeys == Set(registry.compounds.flatMap(\.keys)))
    #expect(registry.compoundKeys.contains("pipelineTwinB"))
    for key in ["pipelineTwinA", "backgroundColor", "font", "layer.cornerRadius"] {
      #expect(
        registry.compoundKeys.contains(key)
          == registry.compounds.contains(where: { $0.keys.contains(key) }))
    }
  }

  /// Every glyph at several scales, asked in an order that mixes them and more often than
  /// the list holds, is the bitmap drawn afresh.
  @Test func keptGlyphBitmapsAreTheDrawnOnes() {
    let names = ["chevron.right", "chevron.left", "checkmark", "info.circle", "plus", "minus"]
    var glyphs = names.compactMap(VectorGlyph.symbol)
    glyphs += [20, 37, 20.5, 19.999].map { VectorGlyph.spokes(diameter: $0) }
    #expect(glyphs.count == 10)
    let scales = [1, 2, 3, 2.5, 1.0000001]
    for round in 0..<4 {
      for (i, glyph) in glyphs.enumerated() {
        for scale in round % 2 == 0 ? scales : scales.reversed() {
          let kept = glyph.bitmap(scale: scale)
          let plain = glyph.plainBitmap(scale: scale)
          #expect(kept.width == plain.width && kept.height == plain.height, "\(i) \(scale)")
          #expect(kept.pixels == plain.pixels, "\(i) \(scale)")
        }
      }
    }
  }

  /// A widget's reads in every state, the normal state's single copy against both lookups
  /// in every store, on widgets with random values in random stores and states.
  @Test func valueReadsAreThePlainReads() {
    var seed: UInt64 = 0x5EED_0009
    func next(_ n: Int) -> Int {
      seed &+= 0x9E37_79B9_7F4A_7C15
      var z = seed
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(n))
    }
    let keys = ["text", "font", "alpha", "title", "frame", "width", "layer.cornerRadius", "tint"]
    let states = ControlState.allCases
    for _ in 0..<400 {
      let w = Widget(.button)
      for _ in 0..<next(12) {
        let key = keys[next(keys.count)]
        let value = ThemeValue.number(Double(next(100)))
        let state: ControlState? = next(3) == 0 ? nil : states[next(states.count)]
        switch next(3) {
        case 0: w.pinned.set(key, value, state: state)
        case 1: w.styled.set(key, value, state: state)
        default: w.literal.set(key, value, state: state)
        }
      }
      for key in keys + ["missing", "textx"] {
        for state in states {
          #expect(w.value(key, in: state) == w.plainValue(key, in: state), "\(key) \(state)")
        }
      }
    }
  }

  /// Layout's table of sizes beyond a widget's two, kept as a short list until it is
  /// long, answers as the table alone does: random sizes kept, replaced and read for up to
  /// three times the list's length of widgets, at several widths each (nil among them).
  @Test func sizesListedWhileFewAreTheTablesSizes() {
    var seed: UInt64 = 0x51_2E5
    func next(_ n: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(n))
    }
    let widgets = (0..<(3 * Layout.SizeCache.fewest)).map { _ in Widget(.label) }
    let widths: [Double?] = [nil, 0, 10, 10.5, 320, -0.0]
    for round in 0..<40 {
      let listed = Layout.SizeCache()
      let table = Layout.SizeCache()
      table.listsFew = false
      let reach = 1 + next(widgets.count)
      for _ in 0..<(20 + round * 10) {
        let key = Layout.SizeCache.Key(
          widget: ObjectIdentifier(widgets[next(reach)]), width: widths[next(widths.count)])
        if next(3) == 0 {
          let size = Size(width: Double(next(500)), height: Double(next(50)))
          listed[key] = size
          table[key] = size
        }
        #expect(listed[key] == table[key])
      }
      for w in widgets.prefix(reach) {
        for width in widths {
          let key = Layout.SizeCache.Key(widget: ObjectIdentifier(w), width: width)
          #expect(listed[key] == table[key])
        }
      }
      listed.removeAll()
      #expect(listed[Layout.SizeCache.Key(widget: ObjectIdentifier(widgets[0]), width: nil)] == nil)
    }
  }

  /// The weight words as the dictionary literal `FontTable.request` used to build.
  @Test func weightWordsAreTheTablesWords() {
    let words = [
      100: "Thin", 200: "ExtraLight", 300: "Light", 400: "", 500: "Medium", 600: "Semibold",
      700: "Bold", 800: "ExtraBold", 900: "Black",
    ]
    for weight in -300...1_300 {
      let rounded = min(900, max(100, (weight + 50) / 100 * 100))
      let plain = "system" + (words[rounded] ?? "")
      let request = FontTable.request(FontSpec(name: "system", size: 17, weight: weight))
      #expect(request.name == plain, "\(weight)")
      #expect(request.weight == nil)
    }
  }

  /// The font table's memory of the last font gives the table's keys: runs of one font and
  /// fonts that differ in one field only, in a random order.
  @Test func lastFontKeyIsTheTablesKey() {
    var seed: UInt64 = 0x5EED_0010
    func next(_ n: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(n))
    }
    let fonts = [
      FontSpec(name: "system", size: 17), FontSpec(name: "system", size: 17, weight: 600),
      FontSpec(name: "system", size: 17, italic: true), FontSpec(name: "system", size: 13),
      FontSpec(name: "Helvetica", size: 12), FontSpec(name: "Helvetica", size: 12, weight: 700),
      FontSpec(name: "systemSemibold", size: 17),
      FontSpec(name: "system", size: 17, textStyle: "body"),
    ]
    var kept = FontTable()
    var plain = FontTable()
    plain.remembersLast = false
    for _ in 0..<3_000 {
      let font = fonts[next(fonts.count)]
      for _ in 0...next(4) {
        #expect(kept.key(for: font) == plain.key(for: font))
      }
    }
    #expect(kept.names == plain.names)
    #expect(kept.keys == plain.keys)
  }
}

import Foundation
import Primitives
import Raster
import Testing
import Text
import Themes

@testable import Widgets

/// Room taken at once, or shared, instead of per widget (issue 15: a label's memory, first
/// touched, was a third of a long screen's render): the op list reserved for the tree, a
/// literal store sized by its `props`, a built-in type's selector names and a font's
/// measured face shared. Each against the plain code it stands for.
@Suite struct ReservedRoomTests {
  static let fonts = Result { try FontLibrary() }

  /// Every golden screen and a long generated one give the same ops with the list reserved
  /// as grown from empty.
  @Test func reservedOpListIsTheGrownOne() throws {
    let measurer = FontLibraryMeasurer(library: try Self.fonts.get())
    var screens: [(Widget, Size)] = []
    for name in GoldenScreensTests.cases {
      let path = GoldenScreensTests.folder + "/" + name + ".yml"
      let screen = try ScreenFile.load(path)
      let size = Size(width: 200, height: 100)
      let device = Device(name: "t", size: size, scale: 2)
      Layout(text: measurer).layout(screen.root, in: size, safeArea: screen.safeArea(on: device))
      screens.append((screen.root, size))
    }
    let stack = Widget.stack(.vertical, spacing: 0) {}
    for i in 0..<700 {
      let label = Widget.label("Row \(i)")
      if i % 3 == 0 { label.prop("backgroundColor", .color(.black)) }
      if i % 7 == 0 { label.prop("layer.borderWidth", .number(1)) }
      if i % 11 == 0 { label.prop("clipsToBounds", .bool(true)) }
      stack.addChild(label)
    }
    let root = Widget.view { stack }
    Layout(text: measurer).layout(root, in: Size(width: 100, height: 100))
    screens.append((root, Size(width: 100, height: 100)))
    for (root, size) in screens {
      var emitter = Emitter(text: measurer)
      let reserved = emitter.displayList(root, size: size, scale: 2)
      emitter.reservesOps = false
      let grown = emitter.displayList(root, size: size, scale: 2)
      #expect(reserved == grown)
    }
    #expect(Emitter.likelyOpCount(root) >= 2 * 701)
  }

  /// A screen's `props` give each widget's literal store room for exactly its values, and
  /// the values are those set one by one into an empty store.
  @Test func literalStoresHoldTheirPropsExactly() throws {
    let yaml = """
      root:
        type: UIView
        children:
          - {type: UILabel, props: {text: 'One'}}
          - {type: UILabel, props: {text: 'Two', numberOfLines: 0, textAlignment: center}}
          - {type: UIButton, props: {title: 'Go', 'title:highlighted': 'Gone', alpha: 0.5}}
          - {type: UIView}
      """
    let screen = try ScreenFile.parse(yaml, file: "room.yml", name: "room")
    #expect(screen.diagnostics.isEmpty)
    let counts = [1, 3, 3, 0]
    for (w, count) in zip(screen.root.children, counts) {
      #expect(w.literal.slots.count == count)
      #expect(w.literal.slots.capacity >= count)
      #expect(count == 0 || w.literal.slots.capacity < count + 4)
      var plain = PropertyStore()
      w.literal.forEachValue { key, state, value, at in
        plain.set(key, value, state: state == .normal ? nil : state, at: at)
      }
      #expect(plain == w.literal)
    }
    // A store with room reserved still grows, and an empty one reserves as before.
    var store = PropertyStore()
    store.reserve(1)
    for (i, key) in ["a", "bb", "ccc", "dddd", "eeeee"].enumerated() {
      store.set(key, .number(Double(i)))
    }
    #expect(store.keys == ["a", "bb", "ccc", "dddd", "eeeee"])
    #expect(store.value("ccc") == .number(2))
  }

  /// A built-in type's selector names are its kind's name and ancestry, shared; a custom
  /// type's are made as before.
  @Test func sharedTypeNamesAreTheMadeOnes() {
    for kind in WidgetKind.allCases {
      #expect(WidgetKind.builtInTypeNames[kind] == [kind.rawValue] + kind.ancestry)
      let w = Widget(kind)
      #expect(w.selectorSubject.typeNames == [kind.rawValue] + kind.ancestry)
      let custom = Widget(WidgetType(name: "Fancy" + kind.rawValue, kind: kind))
      let expected = ["Fancy" + kind.rawValue, kind.rawValue] + kind.ancestry
      if kind != .viewController {
        #expect(custom.selectorSubject.typeNames == expected)
      }
    }
  }

  /// Labels measured in one font share its box, and the box is the measurer's resolve.
  @Test func labelsInOneFontShareItsFace() throws {
    let measurer = FontLibraryMeasurer(library: try Self.fonts.get())
    let font = FontSpec.system(size: 15)
    let a = measurer.measureLabel(
      "First", font: font, maxWidth: nil, maxLines: 1, lineBreak: .byTruncatingTail)
    let b = measurer.measureLabel(
      "Second", font: font, maxWidth: nil, maxLines: 1, lineBreak: .byTruncatingTail)
    let first = try #require(a.measured)
    let second = try #require(b.measured)
    #expect(first.face === second.face)
    #expect(first.font == font)
    #expect(first.resolved == measurer.resolve(font))
  }
}

import Primitives
import Testing

@testable import Widgets

/// A style sheet written out in the test: rules as (predicate, declarations) in priority
/// order, and named styles.
struct FakeSheet: StyleSheet {
  var rules: [(matches: (Widget) -> Bool, declarations: [Declaration])] = []
  var styles: [String: [Declaration]] = [:]

  func matchingRules(for widget: Widget) -> [[Declaration]] {
    rules.filter { $0.matches(widget) }.map(\.declarations)
  }
  func style(named name: String) -> [Declaration]? { styles[name] }
  var styleNames: [String] { styles.keys.sorted() }
}

@Suite struct CascadeTests {
  let red = Color(red: 255, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 255)

  @Test func laterRulesWinThenNamedStylesInOrderThenLiterals() {
    let label = Widget.label("x")
    label.appliedStyles = ["A", "B"]
    var sheet = FakeSheet()
    sheet.rules = [
      (
        { $0.kind == .label },
        [Declaration("textColor", .color(.black)), Declaration("alpha", .number(0.5))]
      ),
      ({ $0.kind == .label }, [Declaration("textColor", .color(.white))]),
    ]
    sheet.styles = [
      "A": [Declaration("textColor", .color(red)), Declaration("numberOfLines", .number(2))],
      "B": [Declaration("textColor", .color(blue))],
    ]
    let diagnostics = Cascade().apply(sheet, to: label)
    #expect(diagnostics.isEmpty)
    #expect(label.value("textColor") == .color(blue))
    #expect(label.value("numberOfLines") == .number(2))
    #expect(label.value("alpha") == .number(0.5))
    // Initial values (`props`) sit under the theme; pinned ones above it.
    label.literal.set("textColor", .color(.black))
    #expect(label.value("textColor") == .color(blue))
    label.pinned.set("textColor", .color(.black))
    #expect(label.value("textColor") == .color(.black))
  }

  /// `reset: true` clears what the old theme set before styling anew.
  @Test func reapplyingWithResetReplacesEverythingTheOldOneSet() {
    let root = Widget.view { Widget.label("x").apply("Title") }
    let old = FakeSheet(
      rules: [({ _ in true }, [Declaration("backgroundColor", .color(red))])],
      styles: [
        "Title": [Declaration("textColor", .color(red)), Declaration("alpha", .number(0.3))]
      ])
    let new = FakeSheet(styles: ["Title": [Declaration("textColor", .color(blue))]])
    Cascade().apply(old, to: root)
    #expect(root.children[0].value("alpha") == .number(0.3))
    Cascade().apply(new, to: root, reset: true)
    #expect(root.value("backgroundColor") == nil)
    #expect(root.children[0].value("alpha") == nil)
    #expect(root.children[0].value("textColor") == .color(blue))
    #expect(root.children[0].value("text") == .string("x"))
  }

  @Test func unknownNamedStyleIsALocatedErrorWithASuggestion() {
    let w = Widget.view().apply("Primery")
    w.location = SourceLocation(file: "s.yml", line: 4, column: 7)
    let d = Cascade().apply(FakeSheet(styles: ["Primary": []]), to: w)
    #expect(d.count == 1)
    #expect(d[0].message == "unknown style 'Primery' (did you mean 'Primary'?)")
    #expect(d[0].location?.line == 4)
  }

  @Test func aSharedStylesProblemIsReportedOnce() {
    let root = Widget.view {
      Widget.view().apply("S")
      Widget.view().apply("S")
    }
    let at = SourceLocation(file: "t.yaml", line: 2, column: 3)
    let sheet = FakeSheet(styles: ["S": [Declaration("alpha", .color(red), at: at)]])
    #expect(Cascade().apply(sheet, to: root).count == 1)
  }

  @Test func parentStylesReachNamedChildrenAndChildRulesComeAfter() {
    let title = Widget.label("t").id("title")
    let card = Widget.view { title }.apply("Card")
    let sheet = FakeSheet(
      rules: [({ $0.id == "title" }, [Declaration("numberOfLines", .number(3))])],
      styles: [
        "Card": [
          Declaration(
            "title",
            .style(
              name: nil,
              [Declaration("numberOfLines", .number(1)), Declaration("textColor", .color(red))]))
        ]
      ])
    Cascade().apply(sheet, to: card)
    #expect(title.value("textColor") == .color(red))
    #expect(title.value("numberOfLines") == .number(3))
  }

  @Test func styledAncestorsPassFontAndColorToLabels() {
    let label = Widget.label("x")
    let root = Widget.viewController("VC") { Widget.view { label } }.apply("Screen")
    let font = FontSpec(name: "Georgia", size: 19)
    let sheet = FakeSheet(styles: [
      "Screen": [
        Declaration("textColor", .color(red)), Declaration("font", .font(font)),
        Declaration("tintColor", .color(blue)),
      ]
    ])
    Cascade().apply(sheet, to: root)
    #expect(label.textColor == red)
    #expect(label.font == font)
    #expect(label.tintColor == blue)
  }

  @Test func deviceStylesFollowTheNamedStyle() {
    let sheet = FakeSheet(styles: [
      "Title": [Declaration("numberOfLines", .number(1)), Declaration("alpha", .number(0.5))],
      "Title_IPAD": [Declaration("numberOfLines", .number(3))],
      "Title_IPHONE": [Declaration("numberOfLines", .number(2))],
    ])
    let label = Widget.label("x").apply("Title")
    Cascade().apply(sheet, to: label, device: Device.named("iPad Pro 13"))
    #expect(label.value("numberOfLines") == .number(3))
    #expect(label.value("alpha") == .number(0.5))
    Cascade().apply(sheet, to: label, device: .default)
    #expect(label.value("numberOfLines") == .number(2))
    Cascade().apply(sheet, to: label)
    #expect(label.value("numberOfLines") == .number(1))
  }

  @Test func customRegistryAppliersRunInTheCascade() {
    var registry = PropertyRegistry.standard
    registry.register(
      PropertyApplier(key: "theme.accent", type: .color) { w, v, c in
        w.set("tintColor", v, c)
        w.set("layer.borderColor", v, c)
      })
    let w = Widget.view().apply("S")
    let sheet = FakeSheet(styles: ["S": [Declaration("theme.accent", .color(blue))]])
    #expect(Cascade(registry: registry).apply(sheet, to: w).isEmpty)
    #expect(w.value("layer.borderColor") == .color(blue))
  }
}

import Primitives
import Testing
import Text
import Themes

@testable import Widgets

@Suite struct ApplyingTests {
  let registry = PropertyRegistry.standard

  func apply(_ decls: [Declaration], to w: Widget) -> [Diagnostic] {
    var d: [Diagnostic] = []
    registry.apply(decls, to: w, diagnostics: &d)
    return d
  }

  @Test func keyPathsAndAliases() {
    let v = Widget.view()
    let d = apply(
      [
        Declaration("layer.borderWidth", .number(2)), Declaration("cornerRadius", .number(6)),
        Declaration("hidden", .bool(true)), Declaration("background-color", .color(.white)),
      ], to: v)
    #expect(d.isEmpty)
    #expect(v.value("layer.borderWidth") == .number(2))
    #expect(v.value("layer.cornerRadius") == .number(6))
    #expect(v.value("isHidden") == .bool(true))
    #expect(v.value("backgroundColor") == .color(.white))
  }

  @Test func commaKeyListsSetEachKey() {
    let l = Widget.label("x")
    _ = apply([Declaration("textColor, tintColor", .color(.white))], to: l)
    #expect(l.value("textColor") == .color(.white))
    #expect(l.value("tintColor") == .color(.white))
  }

  @Test func stateKeysInEveryDialectSpelling() {
    let b = Widget.make(.button)
    _ = apply(
      [
        Declaration("title:highlighted", .string("H")),
        Declaration("selected:titleColor", .color(.white)),
        Declaration("disabledTitle", .string("D")),
        Declaration(
          "titleColor",
          Declaration.Value.states([.normal: .color(.black), .focused: .color(.clear)])),
      ], to: b)
    #expect(b.value("title", in: .highlighted) == .string("H"))
    #expect(b.value("title", in: .disabled) == .string("D"))
    #expect(b.value("titleColor", in: .normal) == .color(.black))
    #expect(b.value("titleColor", in: .focused) == .color(.clear))
  }

  @Test func subObjectStylesAndClassValuedProperties() {
    let b = Widget.button("x")
    let font = FontSpec(name: "Helvetica Neue", size: 15)
    _ = apply(
      [
        Declaration("@titleLabel", .style(name: nil, [Declaration("font", .font(font))])),
        Declaration(
          "titleText", .style(name: "ButtonText", [Declaration("textColor", .color(.white))])),
      ], to: b)
    #expect(b.value("titleLabel.font") == .font(font))
    #expect(b.value("titleLabel.textColor") == .color(.white))
    #expect(b.titleFont == font)
  }

  @Test func nestedDictionaryStylesANamedChild() {
    let card = Widget.view { Widget.label("t").id("title") }
    _ = apply(
      [
        Declaration("title", .style(name: nil, [Declaration("textColor", .color(.white))])),
        Declaration("title.numberOfLines", .number(2)),
      ], to: card)
    #expect(card.children[0].value("textColor") == .color(.white))
    #expect(card.children[0].value("numberOfLines") == .number(2))
  }

  @Test func compoundFontApplierNeedsBothKeys() {
    let l = Widget.label("x")
    var d = apply(
      [Declaration("fontName", .string("Avenir")), Declaration("fontSize", .number(20))], to: l)
    #expect(d.isEmpty)
    #expect(l.value("font") == .font(FontSpec(name: "Avenir", size: 20)))
    let m = Widget.label("y")
    d = apply([Declaration("fontName", .string("Avenir"))], to: m)
    #expect(d.count == 1 && d[0].message.contains("unknown property 'fontName'"))
  }

  /// From a theme, a value of the wrong type is skipped with a located warning (issue 11).
  @Test func wrongValueTypeIsALocatedWarning() {
    let v = Widget.view()
    let at = SourceLocation(file: "t.json", line: 3, column: 5, keyPath: ".Card.layer.borderWidth")
    let d = apply([Declaration("layer.borderWidth", .color(.white), at: at)], to: v)
    #expect(d.count == 1)
    #expect(d.first?.severity == .warning)
    #expect(d.first?.location == at)
    #expect(
      d.first?.message
        == "property 'layer.borderWidth' expects a number, got a color '#FFFFFFFF' (ignored)")
    #expect(v.value("layer.borderWidth") == nil)
  }

  @Test func unknownAndMisplacedPropertiesWarn() {
    let v = Widget.view()
    let d = apply([Declaration("sparkle", .number(1)), Declaration("title", .string("x"))], to: v)
    #expect(d.map(\.severity) == [.warning, .warning])
    #expect(d[1].message.contains("UIView has no property 'title'"))
  }

  @Test func customAppliersFromSwift() {
    var r = PropertyRegistry.standard
    r.register(
      PropertyApplier(key: "elevation", type: .number) { widget, value, context in
        let e = value.number ?? 0
        widget.set("layer.shadowOpacity", .number(0.2), context)
        widget.set("layer.shadowRadius", .number(e), context)
      })
    let v = Widget.view()
    var d: [Diagnostic] = []
    r.apply([Declaration("elevation", .number(4))], to: v, diagnostics: &d)
    #expect(d.isEmpty)
    #expect(v.value("layer.shadowRadius") == .number(4))
    r.apply([Declaration("elevation", .string("high"))], to: v, diagnostics: &d)
    #expect(d.first?.message.contains("expects a number") == true)
  }

  @Test func geometryFromUIKitStrings() {
    let b = Widget.make(.button)
    let d = apply(
      [
        Declaration("contentEdgeInsets", .string("{1, 2, 3, 4}")),
        Declaration("layer.shadowOffset", .string("{0, 4}")),
        Declaration("frame", .string("{{10, 20}, {30, 40}}")),
      ], to: b)
    #expect(d.isEmpty)
    #expect(b.contentEdgeInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(b.value("layer.shadowOffset") == .size(Size(width: 0, height: 4)))
    #expect(b.value("frame") == .rect(Rect(x: 10, y: 20, width: 30, height: 40)))
    let bad = apply([Declaration("contentEdgeInsets", .string("{1, x}"))], to: b)
    #expect(bad.first?.severity == .warning)
  }

  @Test func keywordsAcceptUIKitSpellings() {
    let l = Widget.label("x")
    _ = apply(
      [
        Declaration("textAlignment", .string("NSTextAlignmentCenter")),
        Declaration("lineBreakMode", .string("byTruncatingMiddle")),
        Declaration(
          "layer.maskedCorners", .array([.string("layerMinXMinYCorner"), .string("topRight")])),
      ], to: l)
    #expect(l.textAlignment == .center)
    #expect(l.lineBreakMode == .byTruncatingMiddle)
    l.styled.set("layer.cornerRadius", .number(8))
    #expect(l.cornerRadii == CornerRadii(topLeft: 8, topRight: 8, bottomRight: 0, bottomLeft: 0))
  }

  @Test func fontAndTextColorInheritFromTheNearestStyledAncestor() {
    let label = Widget.label("x")
    let inner = Widget.view { label }
    let outer = Widget.view { inner }
    outer.styled.set("textColor", .color(.white))
    outer.styled.set("font", .font(FontSpec(name: "Georgia", size: 20)))
    inner.styled.set("font", .font(FontSpec(name: "Menlo", size: 12)))
    #expect(label.textColor == .white)
    #expect(label.font.name == "Menlo")
    label.literal.set("textColor", .color(.black))
    #expect(label.textColor == .black)
    #expect(Widget.label("alone").font == SystemDefaults.font)
  }
}

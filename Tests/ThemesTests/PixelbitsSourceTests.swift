import Primitives
import Testing

@testable import Themes

/// Pixelbits behaviours read from its sources.
@Suite struct PixelbitsSourceTests {
  let button = [SelectorSubject(typeNames: ["UIButton"])]

  /// PBProperty.swift `parseKey` splits a key at every ':' (empty pieces dropped) and reads
  /// a state only from exactly two pieces; `title:normal:x` or `title:` keeps its colons as
  /// the property name, `respondsToSelector` fails and `apply` skips it.
  @Test(arguments: ["title:normal:x", "title:", ":normal"])
  func keyWithoutExactlyOneStateIsSkipped(_ key: String) throws {
    let theme = try load([("p.json", #"{"UIButton": {"\#(key)": "x", "alpha": 0.5}}"#)])
    let p = theme.ruleProperties(for: button)
    #expect(p["title"] == nil)
    #expect(p["alpha"] == .number(0.5))
    #expect(theme.diagnostics.count == 1)
    #expect(theme.diagnostics.first?.message.contains("is not 'key:state'") == true)
  }

  /// Empty pieces are dropped first, so `title::highlighted` is the highlighted title.
  @Test func emptyPiecesBetweenColonsAreDropped() throws {
    let theme = try load([("p.json", #"{"UIButton": {"title::highlighted": "x"}}"#)])
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    #expect(theme.ruleProperties(for: button)["title"] == .states([.highlighted: .string("x")]))
  }

  /// UIFontTextStyleConverter.swift reads ConverterValues.swift `UIFontTextStyles`: the short
  /// names and the `UIFontTextStyle…` constants' spellings, with no `largeTitle` (iOS 11), which
  /// is then a font name iOS lacks.
  @Test(arguments: [
    ("UIFontTextStyleTitle1", "title1"), ("UIFontTextStyleCallout", "callout"),
    ("headline", "headline"), ("largeTitle", nil), ("UIFontTextStyleLargeTitle", nil),
  ])
  func textStylesAsConverterValuesListsThem(_ written: String, _ style: String?) throws {
    let label = [SelectorSubject(typeNames: ["UILabel", "UIView"])]
    let theme = try load([("p.json", #"{"UILabel": {"font": "\#(written)"}}"#)])
    guard case .font(let font)? = theme.ruleProperties(for: label)["font"] else {
      Issue.record("a font")
      return
    }
    #expect(font.textStyle == style)
    if style == nil { #expect(font == FontSpec(name: written, size: 12)) }
  }

  /// PBNodeCollection.swift `findNodesWithKey` skips the children of a node whose key is the
  /// one sought, so `UIView` nested in `UIView` never styles the inner view; a child of
  /// another key (`UIButton` below both) is still found.
  @Test func nodeInsideANodeOfTheSameKeyIsNeverFound() throws {
    let text = """
      {"UIView": {"alpha": 0.5, "UIView": {"tag": 7, "UIButton": {"tintColor": "#FF0000"}}}}
      """
    let theme = try load([("p.json", text)])
    let view = SelectorSubject(typeNames: ["UIView"])
    let inner = theme.ruleProperties(for: [view, view])
    #expect(inner["alpha"] == .number(0.5))
    #expect(inner["tag"] == nil)
    let button = theme.ruleProperties(for: [view, view, SelectorSubject(typeNames: ["UIButton"])])
    #expect(button["tintColor"] == hex("#FF0000"))
    #expect(theme.diagnostics.count == 1)
    #expect(theme.diagnostics.first?.message.contains("never applied") == true)
  }
}

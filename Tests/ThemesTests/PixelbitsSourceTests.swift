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
}

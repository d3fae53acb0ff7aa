import Testing

@testable import Themes

@Suite struct SelectorTests {
  let vc = SelectorSubject(
    typeNames: ["HomeViewController", "UIViewController"], isViewController: true)
  let root = SelectorSubject(typeNames: ["UIView"])
  let stack = SelectorSubject(typeNames: ["UIStackView", "UIView"])
  let fancy = SelectorSubject(
    typeNames: ["MyApp.FancyButton", "UIButton", "UIControl", "UIView"], styleTags: ["cta"],
    identifier: "buy")

  @Test func typeStepsMatchTheOwnTypeUnlessCaretOptsIn() {
    #expect(Selector(steps: [.init(typeName: "FancyButton")]).matches([fancy]))
    #expect(!Selector(steps: [.init(typeName: "UIButton")]).matches([fancy]))
    #expect(Selector(steps: [.init(typeName: "UIButton", matchesSubtypes: true)]).matches([fancy]))
    #expect(Selector(steps: [.init(styleTag: "cta", identifier: "buy")]).matches([fancy]))
    #expect(!Selector(steps: [.init(typeName: "FancyButton", styleTag: "other")]).matches([fancy]))
  }

  @Test func childAndDescendantCombinators() {
    let child = Selector(steps: [.init(typeName: "UIStackView"), .init(identifier: "buy")])
    #expect(child.matches([vc, root, stack, fancy]))
    #expect(!child.matches([vc, stack, root, fancy]))
    let scoped = Selector(steps: [
      .init(typeName: "HomeViewController", isViewController: true),
      .init(identifier: "buy", combinator: .descendant),
    ])
    #expect(scoped.matches([vc, root, stack, fancy]))
    #expect(!scoped.matches([root, stack, fancy]))
    #expect(scoped.description == "HomeViewController #buy")
    #expect(child.description == "UIStackView > #buy")
  }

  /// A controller is its own root view: a child step is a view placed directly in it.
  @Test func controllerStepIsItsRootView() {
    let s = Selector(steps: [
      .init(typeName: "HomeViewController", isViewController: true), .init(typeName: "UIStackView"),
    ])
    #expect(s.matches([vc, stack]))
    #expect(!s.matches([vc, root, stack]))
    #expect(!s.matches([vc, root, root, stack]))
  }

  @Test func specificityComparesComponentsThenOrder() {
    let a = Specificity(components: [2, 0, 0], order: 9)
    let b = Specificity(components: [2, 0, 1], order: 1)
    let c = Specificity(components: [2, 0, 1], order: 2)
    #expect(a < b && b < c)
    #expect([c, a, b].sorted() == [a, b, c])
  }
}

@Suite struct KeyNormalizerTests {
  func keys(_ s: String) -> [String] {
    KeyNormalizer.keys(s, catalog: .standard).keys.map { k in
      k.name + (k.state.map { ":" + $0.rawValue } ?? "")
    }
  }

  @Test func dialectSpellingsMeetOnCanonicalNames() {
    #expect(keys("background-color") == ["backgroundColor"])
    #expect(keys("Title:normal") == ["title:normal"])
    #expect(keys("title:HIGHLIGHTED") == ["title:highlighted"])
    #expect(keys("selected:titleColor") == ["titleColor:selected"])
    #expect(keys("normalTitleColor") == ["titleColor:normal"])
    #expect(keys("highlightedTitle") == ["title:highlighted"])
    #expect(keys("textColor, layer.borderColor") == ["textColor", "layer.borderColor"])
    #expect(keys("borderWidth") == ["layer.borderWidth"])
    #expect(keys("titleLabel.font") == ["titleLabel.font"])
    #expect(keys("BackgroundImage:disabled") == ["backgroundImage:disabled"])
    #expect(KeyNormalizer.keys("title:pressed", catalog: .standard).warnings.count == 1)
    #expect(keys("title:reserved") == ["title:reserved"])
  }
}

@Suite struct PropertySetTests {
  func prop(_ v: ThemeValue, _ line: Int) -> ResolvedProperty {
    ResolvedProperty(
      value: v,
      provenance: Provenance(value: v, location: .init(file: "f", line: line), origin: "o"))
  }

  @Test func stateValuesMergeAndPlainValuesReplace() {
    var set = PropertySet()
    set.set("titleColor", prop(.color(.black), 1))
    set.set("titleColor", prop(.states([.highlighted: .color(.white)]), 2))
    #expect(set["titleColor"] == .states([.normal: .color(.black), .highlighted: .color(.white)]))
    #expect(set["titleColor"]?.value(for: .disabled) == .color(.black))
    #expect(set["titleColor"]?.value(for: .highlighted) == .color(.white))
    set.set("titleColor", prop(.color(.clear), 3))
    #expect(set["titleColor"] == .color(.clear))
    #expect(set.property(named: "titleColor")?.overridden.map(\.location.line) == [1, 2])
  }
}

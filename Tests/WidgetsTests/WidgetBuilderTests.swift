import Primitives
import Testing
import Themes

@testable import Widgets

@Suite struct WidgetBuilderTests {
  @Test func buildsTheSameTreeAsAScreenFile() throws {
    let yaml = """
      root:
        type: UIViewController
        class: SignIn
        apply: Screen
        children:
          - type: UIStackView
            props: {axis: vertical, spacing: 8}
            children:
              - {type: UILabel, id: title, style: headline, props: {text: Hello}}
              - {type: UIButton, id: go, states: [selected], props: {title: Go}}
              - {type: UISwitch, props: {isOn: true}}
      """
    let file = try ScreenFile.parse(yaml, file: "s.yml", name: "s").root
    let built = Widget.viewController("SignIn") {
      Widget.stack(.vertical, spacing: 8) {
        Widget.label("Hello").id("title").style("headline")
        Widget.button("Go").id("go").states(.selected)
        Widget.toggle(isOn: true)
      }
    }.apply("Screen")
    let a = file.subtree
    let b = built.subtree
    #expect(a.count == b.count)
    for (x, y) in zip(a, b) {
      #expect(x.type == y.type)
      #expect(x.id == y.id)
      #expect(x.controllerClass == y.controllerClass)
      #expect(x.styleTags == y.styleTags)
      #expect(x.appliedStyles == y.appliedStyles)
      #expect(x.states == y.states)
      #expect(x.literal.keys == y.literal.keys)
      for k in x.literal.keys { #expect(x.value(k) == y.value(k), "\(k)") }
    }
  }

  @Test func conditionalsAndLoopsInTheBuilder() {
    let items = ["a", "b", "c"]
    let showFooter = false
    let root = Widget.view {
      for i in items { Widget.label(i) }
      if showFooter { Widget.label("footer") } else { Widget.view() }
    }
    #expect(root.children.map(\.kind) == [.label, .label, .label, .view])
    #expect(root.children.allSatisfy { $0.parent === root })
  }
}

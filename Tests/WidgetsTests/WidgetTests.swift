import Primitives
import Testing
import Themes

@testable import Widgets

/// `Widget` keeps its parent as an unretained link that the parent clears when it goes,
/// and its stores behind a pointer it owns: both must behave as the `weak` reference and
/// the stored properties they replaced.
@Suite struct WidgetTests {
  @Test func aChildThatOutlivesItsParentHasNoParent() {
    var child: Widget?
    do {
      let parent = Widget.view { Widget.label("x") }
      child = parent.children[0]
      #expect(child?.parent === parent)
    }
    #expect(child != nil)
    #expect(child?.parent == nil)
    #expect(child?.treePath == "UILabel")
  }

  @Test func aChildAddedToASecondParentKeepsItWhenTheFirstGoes() {
    let child = Widget.label("x")
    let second = Widget.view()
    do {
      let first = Widget.view()
      first.addChild(child)
      second.addChild(child)
      #expect(child.parent === second)
    }
    #expect(child.parent === second)
  }

  @Test func parentsAreFoundUpADeepTree() {
    let leaf = Widget.label("x")
    var top = Widget.view()
    top.addChild(leaf)
    for _ in 0..<50 {
      let next = Widget.view()
      next.addChild(top)
      top = next
    }
    var depth = 0
    var w: Widget? = leaf
    while let cur = w {
      depth += 1
      w = cur.parent
    }
    #expect(depth == 52)
    #expect(leaf.owningController == nil)
  }

  @Test func everyChangeToTheStoresMovesTheRevision() {
    let w = Widget.label("x")
    var seen = [w.revision]
    func moved() -> Bool {
      defer { seen.append(w.revision) }
      return w.revision != seen.last
    }
    w.styled.set("alpha", .number(0.5))
    #expect(moved())
    w.literal = PropertyStore()
    #expect(moved())
    w.pinned.set("alpha", .number(1), state: .highlighted)
    #expect(moved())
    w.states.insert(.highlighted)
    #expect(moved())
    w.frame = Rect(x: 0, y: 0, width: 1, height: 1)
    #expect(moved())
    swap(&w.styled, &w.pinned)
    #expect(moved())
    _ = w.styled.value("alpha")
    _ = w.value("alpha")
    #expect(!moved())
    // Swapped: the pinned plain value holds in every state.
    #expect(w.value("alpha") == .number(0.5))
    #expect(w.value("alpha", in: .highlighted) == .number(0.5))
    #expect(w.styled.value("alpha", in: .highlighted) == .number(1))
  }
}

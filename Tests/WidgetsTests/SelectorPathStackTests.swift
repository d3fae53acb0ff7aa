import Testing
import Themes

@testable import Widgets

/// The cascade keeps each widget's selector path as it walks the tree
/// (``SelectorPathStack``); its twin is ``Widget/selectorPath``, built from the widget up.
@Suite struct SelectorPathStackTests {
  @Test func keptPathsAreTheWidgetsOwnPaths() throws {
    var compared = 0
    for (name, root) in try StyleFastPathTests.trees() {
      // From the top, and from every child of the top and of its first child: a walk that
      // starts below the top of the tree.
      var starts = [root] + root.children
      starts += root.children.first?.children ?? []
      for start in starts {
        var stack = SelectorPathStack()
        for w in start.subtree {
          stack.enter(w)
          #expect(stack.subjects == w.selectorPath, "\(name): \(w.treePath)")
          compared += 1
        }
      }
    }
    #expect(compared > 1_000)
  }

  @Test func aWidgetOutOfTreeOrderGetsItsWholePath() {
    let inner = Widget.label("x")
    let tree = Widget.viewController("SignInViewController") {
      Widget.view { Widget.stack(.vertical) { inner } }
      Widget.label("y")
    }
    var stack = SelectorPathStack()
    let all = tree.subtree
    // Walked backwards: no widget follows its parent.
    for w in all.reversed() {
      stack.enter(w)
      #expect(stack.subjects == w.selectorPath)
    }
    stack.enter(inner)
    #expect(stack.subjects == inner.selectorPath)
  }
}

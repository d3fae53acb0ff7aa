import Primitives
import Testing

@testable import Themes

/// A_StyleInjection's controller sections reach the views of the nearest controller only:
/// UIView+Injuection.m `__traceResponseChain` stops at the first controller up the
/// responder chain, and StylePlistProvider.m looks up that controller's name.
@Suite struct StyleInjectionScopeTests {
  /// A controller with a class, as the cascade's path holds it: its class, then a plain
  /// `UIViewController`.
  func controller(_ name: String) -> [SelectorSubject] {
    [
      SelectorSubject(typeNames: [name, "UIViewController"], isViewController: true),
      SelectorSubject(typeNames: ["UIViewController"], isViewController: true),
    ]
  }
  let view = SelectorSubject(typeNames: ["UIView"])
  let label = SelectorSubject(typeNames: ["UILabel", "UIView"])

  @Test func outerSectionStopsAtAChildController() throws {
    let theme = try load([
      (
        "StyleSheet.plist",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>OuterViewController</key><dict>
            <key>@UILabel</key><dict><key>textColor</key><string>#111111</string></dict></dict>
          <key>InnerViewController</key><dict>
            <key>@UILabel</key><dict><key>alpha</key><real>0.5</real></dict></dict>
        </dict></plist>
        """
      )
    ])
    let outer = controller("OuterViewController")
    let inner = controller("InnerViewController")
    let direct = theme.ruleProperties(for: outer + [view, label])
    #expect(direct["textColor"] == hex("#111111"))
    #expect(direct["alpha"] == nil)
    let nested = theme.ruleProperties(for: outer + [view] + inner + [view, label])
    #expect(nested["textColor"] == nil)
    #expect(nested["alpha"] == .number(0.5))
    // A plain controller (no class) in between is the nearest one too.
    let plain = SelectorSubject(typeNames: ["UIViewController"], isViewController: true)
    #expect(theme.ruleProperties(for: outer + [view, plain, label]).isEmpty)
  }
}

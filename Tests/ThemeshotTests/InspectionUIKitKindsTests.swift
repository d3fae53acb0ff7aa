import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// `inspect --json` lists the inherited keys of issue 10's kinds: a tint or font set on
/// the controller shows on the bar, slider, cell and text view that draw with it.
@Suite struct InspectionUIKitKindsTests {
  @Test func newKindsReportTheirInheritedKeys() throws {
    let screen = try ScreenFile.parse(
      """
      root:
        type: UIViewController
        props: {tintColor: "#00FF00", font: {font: Menlo, size: 13}}
        children:
          - {type: UINavigationBar, props: {title: T}}
          - type: UITableView
            children:
              - {type: UITableViewCell, props: {text: Row}}
          - {type: UISlider, frame: [0, 300, 200, 30]}
          - {type: UITextView, frame: [0, 340, 200, 60], props: {text: Hi}}
      """, file: "s.yml", name: "s")
    let renderer = try Renderer(threads: 1)
    let (_, diagnostics) = renderer.displayList(
      screen, sheet: nil, device: Device(name: "t", size: Size(width: 200, height: 420), scale: 1))
    let data = try JSONSerialization.jsonObject(
      with: Data(Inspection.json(screen.root, diagnostics: diagnostics).text.utf8))
    let widgets = try #require((data as? [String: Any])?["widgets"] as? [[String: Any]])
    func properties(_ type: String) -> [String: Any] {
      widgets.first { $0["type"] as? String == type }?["properties"] as? [String: Any] ?? [:]
    }
    for type in ["UINavigationBar", "UISlider", "UITableViewCell", "UITextView"] {
      #expect(properties(type)["tintColor"] != nil, "\(type) lists tintColor")
    }
    #expect(properties("UITableViewCell")["font"] != nil)
    #expect(properties("UITextView")["font"] != nil)
    #expect(properties("UITableView")["tintColor"] == nil)
  }
}

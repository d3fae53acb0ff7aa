import Primitives
import Raster
import Testing
import Themes

@testable import Widgets

/// UIBarButtonItem's own tint and title text attributes (issue 10): an item's tintColor
/// beats the bar's, which beats the window's (UIView.tintColor inheritance); `done` items
/// are semibold; `setTitleTextAttributes(_:for:)` wins for the item's state.
@Suite struct BarButtonItemTests {
  let measurer = ApproximateTextMeasurer()
  let red = Color(red: 255, green: 59, blue: 48)
  let green = Color(red: 52, green: 199, blue: 89)
  let orange = Color(red: 255, green: 149, blue: 0)

  func screen(_ props: String, barTint: String? = nil) throws -> Screen {
    var lines = [
      "size: [320, 100]", "statusBar: false", "root:", "  type: UIView", "  children:",
      "    - type: UINavigationController", "      children:",
      "        - type: UINavigationBar", "          props:",
    ]
    if let barTint { lines.append("            tintColor: \"\(barTint)\"") }
    lines.append("            " + props)
    return try ScreenFile.parse(lines.joined(separator: "\n"), file: "bar.yml", name: "bar")
  }

  /// The text ops of the screen's bars, by text.
  func texts(_ screen: Screen) -> [String: TextOp] {
    let size = Size(width: 320, height: 100)
    Layout(text: measurer).layout(screen.root, in: size, safeArea: .zero)
    let list = Emitter(text: measurer, appearance: .light).displayList(
      screen.root, size: size, scale: 1, background: nil)
    var out: [String: TextOp] = [:]
    for case .text(let t) in list.ops { out[t.text] = t }
    return out
  }

  func tintedImages(_ screen: Screen) -> [Color] {
    let size = Size(width: 320, height: 100)
    Layout(text: measurer).layout(screen.root, in: size, safeArea: .zero)
    let list = Emitter(text: measurer, appearance: .light).displayList(
      screen.root, size: size, scale: 1, background: nil)
    return list.ops.compactMap {
      if case .image(let i) = $0 { return i.tint }
      return nil
    }
  }

  @Test func eachItemDrawsInItsOwnTintElseTheBarsElseTheWindows() throws {
    let items = """
      rightBarButtonItems: [Edit, {title: Delete, tintColor: "#FF3B30"}]
      """
    let plain = try texts(screen(items))
    // No tint anywhere: the window's, systemBlue.
    #expect(plain["Edit"]?.color == SystemColor.systemBlue.resolved(in: .light))
    #expect(plain["Delete"]?.color == red)
    let tinted = try texts(screen(items, barTint: "#FF9500"))
    #expect(tinted["Edit"]?.color == orange)
    #expect(tinted["Delete"]?.color == red)
  }

  @Test func imageItemsTakeTheirOwnTint() throws {
    let tints = try tintedImages(
      screen(
        ##"leftBarButtonItems: [{systemName: plus, tintColor: "#34C759"}, "systemName:plus"]"##))
    #expect(tints == [green, SystemColor.systemBlue.resolved(in: .light)])
  }

  /// UIBarButtonItem.Style.done: a semibold title, in the screen and from IB's
  /// `style="done"` string form alike.
  @Test func doneItemsAreSemibold() throws {
    let screen = try screen(#"rightBarButtonItems: [{title: Save, style: done}, Cancel]"#)
    let items = BarButtonItem.items(
      screen.root.children[0].children[0].value("rightBarButtonItems"))
    #expect(items.map(\.isDone) == [true, false])
    #expect(BarButtonItem(text: "done:Save").isDone)
    let ops = texts(screen)
    #expect(ops["Save"]?.font != ops["Cancel"]?.font)
  }

  /// Title text attributes per state: the normal colour for an enabled item, the disabled
  /// one for `isEnabled: false`; a disabled item without attributes is grey.
  @Test func titleTextAttributesPerState() throws {
    let toolbar = try ScreenFile.parse(
      """
      size: [320, 100]
      statusBar: false
      root:
        type: UIViewController
        children:
          - type: UIToolbar
            props:
              toolbarItems:
                - {title: A, titleTextAttributes: {textColor: {states: {normal: "#34C759", disabled: "#FF9500"}}}}
                - {title: B, isEnabled: false, titleTextAttributes: {textColor: {states: {normal: "#34C759", disabled: "#FF9500"}}}}
                - {title: C, isEnabled: false, tintColor: "#FF3B30"}
                - {title: D, titleTextAttributes: {font: {font: system, size: 12, weight: 700}}}
      """, file: "t.yml", name: "t")
    let t = texts(toolbar)
    #expect(t["A"]?.color == green)
    #expect(t["B"]?.color == orange)
    #expect(t["C"]?.color == SystemColor.tertiaryLabel.resolved(in: .light))
    #expect(t["D"]?.size == 12)
  }

  /// A wrong item is a located error naming the item and the key.
  @Test func badItemsAreLocatedErrors() {
    for (items, expected) in [
      (
        "[Edit, {title: X, tintColor: notacolor}]",
        "item 2: bar button item 'tintColor' expects a color"
      ),
      ("[{title: X, colour: red}]", "unknown bar button item key 'colour'"),
      ("[{title: X, style: bold}]", "'style' expects plain or done"),
      ("[{tintColor: \"#FF0000\"}]", "needs a title, image or systemName"),
    ] {
      do {
        _ = try screen("rightBarButtonItems: " + items)
        Issue.record("no error for \(items)")
      } catch let e as DiagnosticError {
        let d = e.diagnostics.first
        #expect(d?.message.contains(expected) == true, "\(d?.message ?? "")")
        #expect(d?.location?.file == "bar.yml")
        #expect(d?.location?.line == 10)
      } catch {
        Issue.record("\(error)")
      }
    }
  }
}

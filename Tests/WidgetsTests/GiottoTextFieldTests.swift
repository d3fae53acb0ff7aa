import Primitives
import Raster
import Testing
import Themes

@testable import Widgets

/// Giotto's UITextField+ThemeManager.m: `placeholderColor` and `placeholderFont` style the
/// attributed placeholder only; the typed text keeps the field's `font`.
@Suite struct GiottoTextFieldTests {
  let measurer = ApproximateTextMeasurer()

  /// The field's text ops by text, each with the font name its key stands for.
  func texts(_ field: Widget) throws -> [String: (op: TextOp, font: String)] {
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(
          path: "g.json",
          text: #"""
            {"formatVersion": 2, "Styles": {"F": {"font": "font:Menlo,14",
              "placeholderFont": "font:Georgia,20", "placeholderColor": "color:FF0000"}}}
            """#)
      ])
    let root = Widget.view { field }
    let found = Cascade().apply(ThemeStyleSheet(theme), to: root)
    #expect(found.isEmpty, "\(found)")
    let size = Size(width: 200, height: 50)
    Layout(text: measurer).layout(root, in: size, safeArea: .zero)
    let list = Emitter(text: measurer, appearance: .light).displayList(
      root, size: size, scale: 1, background: nil)
    var out: [String: (op: TextOp, font: String)] = [:]
    for case .text(let t) in list.ops { out[t.text] = (t, list.fonts[t.font] ?? t.font) }
    return out
  }

  @Test func placeholderFontAndColorStyleThePlaceholderOnly() throws {
    let empty = Widget.make(.textField).apply("F").prop("placeholder", .string("Email"))
      .frame(x: 0, y: 0, width: 200, height: 40)
    let placeholder = try #require(try texts(empty)["Email"])
    #expect(placeholder.font.contains("Georgia"), "\(placeholder.font)")
    #expect(placeholder.op.size == 20)
    #expect(placeholder.op.color == Color(red: 255, green: 0, blue: 0))
    let filled = Widget.make(.textField).apply("F").prop("placeholder", .string("Email"))
      .prop("text", .string("me@x.org")).frame(x: 0, y: 0, width: 200, height: 40)
    let text = try #require(try texts(filled)["me@x.org"])
    #expect(text.font.contains("Menlo"), "\(text.font)")
    #expect(text.op.size == 14)
  }
}

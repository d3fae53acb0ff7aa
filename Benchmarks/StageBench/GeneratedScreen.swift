import Foundation
import Primitives
import Themes
import Widgets

/// The style stage's input, as WidgetsBenchmarks builds it: a generated tree of widgets of
/// five kinds and a generated Pixelbits theme (type, style-tag and nested hierarchy
/// selectors), so styling meets many rules and layout measures text without fonts.
enum GeneratedScreen {
  static let kinds: [WidgetKind] = [.label, .button, .view, .switch, .progressView]

  /// A Pixelbits JSON theme of `rules` rules: a third `Type.tag`, a third `.tag`, a third
  /// nested `UIView.section-k > Type.tag` (child combinator), each setting two properties.
  static func theme(rules: Int) throws -> Theme {
    var entries: [String] = []
    for i in 0..<rules {
      let color = String(format: "#%06X", (i * 2_654_435_761) & 0xFFFFFF)
      let kind = kinds[i % kinds.count].rawValue
      let body = "{\"background-color\": \"\(color)\", \"alpha\": 0.9}"
      switch i % 3 {
      case 0: entries.append("\"\(kind).tag-\(i % 200)\": \(body)")
      case 1: entries.append("\".tag-\(i % 200)\": \(body)")
      default:
        entries.append("\"UIView.section-\(i % 100)\": {\"\(kind).tag-\(i % 200)\": \(body)}")
      }
    }
    let json = "{" + entries.joined(separator: ",\n") + "}"
    return try ThemeLoader.load(
      sources: [ThemeSource(path: "generated.json", text: json)],
      options: ThemeLoadOptions(dialect: .pixelbits))
  }

  /// A view controller holding a vertical stack of sections, each a view with a vertical
  /// stack of up to 98 leaf widgets, `count` widgets in all.
  static func tree(count: Int) -> Widget {
    let root = Widget.viewController("BenchViewController")
    let list = Widget.stack(.vertical, spacing: 4)
    root.addChild(list)
    var made = 2
    var section = 0
    while made < count {
      let s = Widget.make(.view)
      s.styleTags = ["section-\(section % 100)"]
      let inner = Widget.stack(.vertical, spacing: 2)
      s.addChild(inner)
      list.addChild(s)
      made += 2
      var i = 0
      while i < 98, made < count {
        let kind = kinds[(section + i) % kinds.count]
        let w = Widget.make(kind)
        w.styleTags = ["tag-\((section * 7 + i) % 200)"]
        if kind == .label { w.prop("text", .string("Row \(i) of section \(section)")) }
        if kind == .button { w.prop("title", .string("Action \(i)")) }
        inner.addChild(w)
        made += 1
        i += 1
      }
      section += 1
    }
    return root
  }
}

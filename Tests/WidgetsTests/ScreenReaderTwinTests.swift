import Documents
import Foundation
import Primitives
import TestSupport
import Testing
import Themes

@testable import Widgets

/// The screen reader over `YAMLTree` (`ScreenFile.parse`) against the reader before round
/// 9 over Yams' nodes (`ScreenFile.parseWithYams`, its plain twin): the same widgets (every
/// field, value and location, key paths included) and the same diagnostics, word for word,
/// on every screen of the repository, on generated screens and on broken copies of them.
@Suite struct ScreenReaderTwinTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A widget and its subtree, one line a field, values with where they were written.
  static func dump(_ w: Widget, into out: inout [String], indent: String = "") {
    func at(_ l: Primitives.SourceLocation?) -> String {
      guard let l else { return "-" }
      return "\(l.file):\(l.line):\(l.column) \(l.keyPath)"
    }
    let id = w.id ?? "-"
    let key = w.key ?? "-"
    let controller = w.controllerClass ?? "-"
    let states = w.states.map(\.rawValue).sorted()
    var line = indent + "\(w.type.name)/\(w.kind) id=\(id) key=\(key) class=\(controller)"
    line += " tags=\(w.styleTags) apply=\(w.appliedStyles) states=\(states)"
    line += " frame=\(String(describing: w.frame)) at \(at(w.location))"
    out.append(line)
    for (name, store) in [("literal", w.literal), ("pinned", w.pinned)] {
      store.forEachValue { key, state, value, location in
        out.append(indent + "  \(name) \(key)[\(state)] = \(value) at \(at(location))")
      }
    }
    for key in w.outlets.keys.sorted() { out.append(indent + "  outlet \(key)") }
    for c in w.children { dump(c, into: &out, indent: indent + "  ") }
  }

  static func diagnostics(_ list: [Diagnostic]) -> [String] {
    list.map { d in
      var place = "-"
      if let l = d.location { place = "\(l.file):\(l.line):\(l.column) \(l.keyPath)" }
      return "\(d.severity) \(d.message) at \(place) notes \(d.notes)"
    }
  }

  /// One reading's result: the screen's lines, or its errors'.
  static func read(_ text: String, plain: Bool) -> [String] {
    do {
      let screen =
        plain
        ? try ScreenFile.parseWithYams(text, file: "t.yml", name: "t")
        : try ScreenFile.parse(text, file: "t.yml", name: "t")
      var out = [
        "device \(screen.device?.name ?? "-") size \(String(describing: screen.size)) "
          + "scale \(String(describing: screen.scale)) statusBar \(screen.statusBar) "
          + "appearance \(screen.appearance) own \(String(describing: screen.ownAppearance)) "
          + "fullHeight \(screen.fullHeight)"
      ]
      out += diagnostics(screen.diagnostics)
      dump(screen.root, into: &out)
      return out
    } catch let e as DiagnosticError {
      return ["errors"] + diagnostics(e.diagnostics)
    } catch {
      return ["other error \(error)"]
    }
  }

  /// Both readings of `text` agree; returns whether it was a screen.
  @discardableResult
  static func compare(_ text: String, _ what: @autoclosure () -> String = "") -> Bool {
    let fast = read(text, plain: false)
    let plain = read(text, plain: true)
    let first = zip(fast, plain).first { $0 != $1 }.map { "\n  \($0)\n  \($1)" } ?? ""
    #expect(fast == plain, "\(what()) \(text.prefix(80))\(first)")
    // Equal widgets also compare equal as values (stores, locations by `==`).
    return fast.first != "errors"
  }

  static var repositoryScreens: [(String, String)] {
    var out: [(String, String)] = []
    for folder in ["screens", "Tests", "Sources", "Snapshots", "themes"] {
      let base = root.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        guard ["yml", "yaml"].contains(url.pathExtension),
          let text = try? String(contentsOf: url, encoding: .utf8)
        else { continue }
        out.append((url.path, text))
      }
    }
    return out.sorted { $0.0 < $1.0 }
  }

  @Test func everyYAMLFileOfTheRepositoryReadsAlike() {
    var screens = 0
    let files = Self.repositoryScreens
    for (path, text) in files where Self.compare(text, path) { screens += 1 }
    #expect(files.count >= 40)
    #expect(screens >= 5, "\(screens) screens")
  }

  /// Generated screens: widget trees of every node key (and unknown ones), props of every
  /// value form, templates with data (missing names, placeholders inside text, numbers),
  /// sub-objects, states, pins; and each with a broken copy (cut short, a byte changed or
  /// inserted, a line doubled, an anchor or tag added so Yams reads it).
  @Test func generatedAndBrokenScreensReadAlike() {
    var rng = SplitMix(seed: 129)
    func pick<T>(_ list: [T]) -> T { list[Int(rng.next() % UInt64(list.count))] }
    /// Mostly a valid choice, one in `odds` an invalid one (an error in the screen).
    func mostly(_ valid: [String], _ invalid: [String], odds: UInt64 = 25) -> String {
      rng.next() % odds == 0 ? pick(invalid) : pick(valid)
    }
    let types = [
      "UIView", "UILabel", "UIButton", "UIStackView", "UISwitch", "UIImageView", "Label",
      "FancyButton", "UITableView", "UITableViewCell", "UINavigationBar", "UITabBar",
      "UITabBarItem", "UISegmentedControl",
    ]
    let props = [
      "text: Hello", "text: 'Row {{n}}'", "text: \"{{title}}\"", "title: Sign In",
      "textColor: \"#FF000080\"", "textColor: '#12'", "backgroundColor: systemBlue",
      "alpha: 0.5", "alpha: .inf", "numberOfLines: '#FF0000'", "numberOfLines: 2",
      "font: {font: Helvetica, size: 12}", "layoutMargins: [0, 16]",
      "layoutMargins: {top: 1, left: 2}", "spacing: {x: 1, y: 2}", "image: image(a.png)",
      "image: {systemName: gear}", "image: {image: b.png}", "isOn: yes", "isOn: true",
      "title: {states: {normal: A, highlighted: B}}",
      "titleLabel: {font: {font: Courier, size: 9}}", "layer.cornerRadius: 8", "axis: vertical",
      "items: [{title: A}, {title: B, tintColor: systemRed}]", "value: ~",
      "tintColor: rgb(1, 2, 3)", "'title:highlighted': X", "hidden: true",
      "separatorInset: {left: 61}",
    ]
    let badProps = [
      "font: {font: Helvetica, size: 1e30}", "font: {font: X, size: 9, weight: 1e40}",
      "title: {states: {pressed: A}}", "title: {states: 3}", "'@titleLabel': {textColor: red}",
      "unknownProperty: 3", "frame: {x: 1, y: 2, width: 3, height: 4}", "weird: {a: 1}",
      "value: null", "tintColor: rgba(1, 2)", "size: {width: 1, height: 2}", "alpha: .inf",
      "numberOfLines: '#FF0000'", "textColor: '#12'", "isOn: yes",
      "layoutMargins: {top: .nan, left: 1}",
    ]
    let extras = [
      "id: a", "key: accessoryView", "class: Foo", "style: tile big", "style: [a, b]",
      "apply: [Body, Secondary]", "apply: Body", "states: [highlighted]",
      "states: selected disabled", "frame: [0, 0, 29, 29]", "base: UIButton",
    ]
    let badExtras = [
      "id: [x]", "style: {a: 1}", "states: [pressed]", "frame: [1, 2]", "frame: [0, 0, -1, 5]",
      "frame: [0, 0, 1e308, 1]", "base: Nope", "colour: red", "children: 3", "data: [{a: 1}]",
      "template: {type: UILabel}", "type: Nope",
    ]
    func widget(_ depth: Int, _ indent: String) -> [String] {
      var lines = [indent + "type: " + pick(types)]
      for _ in 0..<Int(rng.next() % 3) { lines.append(indent + mostly(extras, badExtras)) }
      let n = Int(rng.next() % 4)
      if n > 0 {
        lines.append(indent + (rng.next() % 2 == 0 ? "props:" : "pin:"))
        for _ in 0..<n { lines.append(indent + "  " + mostly(props, badProps)) }
      }
      if depth < 3, rng.next() % 2 == 0 {
        lines.append(indent + "children:")
        for _ in 0..<Int(1 + rng.next() % 3) {
          var child = widget(depth + 1, indent + "    ")
          child[0] = indent + "  - " + child[0].dropFirst(indent.count + 4)
          lines += child
        }
      }
      if depth < 3, rng.next() % 4 == 0 {
        lines.append(indent + "template:")
        lines += widget(depth + 1, indent + "  ")
        lines.append(indent + "data:")
        for i in 0..<Int(rng.next() % 4) {
          let fields = ["n: \(i), title: T\(i)", "n: 1.5, title: '{{n}}'", "title: \"x\", n: 2"]
          let bad = ["n: [1]", "title: x", "{}"]
          lines.append(indent + "  - {" + mostly(fields, bad, odds: 8) + "}")
        }
      }
      return lines
    }
    let heads = [
      "device: iPhone 15", "size: [375, 667]", "scale: 2", "statusBar: no", "appearance: dark",
      "contrast: high", "capture: fullHeight", "device: {=: iPhone 15}", "statusBar: YES",
    ]
    let badHeads = [
      "device: Nokia", "size: [0, 1]", "scale: 9", "statusBar: maybe", "contrast: low",
      "capture: x", "other: 1", "statusBar: 'no'",
    ]
    var screens = 0
    for round in 0..<400 {
      var lines = (0..<Int(rng.next() % 3)).map { _ in mostly(heads, badHeads, odds: 10) }
      lines.append("root:")
      lines += widget(0, "  ")
      let text = lines.joined(separator: "\n") + "\n"
      if Self.compare(text, "round \(round)") { screens += 1 }
      var broken = Array(text.utf8)
      let at = Int(rng.next() % UInt64(broken.count))
      let noise = Array(":-[]{}#&*!|'\"\n ,?".utf8)
      switch round % 6 {
      case 0: broken.removeSubrange(at...)
      case 1: broken[at] = pick(noise)
      case 2: broken.insert(pick(noise), at: at)
      case 3:
        // A line doubled: duplicate keys (Yams reads the file and words the error).
        var all = text.split(separator: "\n", omittingEmptySubsequences: false)
        let i = Int(rng.next() % UInt64(all.count))
        all.insert(all[i], at: i)
        broken = Array(all.joined(separator: "\n").utf8)
      case 4:
        // An anchor and an alias, or a tag: Yams' nodes, read by the tree reader.
        broken = Array(
          text.replacingOccurrences(of: "type: UILabel", with: "type: &l UILabel")
            .replacingOccurrences(of: "apply: Body\n", with: "apply: *l\n").utf8)
        if rng.next() % 2 == 0 {
          broken = Array(
            String(decoding: broken, as: UTF8.self).replacingOccurrences(
              of: "text: Hello", with: "text: !!str Hello"
            ).utf8)
        }
      default:
        broken = Array(
          text.replacingOccurrences(of: "statusBar: no", with: "statusBar: !!bool yEs")
            .replacingOccurrences(of: "alpha: 0.5", with: "alpha: !!float 0.5").utf8)
      }
      Self.compare(String(decoding: broken, as: UTF8.self), "broken \(round)")
    }
    #expect(screens >= 50, "\(screens) of 400 generated screens read")
  }

  /// A template's scalar filled byte by byte (ASCII) against the plain string search, on
  /// generated texts of braces, names, spaces, line ends and non-ASCII letters.
  @Test func fillingByBytesIsTheStringSearch() {
    var rng = SplitMix(seed: 33)
    let parts = ["{", "}", "{{", "}}", "n", "title", " ", "x", "\r\n", "é", "{{n}}", "{{ title }}"]
    for round in 0..<3000 {
      var tree = ScreenTree()
      let value = tree.appendScalar("V\(round % 7)", style: 2, tag: .str, line: 1, column: 1)
      let long = tree.appendScalar(
        String(repeating: "L", count: round % 2 == 0 ? 10 : 40_000), style: 1, tag: .implicit,
        line: 1, column: 1)
      let text = (0..<Int(1 + rng.next() % 8)).map { _ in
        parts[Int(rng.next() % UInt64(parts.count))]
      }.joined()
      let n = tree.appendScalar(text, style: 1, tag: .implicit, line: 2, column: 3)
      let fields = round % 3 == 0 ? ["n": value] : ["n": value, "title": long]
      var missing: ([String], [String]) = ([], [])
      var tooLong = (false, false)
      let fast = NodeReader.fill(tree, n, fields, &missing.0, &tooLong.0)
      let plain = NodeReader.fillText(text, tree, fields, &missing.1, &tooLong.1)
      #expect("\(fast)" == "\(plain)", "\(text)")
      #expect(missing.0 == missing.1 && tooLong.0 == tooLong.1, "\(text)")
    }
  }

  /// The registry's answers kept for the keys read last are the registry's answers, asked
  /// in any order, on any kind.
  @Test func keptLookupsAreTheRegistrysAnswers() {
    var rng = SplitMix(seed: 5)
    let keys = [
      "text", "title", "font", "layer", "titleLabel", "@titleLabel", "layer.cornerRadius",
      "background-color", "hidden", "isHidden", "items", "unknown", "textColor", "image",
      "separatorInset", "axis", "spacing", "tintColor", "@imageView", "contentView",
    ]
    var reader = NodeReader(
      values: ScreenValues(file: "k.yml"), registry: .standard, tree: ScreenTree())
    for _ in 0..<3000 {
      let key = keys[Int(rng.next() % UInt64(keys.count))]
      let kind = WidgetKind.allCases[Int(rng.next() % UInt64(WidgetKind.allCases.count))]
      let kept = reader.lookUp(key, on: kind)
      let plain = reader.lookUpPlain(key, on: kind)
      #expect(kept.isSubObject == plain.isSubObject && kept.type == plain.type, "\(key) \(kind)")
    }
  }

  /// The one-pass scan for `appearance`, `contrast` or an escape answers as the search per
  /// word and position, on generated texts around those words.
  @Test func appearanceScanIsTheWordSearch() {
    var rng = SplitMix(seed: 8)
    let parts = ["appearance", "appearanc", "contrast", "contras", "a", "c", "\\", "x", " ", "é"]
    for _ in 0..<3000 {
      let text = (0..<Int(rng.next() % 6)).map { _ in
        parts[Int(rng.next() % UInt64(parts.count))]
      }.joined()
      #expect(ScreenFile.mayNameAppearance(text) == ScreenFile.mayNameAppearancePlain(text))
    }
  }

  /// Large generated screens (the N-label project's form) read alike, and the templates'
  /// node budget stops both at the same item.
  @Test func largeScreensAndBudgetsReadAlike() {
    let labels = (0..<3000).map {
      "        - {type: UILabel, style: t\($0 % 999), props: {text: 'Row \($0)'}}"
    }
    Self.compare(
      "root:\n  type: UIViewController\n  children:\n    - type: UIStackView\n"
        + "      props: {axis: vertical}\n      children:\n" + labels.joined(separator: "\n")
        + "\n")
    let rows = (0..<2000).map { "      - {n: \($0)}" }.joined(separator: "\n")
    let nested =
      "root:\n  type: UIView\n  template:\n    type: UIView\n    template: {type: UILabel, "
      + "props: {text: '{{n}}'}}\n    data: [{n: 1}, {n: 2}, {n: 3}]\n  data:\n" + rows + "\n"
    Self.compare(nested)
  }
}

import Foundation
import Primitives
import TestSupport

@testable import Themes

/// Random Motif themes for the resolver's twin and reference tests: constants of every kind
/// (colours, numbers, texts, lists, dictionaries, references back, forward and in cycles,
/// unknown names, style references), styles with random parents (chains, cycles, unknown or
/// malformed parents), keys known and unknown, dashed, per-state, comma lists and child
/// paths, and values that fit, do not fit or are out of range. Deterministic per seed.
enum GeneratedThemes {
  /// TestSupport's SplitMix64, drawn from by modulo: no dependence on the standard
  /// library's algorithms.
  struct Draw {
    private var source: SplitMix
    init(state: UInt64) { source = SplitMix(seed: state) }
    mutating func next() -> UInt64 { source.next() }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
  }

  static let literals = [
    "\"#ff0000\"", "\"#abc\"", "\"red\"", "\"rgba(10, 20, 30, 0.5)\"", "\"#zz\"", "0.5", "12",
    "1e300", "-4", "3.25", "\"center\"", "\"left\"", "\"{8, 16, 8, 16}\"", "\"{1, 2}\"", "true",
    "false", "null", "\"\"", "[1, 2]", "\"HelveticaNeue-Bold\"", "\"$\"", "\".\"", "\"x\"",
    "{\"textColor\": \"#00ff00\", \"font\": \"Helvetica 12\"}",
  ]

  static let keys = [
    "backgroundColor", "tintColor", "layer.borderColor", "layer.cornerRadius",
    "layer.borderWidth", "alpha", "contentEdgeInsets", "textAlignment", "text-alignment",
    "titleColor", "titleColor:highlighted", "highlighted:titleColor", "titleColor:bogus",
    "borderWidth", "cornerRadius", "numberOfLines", "isHidden", "font", "fontName", "fontSize",
    "titleLabel", "titleLabel.textColor", "titleLabel.font", "unknownThing", "text",
    "title:selected", "layer.shadowOffset", "frame", "textColor, tintColor", "textColor",
  ]

  /// A constant or property value. Without `nestedReferences`, values inside dictionaries
  /// name no constant (a dictionary constant that reached itself crashed the resolver
  /// before round 7, so the recorded digests were made without them).
  static func value(
    _ d: inout Draw, constants: Int, styles: Int, depth: Int = 0, nestedReferences: Bool = true
  ) -> String {
    let pick = d.below(10)
    switch pick {
    case 0..<5 where depth == 0 || nestedReferences: return "\"$C\(d.below(constants + 1))\""
    case 5 where depth == 0 || nestedReferences: return "\"$Missing\(d.below(3))\""
    case 6: return "\".S\(d.below(styles + 1))\""
    case 7 where depth == 0:
      var entries: [String] = []
      for _ in 0..<(1 + d.below(3)) {
        let v = value(
          &d, constants: constants, styles: styles, depth: depth + 1,
          nestedReferences: nestedReferences)
        entries.append("\"\(d.pick(keys))\": \(v)")
      }
      if d.chance(20) { entries.append("\"_superclass\": \".S\(d.below(styles))\"") }
      return "{" + entries.joined(separator: ", ") + "}"
    default: return d.pick(literals)
    }
  }

  /// One Motif JSON document.
  static func motif(_ d: inout Draw, constants: Int, styles: Int, nestedReferences: Bool)
    -> String
  {
    var lines: [String] = []
    for i in 0..<constants {
      let v = value(&d, constants: constants, styles: styles, nestedReferences: nestedReferences)
      lines.append("  \"$C\(i)\": \(v)")
      // A constant written twice in one file: the reader warns, the later wins.
      if d.chance(3) { lines.append("  \"$C\(i)\": \(d.pick(literals))") }
    }
    for s in 0..<styles {
      var props: [String] = []
      if d.chance(70) {
        let parent: String
        switch d.below(10) {
        case 0: parent = "\".Nope\""
        case 1: parent = "5"
        case 2: parent = "\".S\(d.below(styles))\""  // any style: cycles happen
        default: parent = "\".S\(max(0, s - 1 - d.below(2)))\""
        }
        props.append("\"_superclass\": \(parent)")
      }
      for _ in 0..<(1 + d.below(8)) {
        let v = value(&d, constants: constants, styles: styles, nestedReferences: nestedReferences)
        props.append("\"\(d.pick(keys))\": \(v)")
      }
      lines.append("  \".S\(s)\": {" + props.joined(separator: ", ") + "}")
      if d.chance(3) { lines.append("  \"bad\(s)\": 1") }
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  /// One to three files for `seed`: later files redefine some of the earlier names.
  static func sources(seed: UInt64, nestedReferences: Bool = true) -> [ThemeSource] {
    var d = Draw(state: seed)
    let constants = 4 + d.below(40)
    let styles = 2 + d.below(25)
    return (0..<(1 + d.below(3))).map { i in
      let text = motif(
        &d, constants: constants, styles: styles, nestedReferences: nestedReferences)
      return ThemeSource(path: "gen\(i).json", text: text)
    }
  }

  // MARK: Dump

  /// Everything a resolved theme holds, as text in a fixed order (states sorted), so two
  /// resolutions compare as text and a change shows as a diff.
  static func dump(_ theme: Theme) -> String {
    var out: [String] = []
    for (name, c) in theme.constants {
      out.append(
        "constant \(name) = \(text(c.value)) literal \(text(c.literal)) at \(text(c.location))"
          + " \(c.dialect)\(text(c.references))")
    }
    for (name, s) in theme.styles {
      out.append(
        "style \(name) : \(s.superstyles.joined(separator: ",")) at \(text(s.location))"
          + " \(s.dialect)")
      dump(s.properties, indent: "  ", into: &out)
    }
    for r in theme.rules {
      out.append("rule \(r.selector) at \(text(r.location)) \(r.specificity) \(r.dialect)")
      dump(r.properties, indent: "  ", into: &out)
    }
    for d in theme.diagnostics {
      out.append("\(d.severity) \(d.location.map(text) ?? "-"): \(d.message) \(d.notes)")
    }
    for (name, d) in theme.unusableStyles.sorted(by: { $0.key < $1.key }) {
      out.append("unusable \(name): \(d.location.map(text) ?? "-") \(d.message)")
    }
    return out.joined(separator: "\n")
  }

  static func dump(_ set: PropertySet, indent: String, into out: inout [String]) {
    for (name, p) in set.entries {
      out.append("\(indent)\(name) = \(text(p.value, indent: indent))")
      out.append("\(indent)  set \(text(p.provenance, indent: indent))")
      for old in p.overridden { out.append("\(indent)  over \(text(old, indent: indent))") }
    }
  }

  static func text(_ p: Provenance, indent: String) -> String {
    "\(text(p.value, indent: indent)) at \(text(p.location)) (\(p.origin))\(text(p.references))"
  }

  static func text(_ references: [ReferenceStep]) -> String {
    references.map { " via \($0.name) \(text($0.definition))" }.joined()
  }

  static func text(_ l: SourceLocation) -> String {
    "\(l.file):\(l.line):\(l.column)@\(l.keyPath)"
  }

  static func text(_ v: ThemeValue, indent: String = "") -> String {
    switch v {
    case .color(let c): return "color \(c.hexString)"
    case .states(let map):
      let parts = map.sorted { $0.key < $1.key }.map { "\($0.key): \(text($0.value))" }
      return "states {" + parts.joined(separator: ", ") + "}"
    case .array(let items): return "[" + items.map { text($0) }.joined(separator: ", ") + "]"
    case .style(let s):
      var inner: [String] = []
      dump(s.properties, indent: indent + "    ", into: &inner)
      return "style \(s.name ?? "-") {\n" + inner.joined(separator: "\n") + "\n\(indent)  }"
    default: return "\(v)"
    }
  }

  /// FNV-1a of the text's UTF-8: a digest that is the same in every process.
  static func digest(_ text: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in text.utf8 {
      h ^= UInt64(b)
      h = h &* 0x100_0000_01b3
    }
    return h
  }
}

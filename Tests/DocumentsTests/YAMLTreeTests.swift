import Foundation
import Primitives
import TestSupport
import Testing
import Yams

@testable import Documents

/// `YAMLComposer.composeTree` (a flat tree from libyaml's events, YAMLTree+Events.swift)
/// holds what Yams' nodes hold, and its `string`, `bool` and `float` answer as Yams'
/// accessors: compared with Yams' own parse (the plain twin, `fast: false`) on every YAML
/// file of the repository, on edge cases, on generated documents and on broken copies.
@Suite struct YAMLTreeTests {
  /// Every node on its own line, read the way the screen reader reads it.
  static func dump(_ node: Node?, into out: inout [String]) {
    guard let node else { return out.append("nil") }
    let mark = node.mark.map { "\($0.line):\($0.column)" } ?? "0:0"
    let read =
      "\(String(describing: node.string)) \(String(describing: node.bool)) "
      + "\(String(describing: node.float))"
    switch node {
    case .scalar(let s):
      out.append("scalar \(s.string) \(s.style.rawValue) \(mark) \(read)")
    case .sequence(let s):
      out.append("sequence \(s.count) \(s.style.rawValue) \(mark) \(read)")
      for n in s { dump(n, into: &out) }
    case .mapping(let m):
      out.append("mapping \(m.count) \(m.style.rawValue) \(mark) \(read)")
      for (k, v) in m {
        dump(k, into: &out)
        dump(v, into: &out)
      }
    case .alias:
      out.append("alias \(mark) \(read)")
    }
  }

  static func dump(_ tree: YAMLTree?, into out: inout [String]) {
    guard let tree else { return out.append("nil") }
    func walk(_ n: Int) {
      let mark = "\(tree.line(n)):\(tree.column(n))"
      let read =
        "\(String(describing: tree.string(n))) \(String(describing: tree.bool(n))) "
        + "\(String(describing: tree.float(n)))"
      switch tree.kind(n) {
      case .scalar:
        out.append("scalar \(tree.text(n)) \(tree.style(n)) \(mark) \(read)")
      case .sequence:
        out.append("sequence \(tree.count(n)) \(tree.style(n)) \(mark) \(read)")
        for c in tree.children(n) { walk(c) }
      case .mapping:
        out.append("mapping \(tree.count(n)) \(tree.style(n)) \(mark) \(read)")
        for (k, v) in tree.pairs(n) {
          walk(k)
          walk(v)
        }
      case .alias:
        out.append("alias \(mark) \(read)")
      }
    }
    walk(tree.root)
    #expect(tree.end(tree.root) == tree.nodeCount)
  }

  /// The tree (or error) `composeTree` gives, against Yams' nodes of the plain parse: the
  /// same lines, and the same error word for word. Returns whether the fast path made it.
  @discardableResult
  static func compare(_ text: String, limits: DocumentLimits = .standard) -> Bool {
    var fast: [String] = []
    var fastError: String?
    do {
      dump(try YAMLComposer.composeTree(text, file: "t.yml", limits: limits), into: &fast)
    } catch {
      fastError = "\(error)"
    }
    var plain: [String] = []
    var plainError: String?
    do {
      let node = try YAMLComposer.compose(text, file: "t.yml", limits: limits)
      dump(node, into: &plain)
      // The tree converted from Yams' nodes reads alike too.
      var converted: [String] = []
      dump(node.map(YAMLTree.init), into: &converted)
      #expect(converted == plain, "\(text.prefix(60))")
    } catch {
      plainError = "\(error)"
    }
    let firstDifference = zip(fast, plain).first { $0 != $1 }.map { "\($0) / \($1)" } ?? ""
    #expect(fast == plain, "\(text.prefix(60)): \(firstDifference)")
    #expect(fastError == plainError, "\(text.prefix(60))")
    return fastError == nil && YAMLComposer.treeFromEvents(text) != nil
  }

  @Test func everyYAMLFileOfTheRepositoryReadsAlike() throws {
    var count = 0
    var fast = 0
    for url in YAMLComposerEventsTests.repositoryFiles {
      guard let data = FileManager.default.contents(atPath: url.path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      if Self.compare(text) { fast += 1 }
      count += 1
    }
    #expect(count >= 40)
    // The fast path must really be taken, or the comparison proves nothing.
    #expect(fast * 10 >= count * 8, "\(fast) of \(count)")
  }

  @Test(arguments: [
    "a: 'single'\nb: \"double\\tescaped\\u00e9\"\nc: plain text\nd:\ne: ''\n",
    "lit: |\n  line one\n  line two\nfold: >-\n  folded\n  text\nkeep: |+\n  x\n\n",
    "a: 1\nb: 1.5\nc: true\nd: ~\ne: null\nf: yes\ng: 0x1F\nh: .inf\ni: text\nj: 1_000\n",
    "k: 1:30\nl: On\nm: 'yes'\nn: yEs\no: -.inf\np: .NaN\nq: 0o17\nr: +12e3\n",
    "1: one\ntrue: t\n2.5: x\nnull: n\n",
    "d: {=: iPhone 15}\ne: {'=': x}\nf: {a: 1, =: 2, =x: 3}\ng: [=]\n",
    "'': empty key\n\"\": again\n",
    "? [a, b]\n: complex\n",
    "? {=: a}\n: complex\n",
    "a: 1\nb: 2\na: 3\n",
    "m: {x: 1, x: 2}\n",
    "1: a\n'1': b\n01: c\n",
    "x: &a 1\ny: *a\n",
    "a: !!str 123\nb: !!bool yEs\nc: !!float '2.5'\nd: ! yes\ne: !!value =\n",
    "m: !!map {!!value '=': v}\ns: !!seq [1]\n",
    "list: [&x {a: 1}, *x]\n",
    "a: [1, 2\n",
    "a: b: c\n",
    "---\na: 1\n---\nb: 2\n",
    "- 1\n- 2\n",
    "just a scalar\n",
    "",
    "\n\n",
    "a: 1\r\nb: [x, y]\r\n",
    "\u{FEFF}a: 1\n",
    "emoji: 'héllo 👋🏽'\nafter: {k: v}\ncjk: 漢字\nnext: [é, ü]\n",
  ])
  func edgeCasesReadAlike(text: String) {
    Self.compare(text)
  }

  /// A mapping of many keys (the duplicate search turns to hashing past 16) and a
  /// duplicate among them.
  @Test func largeMappingsReadAlike() {
    let keys = (0..<40).map { "k\($0): \($0)" }
    #expect(Self.compare(keys.joined(separator: "\n") + "\n"))
    #expect(!Self.compare((keys + ["k3: again"]).joined(separator: "\n") + "\n"))
    #expect(!Self.compare((keys + ["k30: again"]).joined(separator: "\n") + "\n"))
    #expect(!Self.compare((["k30: first"] + keys).joined(separator: "\n") + "\n"))
  }

  /// Generated documents and broken copies of them (cut short, a byte changed or inserted).
  @Test func generatedAndBrokenDocumentsReadAlike() {
    var rng = SplitMix(seed: 91)
    let scalars = [
      "1", "-2.5", "0x1F", "true", "no", "~", "null", ".inf", "text", "'quoted'", "=",
      "\"dq \\\" x\"", "héllo", "'a: b'", "\"\"", "a b c", "1e3", "+1", ".5", "YES", "off",
      "'{{name}}'", "#FFF", "[1, 2]",
    ]
    let noise: [UInt8] = Array(":-[]{}#&*!|>'\"\n ,?%@`\t".utf8) + [0xC3, 0xFF]
    for round in 0..<300 {
      var lines: [String] = []
      func value(_ depth: Int, indent: String) -> String {
        switch rng.next() % (depth > 3 ? 2 : 5) {
        case 0, 1: return " " + scalars[Int(rng.next() % UInt64(scalars.count))]
        case 2:
          let n = Int(rng.next() % 4)
          return " ["
            + (0..<n).map { _ in scalars[Int(rng.next() % 12)] }.joined(separator: ", ") + "]"
        case 3:
          let n = Int(rng.next() % 3)
          return " {"
            + (0..<n).map { "k\($0): " + scalars[Int(rng.next() % 12)] }
            .joined(separator: ", ") + "}"
        default:
          var out = ""
          for i in 0..<Int(1 + rng.next() % 3) {
            let key = rng.next() % 7 == 0 ? "'key \(i)'" : "key\(i)"
            out += "\n" + indent + "  " + key + ":" + value(depth + 1, indent: indent + "  ")
          }
          return out
        }
      }
      for i in 0..<Int(1 + rng.next() % 6) { lines.append("top\(i):" + value(0, indent: "")) }
      let text = lines.joined(separator: "\n") + "\n"
      Self.compare(text)
      var bytes = Array(text.utf8)
      let at = Int(rng.next() % UInt64(bytes.count))
      switch round % 3 {
      case 0: bytes.removeSubrange(at...)
      case 1: bytes[at] = noise[Int(rng.next() % UInt64(noise.count))]
      default: bytes.insert(noise[Int(rng.next() % UInt64(noise.count))], at: at)
      }
      Self.compare(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The budgets hold on the fast path, with `compose`'s words.
  @Test func limitsHold() {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    Self.compare(deep)
    Self.compare("a: 1234567890\n", limits: DocumentLimits(maximumBytes: 10))
    let many = "[" + (0..<50).map { "\($0)" }.joined(separator: ", ") + "]\n"
    Self.compare(many, limits: DocumentLimits(maximumNodes: 40))
    #expect(throws: Diagnostic.self) {
      try YAMLComposer.composeTree(many, file: "m.yml", limits: DocumentLimits(maximumNodes: 40))
    }
    let bomb =
      "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a]\n"
      + "c: [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n"
    Self.compare(bomb, limits: DocumentLimits(maximumNodes: 200))
  }

  /// A template's copy: keys as they are, values filled, the copy's subtree well formed.
  @Test func copiesFillValuesOnly() throws {
    var tree = try #require(
      try YAMLComposer.composeTree("t: {a: x, x: [x, {x: x}]}\nv: 'new'\n", file: "c.yml"))
    let template = tree.end(tree.root + 1)
    let source = tree.end(tree.end(template))
    let copy = tree.appendCopy(of: template) { tree, n in
      tree.text(n) == "x" ? .scalar(source) : .keep
    }
    var out: [String] = []
    func walk(_ n: Int) {
      out.append("\(tree.kind(n)) \(tree.text(n)) \(tree.style(n)) \(tree.line(n))")
      if tree.kind(n) != .scalar { for c in tree.children(n) { walk(c) } }
    }
    walk(copy)
    #expect(
      out == [
        "mapping  0 1", "scalar a 1 1", "scalar new 2 1", "scalar x 1 1", "sequence  0 1",
        "scalar new 2 1", "mapping  0 1", "scalar x 1 1", "scalar new 2 1",
      ])
    #expect(tree.end(copy) == tree.nodeCount)
  }
}

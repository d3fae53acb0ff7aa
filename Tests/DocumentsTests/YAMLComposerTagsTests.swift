import Foundation
import Testing
import Yams

@testable import Documents

/// Composing without tag regexes (YAMLComposer+Tags.swift) makes the tree the default
/// composer makes: same values, tags, styles and marks, and the same errors.
@Suite struct YAMLComposerTagsTests {
  /// Every node on its own line: kind, text, resolved tag, style and mark.
  static func dump(_ node: Node?, into out: inout [String]) {
    guard let node else { return out.append("nil") }
    let mark = node.mark.map { "\($0.line):\($0.column)" } ?? "-"
    switch node {
    case .scalar(let s):
      // `bool`, `int` and `float` read the resolved tag.
      out.append(
        "scalar \(s.string) \(s.style) \(mark) \(String(describing: node.bool)) "
          + "\(String(describing: node.int)) \(String(describing: node.float))")
    case .sequence(let s):
      out.append("sequence \(s.count) \(s.style) \(mark)")
      for n in s { dump(n, into: &out) }
    case .mapping(let m):
      out.append("mapping \(m.count) \(m.style) \(mark)")
      for (k, v) in m {
        dump(k, into: &out)
        dump(v, into: &out)
      }
    case .alias:
      out.append("alias \(mark)")
    }
  }

  /// Both composers' trees (or errors), and equality as Yams defines it (tags included).
  static func compare(_ text: String) {
    func compose(fast: Bool) -> (Node?, [String], String?) {
      do {
        let (parser, root) = try YAMLComposer.parse(text, fast: fast)
        var out: [String] = []
        withExtendedLifetime(parser) { dump(root, into: &out) }
        return (root, out, nil)
      } catch {
        return (nil, [], "\(error)")
      }
    }
    let fast = compose(fast: true)
    let plain = compose(fast: false)
    let sameTree = fast.0 == plain.0
    let sameDump = fast.1 == plain.1
    let firstDifference = zip(fast.1, plain.1).first { $0 != $1 }.map { "\($0) / \($1)" } ?? ""
    #expect(sameTree, "\(text.prefix(60))")
    #expect(sameDump, "\(text.prefix(60)): \(firstDifference)")
    #expect(fast.2 == plain.2, "\(text.prefix(60))")
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func exampleScreensAndThemesComposeAlike() throws {
    var count = 0
    for folder in ["screens", "themes", "Snapshots"] {
      let base = Self.root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      while let url = files?.nextObject() as? URL {
        guard ["yml", "yaml"].contains(url.pathExtension) else { continue }
        Self.compare(try String(contentsOf: url, encoding: .utf8))
        count += 1
      }
    }
    #expect(count >= 8)
  }

  @Test(arguments: [
    // Plain scalars of every core type, as keys and values.
    "a: 1\nb: 1.5\nc: true\nd: ~\ne: null\nf: yes\ng: 0x1F\nh: .inf\ni: text\n",
    "1: one\ntrue: t\n2.5: x\nnull: n\n",
    "list: [1, two, 3.0, false, '4', \"5\"]\nflow: {a: 1, 'b': no}\n",
    // Duplicates only under basic tags (plain 1 is an int, "1" a string): the default
    // composer accepts them, so the fast path must too.
    "1: a\n\"1\": b\n",
    "true: a\n'true': b\n",
    // Real duplicates and syntax errors: the same error.
    "a: 1\na: 2\n",
    "a: [1, 2\n",
    "a: b: c\n",
    // Explicit tags and anchors take the plain parse; a `!` inside text does not.
    "a: !!str 123\nb: !!int '7'\n",
    "x: &a {k: 1}\ny: *a\n",
    "title: Hello!\nbang: 'Wow !'\n",
    "",
    "# only a comment\n",
  ])
  func edgeCasesComposeAlike(text: String) {
    Self.compare(text)
  }

  @Test func anchorsAndTagsTakeThePlainParse() {
    #expect(YAMLComposer.hasAnchorsOrTags("a: &x 1"))
    #expect(YAMLComposer.hasAnchorsOrTags("a: !!str 1"))
    #expect(YAMLComposer.hasAnchorsOrTags("!tag\na: 1"))
    #expect(YAMLComposer.hasAnchorsOrTags("- [!x 1]"))
    #expect(!YAMLComposer.hasAnchorsOrTags("title: Hello!\n"))
  }

  @Test func aGeneratedScreenComposesAlike() {
    let rows = (0..<500).map {
      "    - {type: UILabel, style: t\($0 % 7), props: {text: 'Row \($0)', n: \($0)}}"
    }
    Self.compare("root:\n  type: UIView\n  children:\n" + rows.joined(separator: "\n") + "\n")
  }

  /// Each plain scalar gets its own implicit tag (tags resolve in place), though they share
  /// one constructor.
  @Test func plainScalarsDoNotShareATag() throws {
    let (parser, root) = try YAMLComposer.parse("a: 1\nb: true\nc: x\n")
    try withExtendedLifetime(parser) {
      let values = try #require(root?.mapping).map(\.value)
      #expect(values[0].tag !== values[1].tag)
      #expect(values.map { $0.tag.rawValue } == [Tag.Name.int, .bool, .str].map(\.rawValue))
    }
  }
}

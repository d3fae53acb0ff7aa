import Foundation
import Primitives
import TestSupport
import Testing
import Yams

@testable import Documents

/// The events composer (YAMLComposer+Events.swift) makes Yams' tree, or gives up and lets
/// Yams read the file: compared with Yams' own parse (the plain twin) on every YAML file of
/// the repository, on edge cases and on generated documents.
@Suite struct YAMLComposerEventsTests {
  static let root = YAMLComposerTagsTests.root

  /// Every `.yml` / `.yaml` file under the repository (build folders left out).
  static var repositoryFiles: [URL] {
    var out: [URL] = []
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      let path = url.path
      if path.contains("/.build/") || path.contains("/.git/") { continue }
      if ["yml", "yaml"].contains(url.pathExtension) { out.append(url) }
    }
    return out.sorted { $0.path < $1.path }
  }

  @Test func everyYAMLFileOfTheRepositoryComposesAlike() throws {
    var count = 0
    var composed = 0
    for url in Self.repositoryFiles {
      guard let data = FileManager.default.contents(atPath: url.path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      YAMLComposerTagsTests.compare(text)
      if YAMLComposer.composeFromEvents(text) != nil { composed += 1 }
      count += 1
    }
    #expect(count >= 40)
    // The fast path must really be taken, or the comparison above proves nothing.
    #expect(composed * 10 >= count * 8, "\(composed) of \(count)")
  }

  @Test(arguments: [
    // Quoting, block scalars, escapes, empty values, comments.
    "a: 'single'\nb: \"double\\tescaped\\u00e9\"\nc: plain text\nd:\ne: ''\n",
    "lit: |\n  line one\n  line two\nfold: >-\n  folded\n  text\nkeep: |+\n  x\n\n",
    "# comment\na: 1 # trailing\n# another\nb: [1, 2] # flow\n",
    "nul: \"a\\0b\"\nbom: \"\\uFEFFx\"\nlead: \"\\uFEFF\"\n",
    "emoji: 'héllo 👋🏽'\nafter: {k: v}\ncjk: 漢字\nnext: [é, ü]\n",
    // Keys: plain, quoted, numeric, empty, complex (Yams decides).
    "'': empty key\n\"\": again\n",
    "? [a, b]\n: complex\n",
    "? {a: 1}\n: complex\n",
    "? |\n  block key\n: v\n",
    "a:\n  - b: 1\n    c: 2\n  - - nested\n    - list\n",
    // Duplicates: real, only-under-basic, in nested and flow mappings.
    "a: 1\nb: 2\na: 3\n",
    "m: {x: 1, x: 2}\n",
    "outer:\n  k: 1\n  k: 2\n",
    "1: a\n'1': b\n01: c\n",
    // Anchors, aliases, tags (the plain parse), including ones the byte check misses.
    "x: &a 1\ny: *a\n",
    "a: !!str 123\n",
    "list: [&x 1, *x]\n",
    "tagged: !custom {a: 1}\n",
    // Errors: syntax, indentation, unclosed, several documents, bad escapes, tabs.
    "a: [1, 2\n",
    "a: b: c\n",
    "a:\n  b: 1\n c: 2\n",
    "---\na: 1\n---\nb: 2\n",
    "a: \"\\q\"\n",
    "a:\n\t- 1\n",
    "- a\nb: c\n",
    "{a: 1}}\n",
    // Documents that are not mappings; explicit document markers.
    "- 1\n- 2\n",
    "just a scalar\n",
    "--- \n...\n",
    "---\na: 1\n...\n",
    "%YAML 1.1\n---\na: 1\n",
    "",
    "\n\n",
    // Windows line ends and a byte-order mark.
    "a: 1\r\nb: [x, y]\r\n",
    "\u{FEFF}a: 1\n",
  ])
  func edgeCasesComposeAlike(text: String) {
    YAMLComposerTagsTests.compare(text)
  }

  /// Random screens and themes: nested mappings and lists, quoted and plain scalars of every
  /// core type, unicode, comments, flow and block styles.
  @Test func generatedDocumentsComposeAlike() {
    var rng = SplitMix(seed: 15)
    let scalars = [
      "1", "-2.5", "0x1F", "true", "no", "~", "null", ".inf", "text", "'quoted'",
      "\"dq \\\" x\"", "héllo", "#not-a-comment-in-quotes", "'a: b'", "\"\"", "a b c",
      "1e3", "+1", ".5", "'multi\n  line'", "2024-01-01",
    ]
    for _ in 0..<150 {
      var lines: [String] = []
      func value(_ depth: Int, indent: String) -> String {
        switch rng.next() % (depth > 3 ? 2 : 5) {
        case 0, 1: return " " + scalars[Int(rng.next() % UInt64(scalars.count))]
        case 2:
          let n = Int(rng.next() % 4)
          return " [" + (0..<n).map { _ in scalars[Int(rng.next() % 10)] }.joined(separator: ", ")
            + "]"
        case 3:
          let n = Int(rng.next() % 3)
          return " {"
            + (0..<n).map { "k\($0): " + scalars[Int(rng.next() % 10)] }
            .joined(separator: ", ") + "}"
        default:
          var out = ""
          for i in 0..<Int(1 + rng.next() % 3) {
            let key = rng.next() % 7 == 0 ? "'key \(i)'" : "key\(i)"
            out += "\n" + indent + "  " + key + ":" + value(depth + 1, indent: indent + "  ")
            if rng.next() % 9 == 0 { out += " # c" }
          }
          return out
        }
      }
      for i in 0..<Int(1 + rng.next() % 6) {
        lines.append("top\(i):" + value(0, indent: ""))
      }
      if rng.next() % 10 == 0 { lines.append(lines.first ?? "") }  // a duplicate key
      YAMLComposerTagsTests.compare(lines.joined(separator: "\n") + "\n")
    }
  }

  /// What the events composer keeps: marks, styles and tags read back as Yams' do.
  @Test func marksStylesAndTagsAreYams() throws {
    let text = "a: 1\nb:\n  - 'x'\n  - |\n    block\nc: {d: ~}\n"
    let fast = try #require(YAMLComposer.composeFromEvents(text)?.root)
    let (parser, plain) = try YAMLComposer.parse(text, fast: false)
    #expect(plain != nil)
    withExtendedLifetime(parser) {
      var a: [String] = []
      var b: [String] = []
      YAMLComposerTagsTests.dump(fast, into: &a)
      YAMLComposerTagsTests.dump(plain, into: &b)
      #expect(a == b)
      #expect(a.contains("scalar x singleQuoted 3:5 nil nil nil"))
    }
    #expect(fast.mapping?["c"]?.mapping?["d"]?.null != nil)
    #expect(fast.mapping?["b"]?.sequence?[1].string == "block\n")
  }

  /// Limits still hold on the fast path: size, depth and aliases are checked before it.
  @Test func limitsStillApply() {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    #expect(throws: Diagnostic.self) { try YAMLComposer.compose(deep, file: "d.yml") }
    let small = DocumentLimits(maximumBytes: 10)
    #expect(throws: Diagnostic.self) {
      try YAMLComposer.compose("a: 1234567890\n", file: "s.yml", limits: small)
    }
  }
}

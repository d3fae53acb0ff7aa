import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder

/// A storyboard is parsed once per run however many of its scenes render, and an edited
/// file is never served from the cache; malformed XML is worded, not numbered.
@Suite struct DocumentReuseTests {
  static func temporaryFile(_ name: String, _ text: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func storyboard(label: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>
    <scene sceneID="s1"><objects><viewController storyboardIdentifier="A" id="vc1">
    <view key="view" id="v1"><rect key="frame" x="0" y="0" width="100" height="100"/>
    <subviews><label text="\(label)" id="l1"><rect key="frame" x="0" y="0" width="50" height="20"/>
    </label></subviews></view></viewController></objects></scene>
    <scene sceneID="s2"><objects><viewController storyboardIdentifier="B" id="vc2">
    <view key="view" id="v2"><rect key="frame" x="0" y="0" width="100" height="100"/></view>
    </viewController></objects></scene>
    </scenes></document>
    """
  }

  @Test func theSameBytesGiveTheSameParsedDocument() throws {
    let path = try Self.temporaryFile("Main.storyboard", Self.storyboard(label: "One"))
    let first = try IBDocument.load(path)
    let second = try IBDocument.load(path)
    #expect(first === second)
  }

  @Test func anEditedFileIsParsedAgainEvenAtTheSameSize() throws {
    let path = try Self.temporaryFile("Main.storyboard", Self.storyboard(label: "One"))
    let before = try IBDocument.load(path)
    // Same length, other text, written at once (the same second): size and time alike.
    try Data(Self.storyboard(label: "Two").utf8).write(to: URL(fileURLWithPath: path))
    let after = try IBDocument.load(path)
    #expect(before !== after)
    let label = try after.screen(named: "A", autoLayout: false).root.children.first?
      .children.first
    #expect(label?.text == "Two")
  }

  @Test func documentsLoadTheSameFromManyThreadsAtOnce() throws {
    let path = try Self.temporaryFile("Main.storyboard", Self.storyboard(label: "One"))
    let names = Mutexed<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 16) { i in
      let doc = try? IBDocument.load(path)
      let scene = i % 2 == 0 ? "A" : "B"
      if let screen = try? doc?.screen(named: scene, autoLayout: false) {
        names.mutate { $0.append(screen.name) }
      }
    }
    #expect(names.value.count == 16)
  }

  /// The id index answers as the depth-first walk it replaced, on every fixture.
  @Test func scenesAreFoundByIDAsTheDocumentWalkFoundThem() throws {
    func walk(_ e: IBElement, _ id: String) -> IBElement? {
      if e["id"] == id, e.name != "outlet" { return e }
      for c in e.children { if let hit = walk(c, id) { return hit } }
      return nil
    }
    func ids(_ e: IBElement) -> [String] { [e["id"]].compactMap { $0 } + e.children.flatMap(ids) }
    let fixtures = ImporterTests.fixtures
    let files = try FileManager.default.contentsOfDirectory(atPath: fixtures)
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
    #expect(files.count >= 4)
    for file in files {
      let doc = try IBDocument.load(fixtures + "/" + file)
      for id in Set(ids(doc.root)) {
        #expect(doc.find(id) === walk(doc.root, id), "\(file): \(id)")
      }
    }
  }

  @Test(arguments: [
    ("<document>&bogus;</document>", "undeclared entity"),
    ("<document a=\"1\" a=\"2\"></document>", "attribute given twice"),
    ("<document a=\"<\"></document>", "malformed XML: "),
    ("<document>\u{01}</document>", "a character XML does not allow"),
    ("   \n", "the document is empty"),
  ])
  func malformedXMLIsWorded(_ text: String, _ expected: String) throws {
    let e = try #require(throws: DiagnosticError.self) {
      try IBDocument(data: Data(text.utf8), file: "x.storyboard")
    }
    let message = e.diagnostics.first?.message ?? ""
    #expect(message.contains(expected), "\(message)")
    #expect(!message.contains("NSXMLParserErrorDomain"))
  }
}

/// A value guarded by a lock, for collecting results from concurrent work in a test.
final class Mutexed<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value { lock.withLock { stored } }
  func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}

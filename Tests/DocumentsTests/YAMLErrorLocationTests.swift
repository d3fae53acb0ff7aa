import Primitives
import Testing

@testable import Documents

/// Every refusal of a YAML document names a line and a column, not only the file.
@Suite struct YAMLErrorLocationTests {
  static func error(_ text: String, tree: Bool = false) -> Diagnostic? {
    do throws(Diagnostic) {
      if tree {
        _ = try YAMLComposer.composeTree(text, file: "x.yml")
      } else {
        _ = try YAMLComposer.compose(text, file: "x.yml")
      }
      return nil
    } catch {
      return error
    }
  }

  // Found by the hostile pass (session 13): these refusals said `x.yml:601: error:` or
  // `x.yml: error:`, without the column (or the line) where the problem is.
  @Test(arguments: [false, true])
  func tooDeepNestingHasALineAndColumn(tree: Bool) throws {
    let flow = try #require(Self.error("a: " + String(repeating: "[", count: 300), tree: tree))
    #expect(flow.message.contains("nesting is too deep"))
    #expect(flow.location?.line == 1 && flow.location?.column == 4 + 200)
    let block = String(repeating: "- ", count: 500) + "x\n"
    let deep = try #require(Self.error("k: 1\n" + block, tree: tree))
    #expect(deep.location?.line == 2 && (deep.location?.column ?? 0) > 1)
  }

  @Test(arguments: [false, true])
  func aControlCharacterIsLocatedAtItsByte(tree: Bool) throws {
    let e = try #require(Self.error("root:\n  id: é\u{0}b\n", tree: tree))
    #expect(e.message.contains("control characters"))
    #expect(e.location?.line == 2 && e.location?.column == 8)
  }

  @Test(arguments: [false, true])
  func aDuplicateKeyIsLocated(tree: Bool) throws {
    let e = try #require(Self.error("a: 1\nb:\n  c: 1\n  c: 2\n", tree: tree))
    #expect(e.location?.line ?? 0 > 0 && e.location?.column ?? 0 > 0)
  }

  @Test func anAliasAsAKeyHasAColumn() throws {
    let e = try #require(Self.error("a: &a [1]\nb: {x: 1, *a : 1}\n"))
    #expect(e.location?.line == 2 && e.location?.column == 11)
  }

  @Test func invalidUTF8IsLocatedAtTheFirstBadByte() {
    do throws(Diagnostic) {
      _ = try DocumentReader.read(Array("a: 1\nb: x".utf8) + [0xFF], file: "t.yaml")
      Issue.record("read")
    } catch {
      #expect(error.location?.line == 2 && error.location?.column == 5)
    }
  }
}

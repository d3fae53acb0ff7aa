import Primitives
import Testing

@testable import Documents

/// Issue 17: hostile YAML must be refused before the YAML library or a reader expands it.
@Suite struct YAMLBudgetTests {
  /// "Billion laughs": nine levels of ten aliases each, 10^9 values from ~800 bytes.
  static let billionLaughs: String = {
    var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in 1...9 {
      let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      text += "a\(level): &a\(level) [\(refs)]\n"
    }
    return text
  }()

  @Test func billionLaughsIsRefusedBeforeExpansion() {
    #expect(throws: Diagnostic.self) {
      _ = try DocumentReader.read(Array(Self.billionLaughs.utf8), file: "bomb.yaml")
    }
    do throws(Diagnostic) {
      _ = try YAMLComposer.compose(Self.billionLaughs, file: "bomb.yaml")
      Issue.record("the bomb was composed")
    } catch {
      #expect(error.message.contains("expands to more than 250000 values"))
      #expect(error.location?.file == "bomb.yaml")
    }
  }

  @Test func aFewAliasesStillWork() throws {
    let text = "base: &b {color: red}\nother: *b\nlist: [*b, *b]\n"
    let root = try DocumentReader.read(Array(text.utf8), file: "ok.yaml").root
    #expect(root["other"]?["color"]?.string == "red")
    #expect(root["list"].map { if case .array(let a) = $0.kind { a.count } else { 0 } } == 2)
  }

  @Test func theNodeBudgetCanBeRaisedOrLowered() throws {
    let text = "a: &a [1, 2, 3]\nb: [*a, *a, *a]\n"
    _ = try DocumentReader.read(Array(text.utf8), file: "t.yaml")
    #expect(throws: Diagnostic.self) {
      _ = try DocumentReader.read(
        Array(text.utf8), file: "t.yaml", limits: DocumentLimits(maximumNodes: 10))
    }
  }

  /// Yams hashes mapping keys to find duplicates; an alias of a big subtree as a key would
  /// be hashed whole.
  @Test func anAliasAsAKeyIsRefused() {
    for text in ["a: &a [1]\n*a : 2\n", "a: &a [1]\n? *a\n: 2\n", "a: &a [1]\nb: {*a : 1}\n"] {
      do throws(Diagnostic) {
        _ = try YAMLComposer.compose(text, file: "k.yaml")
        Issue.record("accepted \(text)")
      } catch {
        #expect(error.message.contains("alias cannot be a mapping key"), "\(text)")
      }
    }
  }

  @Test func blockNestingOnOneLineIsRefused() {
    let text = String(repeating: "- ", count: 5_000) + "x\n"
    do throws(Diagnostic) {
      _ = try YAMLComposer.compose(text, file: "deep.yaml")
      Issue.record("deep block nesting accepted")
    } catch {
      #expect(error.message.contains("nesting is too deep"))
    }
  }

  @Test func flowNestingIsRefused() {
    let text = String(repeating: "[", count: 300)
    #expect(throws: Diagnostic.self) { _ = try YAMLComposer.compose(text, file: "f.yaml") }
  }

  @Test func oversizedTextIsRefused() {
    let limits = DocumentLimits(maximumBytes: 10)
    do throws(Diagnostic) {
      _ = try DocumentReader.read(Array("a: 1234567890".utf8), file: "big.yaml", limits: limits)
      Issue.record("oversized file accepted")
    } catch {
      #expect(error.message.contains("more than the 10-byte budget"))
    }
  }

  @Test func syntaxErrorsAreLocated() {
    do throws(Diagnostic) {
      _ = try YAMLComposer.compose("a: [1, 2\nb: 3\n", file: "s.yaml")
      Issue.record("accepted")
    } catch {
      #expect(error.message.hasPrefix("malformed YAML/JSON: "))
      #expect((error.location?.line ?? 0) > 0)
    }
  }

  /// A large document without anchors is not blamed on aliases.
  @Test func aPlainLargeDocumentIsNotBlamedOnAliases() {
    let text = "[" + Array(repeating: "1", count: 250_001).joined(separator: ",") + "]\n"
    do throws(Diagnostic) {
      _ = try YAMLComposer.compose(text, file: "big.yaml")
      Issue.record("the document was composed")
    } catch {
      #expect(error.message.contains("holds more than 250000 values"), "\(error.message)")
      #expect(!error.message.contains("alias"))
    }
  }
}

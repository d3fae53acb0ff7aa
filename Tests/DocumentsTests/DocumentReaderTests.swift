import Foundation
import Primitives
import Testing

@testable import Documents

/// Every input kind reads its bytes through `DocumentReader.contents`, which checks the
/// size budget before reading the file whole.
@Suite struct DocumentReaderTests {
  @Test func aFileOverTheBudgetIsRefusedByItsSize() throws {
    let path = NSTemporaryDirectory() + "documents-\(UUID().uuidString).json"
    try Data(repeating: 0x20, count: 100).write(to: URL(fileURLWithPath: path))
    do throws(Diagnostic) {
      _ = try DocumentReader.contents(of: path, limits: DocumentLimits(maximumBytes: 10))
      Issue.record("read a file over the budget")
    } catch {
      #expect(error.message == "the file is 100 bytes, more than the 10-byte budget")
      #expect(error.location?.file == path)
    }
    #expect(try DocumentReader.contents(of: path).count == 100)
  }

  @Test func aMissingFileIsNamedByItsKind() {
    do throws(Diagnostic) {
      _ = try DocumentReader.contents(of: "/nonexistent/s.json", kind: "scene file")
      Issue.record("read a missing file")
    } catch {
      #expect(error.message == "cannot read scene file")
    }
  }

  /// A binary plist may point at one array from many places, like a YAML alias.
  @Test func binaryPlistValuesCountAgainstTheNodeBudget() throws {
    let inner = Array(repeating: "x", count: 50)
    let object: [String: Any] = ["a": inner, "b": inner, "c": inner]
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    _ = try DocumentReader.read(Array(data), file: "t.plist")
    #expect(throws: Diagnostic.self) {
      _ = try DocumentReader.read(
        Array(data), file: "t.plist", limits: DocumentLimits(maximumNodes: 100))
    }
  }
}

import Documents
import Foundation
import Primitives
import Yams

/// The YAML files that sit beside a storyboard (`Main.storyboard.yml`, the sidecar of
/// styles, and `Main.storyboard.rows.yml`, the prototype rows): read with the document
/// guards, composed with positions, located errors.
enum InterfaceBuilderYAML {
  /// The composed file at `path`; nil when there is no such file or it is empty.
  static func compose(_ path: String, kind: String) throws -> Node? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let bytes = try DocumentReader.contents(of: path, kind: kind)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw DiagnosticError([
        .error(
          "\(kind) is not UTF-8 text",
          at: .firstInvalidUTF8(bytes, file: path) ?? SourceLocation(file: path))
      ])
    }
    do throws(Diagnostic) {
      return try YAMLComposer.compose(text, file: path)
    } catch {
      throw DiagnosticError([error])
    }
  }

  /// Where `node` was written in `path`, with the key path `key`.
  static func location(_ path: String, _ node: Node, _ key: String) -> SourceLocation {
    SourceLocation(
      file: path, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, keyPath: key)
  }
}

import Foundation
import Primitives

extension IBXMLReader {
  /// Throws unless `data` is UTF-8, the only encoding Interface Builder writes. Checked
  /// before parsing: Foundation's XMLParser on Linux traps on an element or attribute name
  /// that is not UTF-8 (found by fuzzing: `<label ÿÿÿÿectionClass="…">` stopped the
  /// process with an illegal instruction instead of an error).
  static func checkUTF8(_ data: Data, file: String) throws {
    guard String(validating: data, as: UTF8.self) == nil else { return }
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = data.makeIterator()
    var line = 1
    var column = 1
    while case .valid(let scalar) = parser.parseScalar(from: &bytes) {
      if scalar.count == 1, scalar.first == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    throw DiagnosticError([
      .error(
        "the file is not UTF-8 text (Interface Builder writes UTF-8)",
        at: SourceLocation(file: file, line: line, column: column))
    ])
  }
}

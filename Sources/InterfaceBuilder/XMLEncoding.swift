import Foundation
import Primitives

extension IBXMLReader {
  /// Throws unless `data` is UTF-8, the only encoding Interface Builder writes. Checked
  /// before parsing: Foundation's XMLParser on Linux traps on an element or attribute name
  /// that is not UTF-8 (found by fuzzing: `<label ÿÿÿÿectionClass="…">` stopped the
  /// process with an illegal instruction instead of an error).
  static func checkUTF8(_ data: Data, file: String) throws {
    guard String(validating: data, as: UTF8.self) == nil,
      let at = SourceLocation.firstInvalidUTF8(data, file: file)
    else { return }
    throw DiagnosticError([
      .error("the file is not UTF-8 text (Interface Builder writes UTF-8)", at: at)
    ])
  }
}

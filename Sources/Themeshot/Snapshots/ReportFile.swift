import Documents
import Primitives
import Reports

/// A `report.json` read by `approve`, `review` and `merge-reports`.
enum ReportFile {
  /// ``ReportJSON/parse(_:)`` of `bytes`; a file that is not JSON is reported at the line
  /// and column of its first syntax error (JSONDecoder names neither), found by the located
  /// reader only then, so a good report is read once.
  static func parse(_ bytes: [UInt8], path: String) throws -> Report {
    do {
      return try ReportJSON.parse(bytes)
    } catch {
      if case .malformed = error {
        var reader = JSONReader(
          bytes: bytes, file: path, strict: true,
          limits: DocumentLimits(maximumBytes: .max))
        do throws(Diagnostic) {
          _ = try reader.read()
        } catch {
          throw Diagnostic.error("not a themeshot report: \(error.message)", at: error.location)
        }
      }
      throw Diagnostic.error("not a themeshot report: \(error)", at: SourceLocation(file: path))
    }
  }
}

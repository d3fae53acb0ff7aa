import Testing
import XCTest

/// Reports a failure to whichever framework runs the test: a Swift Testing issue inside a
/// `@Test`, an `XCTFail` inside an `XCTestCase`.
func recordIssue(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}

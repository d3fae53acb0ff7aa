import Testing
import XCTest

/// Reports a render failure to whichever framework runs the test: a Swift Testing issue
/// inside a `@Test`, an `XCTFail` inside an `XCTestCase`.
func reportFailure(_ message: String) {
  if Test.current != nil {
    Issue.record(Comment(rawValue: message))
  } else {
    XCTFail(message)
  }
}

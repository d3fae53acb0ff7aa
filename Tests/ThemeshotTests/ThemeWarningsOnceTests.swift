import Foundation
import Primitives
import Testing

@testable import Themeshot

/// Issue 11: "reports each problem once". Two themes that share a file load it twice; the
/// run prints each of its warnings once.
@Suite struct ThemeWarningsOnceTests {
  @Test func aWarningAlreadyPrintedByThisProcessIsNotPrintedAgain() {
    // Unique text: other tests in this process print theme warnings too.
    let file = "themes/\(UUID().uuidString).plist"
    let bad = Diagnostic.warning(
      "unknown constant 'COLOR_X'", at: SourceLocation(file: file, line: 3, column: 5))
    let other = Diagnostic.warning(
      "unknown constant 'COLOR_Y'", at: SourceLocation(file: file, line: 4, column: 5))
    #expect(ThemeSheets.unsaid([bad, other]) == [bad, other])
    #expect(ThemeSheets.unsaid([bad, other]).isEmpty)
    let third = Diagnostic.warning(
      "unknown constant 'COLOR_X'", at: SourceLocation(file: file, line: 9, column: 5))
    #expect(ThemeSheets.unsaid([other, third]) == [third])
  }
}

import Foundation
import Primitives
import Themeshot
import ThemeshotTesting
import XCTest

/// `assertSnapshot` inside an XCTestCase: a matching reference passes, and the reference
/// written by `missing` mode lives where swift-snapshot-testing users expect it.
final class XCTestAssertSnapshotTests: XCTestCase {
  func testMatchingReferencePasses() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-xct-\(UUID().uuidString)")
    let snapshots = folder.appendingPathComponent("__Snapshots__/CardTests").path
    let bitmap = Bitmap(width: 8, height: 8, fill: Color(red: 255, green: 59, blue: 48))
    // Record first through the verify call (it reports the recording as a failure).
    let recorded = verifySnapshot(
      of: bitmap, record: .missing, snapshotDirectory: snapshots, filePath: #filePath,
      function: "testCard()")
    XCTAssertNotNil(recorded)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("__Snapshots__/CardTests/testCard.png").path))
    assertSnapshot(
      of: bitmap, record: .never, snapshotDirectory: snapshots, function: "testCard()")
  }
}

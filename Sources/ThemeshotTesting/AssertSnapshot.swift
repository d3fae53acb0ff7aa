import Primitives
import Themeshot

/// Asserts that `bitmap` matches the reference stored beside the test file, in XCTest and
/// Swift Testing alike:
///
///     @Test func settingsDark() throws {
///       assertSnapshot(of: try render("settings", theme: "Dark"), named: "iPhone")
///     }
///
/// The reference is `__Snapshots__/<TestFile>/<test>.<name>.png`. The record mode comes
/// from `record`, else `THEMESHOT_RECORD` (`all`, `missing`, `failed`, `never`), else
/// `never` on CI and `missing` elsewhere. A mismatch writes expected, actual and diff PNGs
/// and names them in the failure. `snapshotDirectory` overrides the reference folder.
public func assertSnapshot(
  of bitmap: Bitmap, named name: String? = nil, record: RecordMode? = nil,
  tolerance: SnapshotTolerance = .exact, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  let message = verifySnapshot(
    of: bitmap, named: name, record: record, tolerance: tolerance,
    snapshotDirectory: snapshotDirectory, filePath: "\(filePath)", function: "\(function)")
  if let message {
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The check behind `assertSnapshot(of:…)`:
/// nil when the snapshot matches, otherwise the failure message. Build custom assertions on it.
public func verifySnapshot(
  of bitmap: Bitmap, named name: String? = nil, record: RecordMode? = nil,
  tolerance: SnapshotTolerance = .exact, snapshotDirectory: String? = nil, filePath: String,
  function: String
) -> String? {
  var store = SnapshotStore(testFile: filePath)
  if let snapshotDirectory { store.referenceFolder = snapshotDirectory }
  let verifier = SnapshotVerifier(
    store: store, mode: record ?? .fromEnvironment(),
    tolerance: tolerance)
  let identifier = SnapshotStore.identifier(testName: function, name: name)
  return verifier.verify(bitmap, identifier: identifier).message
}

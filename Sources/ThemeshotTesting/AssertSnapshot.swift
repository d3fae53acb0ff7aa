import Primitives
import Themeshot
import Widgets

/// Asserts that `bitmap` matches the reference stored beside the test file, in XCTest and
/// Swift Testing alike:
///
///     @Test func settingsDark() throws {
///       assertSnapshot(of: try render("settings", theme: "Dark"), named: "iPhone")
///     }
///
/// The reference is `__Snapshots__/<TestFile>/<test>.<name>.png`; a second snapshot of the
/// same name in one test gets `.2`, and each case of a parameterised Swift Testing test is
/// named by its arguments (see `SnapshotNaming`). The record mode comes
/// from `record`, else `THEMESHOT_RECORD` (`all`, `missing`, `failed`, `never`), else
/// `never` on CI and `missing` elsewhere. A mismatch writes expected, actual and diff PNGs
/// and names them in the failure. `snapshotDirectory` overrides the reference folder.
public func assertSnapshot(
  of bitmap: Bitmap, named name: String? = nil, record: RecordMode? = nil,
  tolerance: SnapshotTolerance = .exact, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: bitmap, sidecar: Sidecar(), named: name, record: record, tolerance: tolerance,
    snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, function: function,
    line: line, column: column)
}

/// Asserts that a render matches its reference, as ``assertSnapshot(of:named:record:tolerance:snapshotDirectory:fileID:filePath:function:line:column:)``
/// does for its bitmap, keeping the render's record in the reference's sidecar: a later
/// mismatch then names the widget, property, both values and theme line that changed.
public func assertSnapshot(
  of output: RenderOutput, named name: String? = nil, record: RecordMode? = nil,
  tolerance: SnapshotTolerance = .exact, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  // The render's own pixels and a sidecar made only when needed: a passing assertion hashes
  // the render band by band (no bitmap) and hashes no font file.
  assertSnapshot(
    of: output.pixels, sidecar: Sidecar(explaining: output), named: name, record: record,
    tolerance: tolerance, snapshotDirectory: snapshotDirectory, fileID: fileID,
    filePath: filePath, function: function, line: line, column: column)
}

func assertSnapshot(
  of bitmap: Bitmap, sidecar: Sidecar, named name: String?, record: RecordMode?,
  tolerance: SnapshotTolerance, snapshotDirectory: String?, fileID: StaticString,
  filePath: StaticString, function: StaticString, line: UInt, column: UInt
) {
  assertSnapshot(
    of: RenderedPixels(bitmap), sidecar: sidecar, named: name, record: record,
    tolerance: tolerance, snapshotDirectory: snapshotDirectory, fileID: fileID,
    filePath: filePath, function: function, line: line, column: column)
}

func assertSnapshot(
  of pixels: RenderedPixels, sidecar: @autoclosure () -> Sidecar, named name: String?,
  record: RecordMode?, tolerance: SnapshotTolerance, snapshotDirectory: String?,
  fileID: StaticString, filePath: StaticString, function: StaticString, line: UInt,
  column: UInt
) {
  let test = SnapshotNaming.testName(function: "\(function)")
  let unique = SnapshotNaming.uniqueName(name, testKey: "\(filePath)\u{0}\(test)")
  let message = verify(
    pixels, identifier: SnapshotStore.identifier(testName: test, name: unique), record: record,
    tolerance: tolerance, snapshotDirectory: snapshotDirectory, filePath: "\(filePath)",
    sidecar: sidecar())
  if let message {
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The check behind `assertSnapshot(of:…)`, for one exact name (no counter: calling it
/// twice checks the same reference twice): nil when the snapshot matches, otherwise the
/// failure message. Build custom assertions on it.
public func verifySnapshot(
  of bitmap: Bitmap, named name: String? = nil, record: RecordMode? = nil,
  tolerance: SnapshotTolerance = .exact, snapshotDirectory: String? = nil, filePath: String,
  function: String
) -> String? {
  verify(
    bitmap, identifier: SnapshotStore.identifier(testName: function, name: name), record: record,
    tolerance: tolerance, snapshotDirectory: snapshotDirectory, filePath: filePath)
}

func verify(
  _ bitmap: Bitmap, identifier: String, record: RecordMode?, tolerance: SnapshotTolerance,
  snapshotDirectory: String?, filePath: String
) -> String? {
  verify(
    RenderedPixels(bitmap), identifier: identifier, record: record, tolerance: tolerance,
    snapshotDirectory: snapshotDirectory, filePath: filePath, sidecar: Sidecar())
}

func verify(
  _ pixels: RenderedPixels, identifier: String, record: RecordMode?,
  tolerance: SnapshotTolerance, snapshotDirectory: String?, filePath: String,
  sidecar: @autoclosure () -> Sidecar
) -> String? {
  var store = SnapshotStore(testFile: filePath)
  if let snapshotDirectory { store.referenceFolder = snapshotDirectory }
  let verifier = SnapshotVerifier(store: store, mode: record, tolerance: tolerance)
  return verifier.verify(pixels, identifier: identifier, sidecar: sidecar()).message
}

/// Renders a screen file with theme files and asserts it matches its reference: the whole
/// pipeline in one line.
///
///     @Test func settingsDark() {
///       assertSnapshot(
///         ofScreen: "screens/settings.yml",
///         themeFiles: ["themes/motif/Colors.yaml", "themes/motif/DarkMappings.yaml",
///                      "themes/motif/Components.yaml"],
///         named: "dark")
///     }
///
/// A screen or theme that cannot be loaded fails the test with its located diagnostics;
/// with `strict`, so does any warning (a key the app would skip). `appearance` is the
/// theme's interface style and contrast; a screen file that names its own `appearance` or
/// `contrast` wins over it, as in `themeshot render` (docs/appearance.md). `contentSize` is
/// the Dynamic Type setting text-style fonts are sized for; any but `.large` is added to
/// the reference's name (`dark` → `<test>.dark-extraLarge.png`), as `themeshot check` adds
/// it to its references' (docs/dynamic-type.md).
public func assertSnapshot(
  ofScreen screenPath: String, themeFiles: [String], alternatives: [String] = [],
  device: Device = .default, strict: Bool = false, appearance: Appearance = .light,
  contentSize: ContentSizeCategory = .large, named name: String? = nil,
  record: RecordMode? = nil,
  tolerance: SnapshotTolerance = .exact, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  let output: RenderOutput
  do {
    output = try Renderer().render(
      screenAt: screenPath, themeFiles: themeFiles, alternatives: alternatives, device: device,
      strict: strict, appearance: appearance, contentSize: contentSize)
  } catch {
    recordIssue(
      "Cannot render \(screenPath): \(error)", fileID: fileID, filePath: filePath, line: line,
      column: column)
    return
  }
  assertSnapshot(
    of: output, named: ContentSizeNaming.name(name, contentSize), record: record,
    tolerance: tolerance, snapshotDirectory: snapshotDirectory, fileID: fileID,
    filePath: filePath, function: function, line: line, column: column)
}

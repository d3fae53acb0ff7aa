import Foundation
import Text

/// One library for the whole test target: scanning the substitutes costs ~40 ms in debug.
enum TestFonts {
  static let library: FontLibrary = {
    do { return try FontLibrary() } catch { fatalError("no fonts for tests: \(error)") }
  }()

  /// `Tests/TextTests/__Fixtures__/<name>`.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Fixtures__").appendingPathComponent(name).path
  }

  /// Whether Debian's substitute packages are installed (tests of the table need them).
  static var substitutesInstalled: Bool { library.missingPackages.isEmpty }
}

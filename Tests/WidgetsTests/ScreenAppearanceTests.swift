import Foundation
import Primitives
import Testing

@testable import Widgets

/// `ScreenFile.ownAppearance` skips composing files that cannot name an appearance; files
/// that do, however the key is spelt, still read it.
@Suite struct ScreenAppearanceTests {
  static func appearance(of text: String, ext: String) throws -> AppearanceChoice {
    let path = NSTemporaryDirectory() + "appearance-\(UUID().uuidString).\(ext)"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return ScreenFile.ownAppearance(at: path)
  }

  @Test func keysSpeltAnyWayAreRead() throws {
    #expect(
      try Self.appearance(of: "appearance: dark\nroot: {type: UIView}\n", ext: "yml").style == .dark
    )
    #expect(
      try Self.appearance(of: "contrast: high\nroot: {type: UIView}\n", ext: "yaml").contrast
        == .high)
    // Escapes spell the key without its letters: the file is still composed.
    #expect(try Self.appearance(of: "\"appe\\x61rance\": dark\n", ext: "yml").style == .dark)
    #expect(try Self.appearance(of: "{\"appe\\u0061rance\": \"dark\"}", ext: "json").style == .dark)
  }

  @Test func filesWithoutEitherWordNameNone() throws {
    #expect(
      try Self.appearance(of: "root: {type: UILabel, props: {text: Hi}}\n", ext: "yml")
        == AppearanceChoice())
    #expect(!ScreenFile.mayNameAppearance("root: {type: UILabel}"))
    #expect(ScreenFile.mayNameAppearance("x: 1\nappearance: dark"))
    #expect(ScreenFile.mayNameAppearance("contrast"))
    #expect(ScreenFile.mayNameAppearance("a: \"\\t\""))
    #expect(!ScreenFile.mayNameAppearance(""))
  }
}

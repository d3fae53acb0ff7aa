import Foundation
import Testing
import Themes

@testable import Themeshot

/// `themeshot symbols` (Motif's symbol generation, for Swift): names become identifiers the
/// compiler checks.
@Suite struct SymbolGeneratorTests {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  static let files = ["Colors", "DarkMappings", "Components"].map {
    repo + "/themes/motif/\($0).yaml"
  }

  @Test func exampleThemeNamesAreDeclared() throws {
    let theme = try ThemeLoader.load(files: Self.files)
    let source = SymbolGenerator().source(for: theme, files: ["Components.yaml"])
    #expect(source.contains("public static let primaryButton = \"PrimaryButton\""))
    #expect(source.contains("public static let tint = \"Tint\""))
    #expect(source.contains("public static let layerCornerRadius = \"layer.cornerRadius\""))
    #expect(source == SymbolGenerator().source(for: theme, files: ["Components.yaml"]))
  }

  @Test func namesBecomeSwiftIdentifiers() {
    #expect(SwiftIdentifier.member("primary-color") == "primaryColor")
    #expect(SwiftIdentifier.member("layer.cornerRadius") == "layerCornerRadius")
    #expect(SwiftIdentifier.member("URL") == "url")
    #expect(SwiftIdentifier.member("Button.Large") == "buttonLarge")
    #expect(SwiftIdentifier.member("1x") == "_1x")
    #expect(SwiftIdentifier.escaped(SwiftIdentifier.member("default")) == "`default`")
    #expect(SwiftIdentifier.stringLiteral("a\"b\\c") == "\"a\\\"b\\\\c\"")
  }

  @Test func collidingNamesGetSuffixesInSortedOrder() throws {
    let theme = try ThemeLoader.load(
      sources: [ThemeSource(path: "t.yaml", text: "$a-b: 1\n$aB: 2\n.X:\n  alpha: $aB\n")])
    let source = SymbolGenerator().source(for: theme, files: ["t.yaml"])
    #expect(source.contains("static let aB = \"a-b\""))
    #expect(source.contains("static let aB_2 = \"aB\""))
  }

  @Test func unchangedOutputIsNotRewritten() throws {
    let theme = try ThemeLoader.load(files: Self.files)
    let path = NSTemporaryDirectory() + "symbols-\(UUID().uuidString).swift"
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try SymbolGenerator().write(for: theme, files: ["x"], to: path))
    #expect(try !SymbolGenerator().write(for: theme, files: ["x"], to: path))
  }

  /// The point of the feature: a use of a defined name compiles, a typo does not.
  @Test func aTypoIsACompileError() throws {
    let theme = try ThemeLoader.load(files: Self.files)
    let folder = NSTemporaryDirectory() + "symbols-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try SymbolGenerator().write(for: theme, files: ["x"], to: folder + "/Symbols.swift")
    func typechecks(_ use: String) throws -> Bool {
      try "let name: String = \(use)\n".write(
        toFile: folder + "/Use.swift", atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "swiftc", "-typecheck", folder + "/Symbols.swift", folder + "/Use.swift",
      ]
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus == 0
    }
    #expect(try typechecks("ThemeSymbols.Styles.primaryButton"))
    #expect(try !typechecks("ThemeSymbols.Styles.primaryButon"))
  }
}

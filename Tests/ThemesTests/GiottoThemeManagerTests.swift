import Foundation
import Primitives
import Testing

@testable import Themes

@Suite struct GiottoThemeManagerTests {
  func manager(_ name: String = UUID().uuidString) throws -> GiottoThemeManager {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("giotto-\(name).json")
      .path
    return try GiottoThemeManager(
      defaultFiles: [fixture("giotto/theme_default.plist")], persistencePath: path)
  }

  @Test func constantChangesReachEveryStyleAtOnce() throws {
    var m = try manager()
    m.modifyConstant("COLOR_BRAND", value: .string("color:00FF00"))
    let theme = try m.theme()
    #expect(try theme.style(named: "PrimaryButton").properties["backgroundColor"] == hex("#00FF00"))
    #expect(try theme.style(named: "TitleLabel").properties["textColor"] == hex("#00FF00"))
    #expect(theme.diagnostics.isEmpty)
  }

  @Test func styleChangesReplaceTheStyleUnlessInheriting() throws {
    var m = try manager()
    m.modifyStyle("Bold", keyPath: "layer.borderWidth", value: .number(3))
    let replaced = try m.theme().style(named: "Bold").properties
    #expect(replaced.names == ["layer.borderWidth"])
    m.setInheritance(true, forStyle: "Bold")
    let inherited = try m.theme().style(named: "Bold").properties
    #expect(inherited["layer.borderWidth"] == .number(3))
    #expect(inherited["textAlignment"] == .string("center"))
    // Styles built on Bold see the change too.
    #expect(try m.theme().style(named: "TitleLabel").properties["layer.borderWidth"] == .number(3))
  }

  @Test func persistReloadAndResetClearsTheFileToo() throws {
    let name = UUID().uuidString
    var m = try manager(name)
    m.modifyConstant("DIMENSION_RADIUS", value: .number(12))
    m.modifyStyle("Bold", keyPath: "alpha", value: .number(0.5))
    m.setInheritance(true, forStyle: "Bold")
    try m.persist()
    #expect(FileManager.default.fileExists(atPath: m.persistencePath))

    // A new session reads the changes back.
    var next = try manager(name)
    #expect(next.hasChanges)
    let theme = try next.theme()
    #expect(try theme.style(named: "PrimaryButton").properties["layer.cornerRadius"] == .number(12))
    #expect(try theme.style(named: "Bold").properties["alpha"] == .number(0.5))
    #expect(try theme.style(named: "Bold").properties["textAlignment"] == .string("center"))

    try next.reset()
    #expect(!FileManager.default.fileExists(atPath: m.persistencePath))
    let fresh = try manager(name)
    #expect(!fresh.hasChanges)
    #expect(
      try fresh.theme().style(named: "PrimaryButton").properties["layer.cornerRadius"] == .number(6)
    )
  }

  @Test func persistedFileIsDeterministic() throws {
    var a = try manager()
    var b = try manager()
    // The same changes made in a different order write the same bytes.
    for k in ["X", "Y", "Z"] { a.modifyConstant(k, value: .number(1)) }
    for k in ["Z", "X", "Y"] { b.modifyConstant(k, value: .number(1)) }
    try a.persist()
    try b.persist()
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: a.persistencePath))
        == Data(contentsOf: URL(fileURLWithPath: b.persistencePath)))
    try a.reset()
    try b.reset()
  }

  @Test func badChangesAreReportedWhenTheThemeIsBuilt() throws {
    var m = try manager()
    m.modifyStyle("Bold", keyPath: "textColor", value: .string("color:12"))
    // The change is skipped with a warning, as Giotto's `applyValue:` logs and goes on;
    // strict makes it an error.
    #expect(try m.theme().diagnostics.contains { $0.message.contains("color:12") })
    m.options.strict = true
    #expect(throws: DiagnosticError.self) { try m.theme() }
  }
}

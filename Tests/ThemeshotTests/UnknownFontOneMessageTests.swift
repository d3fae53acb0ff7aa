import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// A Giotto or Pixelbits font iOS lacks is one warning, the same words at the same key in
/// `theme lint` (ThemeFontCheck), `render` and `inspect` (UnknownFonts), naming what the
/// device draws (Themes/Values/MissingFontRule.swift).
@Suite struct UnknownFontOneMessageTests {
  static let device = Device(name: "t", size: Size(width: 200, height: 60), scale: 1)

  /// The unknown-font warnings of linting `text` (written to a file named `name`) and of
  /// rendering a label styled by it (`apply` names a style, or nil for rules).
  func warnings(_ name: String, _ text: String, apply: String?) throws -> (
    lint: [Diagnostic], render: [Diagnostic]
  ) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name).path
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let lint = try ThemeTasks.lint(
      ThemeRequest(files: [file], strict: false, project: folder.path), fontFolders: [],
      unused: false, contrast: false)
    let theme = try ThemeLoader.load(files: [file])
    let applied = apply.map { ", apply: \($0)" } ?? ""
    let screen = try ScreenFile.parse(
      "root: {type: UILabel\(applied), props: {text: Hello, frame: [0, 0, 200, 60]}}",
      file: "s.yml", name: "s")
    let (_, rendered) = try Renderer(threads: 1).displayList(
      screen, sheet: ThemeStyleSheet(theme), device: Self.device)
    let isFont = { (d: Diagnostic) in d.message.contains("unknown font") }
    return (lint.diagnostics.filter(isFont), rendered.filter(isFont))
  }

  @Test func giottoLintAndRenderSayTheSameOnce() throws {
    let (lint, render) = try warnings(
      "g.json", #"{"formatVersion": 2, "Styles": {"T": {"font": "font:NoSuchFace,30"}}}"#,
      apply: "T")
    #expect(lint.count == 1, "\(lint)")
    #expect(lint == render, "\(lint) vs \(render)")
    #expect(lint.first?.message.contains("system font at 17 pt") == true)
  }

  /// A font in a constant is reported where a style uses it, once per use, as the render
  /// reports it.
  @Test func giottoFontConstantIsReportedAtItsUse() throws {
    let (lint, render) = try warnings(
      "g.json",
      """
      {"formatVersion": 2, "Constants": {"FONT_T": "font:NoSuchFace,30"},
       "Styles": {"T": {"font": "FONT_T"}}}
      """, apply: "T")
    #expect(lint.count == 1, "\(lint)")
    #expect(lint == render, "\(lint) vs \(render)")
    #expect(lint.first?.location?.line == 2)
  }

  @Test func pixelbitsLintAndRenderSayTheSameOnce() throws {
    let (lint, render) = try warnings(
      "p.yaml", "UILabel:\n  font: \"NoSuchFont, 14\"\n", apply: nil)
    #expect(lint.count == 1, "\(lint)")
    #expect(lint == render, "\(lint) vs \(render)")
    #expect(lint.first?.message.contains("keeps its own font") == true)
  }
}

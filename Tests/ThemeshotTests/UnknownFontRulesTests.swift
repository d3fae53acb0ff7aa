import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// Each dialect's rule for a font iOS lacks (`Themes/Values/MissingFontRule.swift`),
/// checked in pixels against the font the device ends up with.
@Suite struct UnknownFontRulesTests {
  static let device = Device(name: "t", size: Size(width: 200, height: 60), scale: 1)

  /// A label whose screen font is `props` (nil: none), styled by the Pixelbits rule
  /// `UILabel { font: <font> }` (nil: unstyled).
  func render(pixelbitsFont font: String?, props: String? = nil) throws -> (
    RenderOutput, Screen
  ) {
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(path: "p.yaml", text: font.map { "UILabel:\n  font: \"\($0)\"\n" } ?? "{}")
      ], options: ThemeLoadOptions(dialect: .pixelbits))
    let propFont = props.map { ", font: {font: \($0), size: 13}" } ?? ""
    let screen = try ScreenFile.parse(
      "root: {type: UILabel, props: {text: Hello, frame: [0, 0, 200, 60]\(propFont)}}",
      file: "s.yml", name: "s")
    let renderer = try Renderer(threads: 1)
    return (try renderer.render(screen, sheet: ThemeStyleSheet(theme), device: Self.device), screen)
  }

  /// Pixelbits ValueToPropertyConverter.swift: UIFontConverter returns nil for
  /// `"NoSuchFont, 14"`, no later converter takes the text, and PBProperty.swift `apply`
  /// sets the string with `setValue:forKey:` inside SwiftExceptionHandling, which catches
  /// UIKit's refusal: the label keeps the font it had (UIKit's default, system 17 pt).
  @Test func pixelbitsUnknownFontKeepsTheLabelsFont() throws {
    let (unknown, screen) = try render(pixelbitsFont: "NoSuchFont, 14")
    let (unstyled, _) = try render(pixelbitsFont: nil)
    let (system14, _) = try render(pixelbitsFont: "system, 14")
    #expect(unknown.bitmap == unstyled.bitmap)
    #expect(unknown.bitmap != system14.bitmap)
    #expect(screen.root.value("font") == nil)
    let warnings = unknown.diagnostics.filter { $0.message.contains("unknown font 'NoSuchFont'") }
    #expect(warnings.count == 1, "\(unknown.diagnostics)")
    #expect(warnings.first?.location?.file == "p.yaml")
    #expect(warnings.first?.location?.line == 2)
  }

  /// The font the view had is its screen (storyboard) value, which stays.
  @Test func pixelbitsUnknownFontKeepsTheScreensFont() throws {
    let (unknown, screen) = try render(pixelbitsFont: "NoSuchFont, 30", props: "Menlo")
    let (plain, _) = try render(pixelbitsFont: nil, props: "Menlo")
    #expect(unknown.bitmap == plain.bitmap)
    #expect(screen.root.value("font") == .font(FontSpec(name: "Menlo", size: 13)))
  }

  /// A font iOS has is applied as written.
  @Test func pixelbitsKnownFontIsApplied() throws {
    let (known, screen) = try render(pixelbitsFont: "Menlo, 30")
    #expect(screen.root.value("font") == .font(FontSpec(name: "Menlo", size: 30)))
    #expect(!known.diagnostics.contains { $0.message.contains("unknown font") })
  }

  /// Giotto UISegmentedControl+ThemeManager.m: a nil font is no UIFont, so it reaches
  /// `setValue:forKeyPath:@"font"`, which raises (the control has no such key) and is
  /// caught by SDThemeManager.m `applyValue:`: the titles keep their font, not system 17.
  @Test func giottoUnknownFontOnASegmentedControlKeepsItsTitlesFont() throws {
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(
          path: "g.json",
          text: #"{"formatVersion": 2, "Styles": {"S": {"font": "font:NoSuchFace,30"}}}"#)
      ])
    let screen = try ScreenFile.parse(
      "root: {type: UISegmentedControl, apply: S, props: {segments: [A, B], frame: [0, 0, 200, 32]}}",
      file: "s.yml", name: "s")
    let out = try Renderer(threads: 1).render(
      screen, sheet: ThemeStyleSheet(theme), device: Self.device)
    #expect(screen.root.value("titleTextAttributes.font") == nil)
    #expect(out.diagnostics.contains { $0.message.contains("unknown font 'NoSuchFace'") })
  }

  @Test func eachDialectHasItsRule() {
    #expect(MissingFontRule.of(.giotto) == .uiKitDefault)
    #expect(MissingFontRule.of(.pixelbits) == .keepPrevious)
    #expect(MissingFontRule.of(.styleInjection) == .systemAtWrittenSize)
  }
}

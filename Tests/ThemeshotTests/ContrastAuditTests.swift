import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// WCAG 2.1 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) measured on the
/// rendered pixels.
@Suite struct ContrastAuditTests {
  static let renderer = Result { try Renderer(threads: 1) }

  func hex(_ s: String) throws -> Color { try #require(Color(hexString: s)) }

  /// WCAG 2.1 contrast ratio definition: black on white is the maximum, 21:1.
  @Test func blackOnWhiteIsTwentyOneToOne() {
    #expect(abs(ContrastAudit.ratio(.black, .white) - 21) < 1e-9)
    #expect(abs(ContrastAudit.ratio(.white, .black) - 21) < 1e-9)
    #expect(ContrastAudit.ratio(.white, .white) == 1)
  }

  /// #777777 on white is the well-known near miss of WCAG AA: 4.48:1, below 4.5.
  @Test func grey777OnWhiteJustMissesAA() throws {
    let r = ContrastAudit.ratio(try hex("#777777"), .white)
    #expect(abs(r - 4.48) < 0.005)
    #expect(r < ContrastLevel.aa.minimum(large: false))
    #expect(r >= ContrastLevel.aa.minimum(large: true))
  }

  /// WCAG 2.1 relative luminance: white 1, black 0, pure green 0.7152 (its coefficient).
  @Test func relativeLuminanceFollowsTheW3CCoefficients() throws {
    #expect(ContrastAudit.relativeLuminance(.white) == 1)
    #expect(ContrastAudit.relativeLuminance(.black) == 0)
    #expect(abs(ContrastAudit.relativeLuminance(try hex("#00FF00")) - 0.7152) < 1e-9)
  }

  /// WCAG 2.1 large-scale text: ≥ 18 pt, or ≥ 14 pt bold; thresholds of SC 1.4.3/1.4.6.
  @Test func largeTextAndLevels() {
    #expect(ContrastAudit.isLarge(size: 18, bold: false))
    #expect(!ContrastAudit.isLarge(size: 17, bold: false))
    #expect(ContrastAudit.isLarge(size: 14, bold: true))
    #expect(!ContrastAudit.isLarge(size: 13, bold: true))
    #expect(ContrastAudit.isBold(fontName: "SFProDisplay-Bold"))
    #expect(!ContrastAudit.isBold(fontName: "SFProText-Semibold"))
    #expect(ContrastLevel.aaa.minimum(large: false) == 7)
    #expect(ContrastLevel.aaa.minimum(large: true) == 4.5)
  }

  @Test func originTextParsesBackToALocation() throws {
    let l = try #require(ContrastAudit.parseOrigin("themes/a.yaml:14:18 (.Link.textColor)"))
    #expect(
      l == SourceLocation(file: "themes/a.yaml", line: 14, column: 18, keyPath: ".Link.textColor"))
  }

  static let theme = """
    .Faint:
      textColor: '#AAAAAA'
      fontSize: 15
    .Strong:
      textColor: '#111111'
      fontSize: 15
    """

  static let screen = """
    root:
      type: UIView
      props: {backgroundColor: '#FFFFFF'}
      children:
        - type: UILabel
          id: faint
          apply: Faint
          frame: [10, 10, 200, 30]
          props: {text: Hard to read}
        - type: UILabel
          id: strong
          apply: Strong
          frame: [10, 60, 200, 30]
          props: {text: Easy to read}
        - type: UILabel
          id: plain
          frame: [10, 90, 200, 30]
          props: {text: Default colour, textColor: '#BBBBBB'}
    """

  /// A #AAAAAA label on white (2.32:1) is warned about at the theme line that set its
  /// colour, a #BBBBBB one at the screen line that set it; the #111111 one (18.9:1) passes.
  @Test func renderedLowContrastLabelIsWarnedAtItsThemeLine() throws {
    let screen = try ScreenFile.parse(Self.screen, file: "screens/tiny.yml", name: "tiny")
    var device = Device.default
    device.scale = 2
    device.size = Size(width: 240, height: 140)
    let sheet = ThemeStyleSheet(
      try ThemeLoader.load(sources: [ThemeSource(path: "themes/tiny.yaml", text: Self.theme)]))
    let out = try Self.renderer.get().render(screen, sheet: sheet, device: device)
    let warnings = ContrastAudit.warnings(
      out.displayList, bitmap: out.bitmap, record: out.record, screen: "screens/tiny.yml",
      level: .aa)
    try #require(warnings.count == 2)
    let w = warnings[0]
    #expect(w.severity == .warning)
    #expect(w.location?.file == "themes/tiny.yaml")
    #expect(w.location?.line == 2)
    #expect(w.location?.keyPath == ".Faint.textColor")
    #expect(w.message.contains("#faint (UILabel)"))
    #expect(w.message.contains("'Hard to read'"))
    #expect(w.message.contains("#AAAAAA on #FFFFFF"))
    #expect(w.message.contains("below AA 4.5:1"))
    let ratio = ContrastAudit.ratio(try hex("#AAAAAA"), .white)
    #expect(w.message.contains(String(format: "contrast %.2f:1", ratio)))
    #expect(!warnings.contains { $0.message.contains("Easy to read") })
    // A colour set in the screen file is located at the screen line that set it.
    #expect(warnings[1].location?.file == "screens/tiny.yml")
    #expect(warnings[1].location?.line == 18)
    #expect(warnings[1].message.contains("#plain (UILabel) 'Default colour' #BBBBBB on #FFFFFF"))
    // At AAA (7:1) the strong label still passes; nothing else is added.
    let strict = ContrastAudit.warnings(
      out.displayList, bitmap: out.bitmap, record: out.record, screen: "screens/tiny.yml",
      level: .aaa)
    #expect(strict.count == 2)
  }

  /// WCAG follow-up of issue 13: a label of three lines, each below AA, is one warning with
  /// the worst line's ratio; the line on the darker band is the worst.
  @Test func aMultiLineLabelIsOneWarningWithItsWorstLine() throws {
    let screen = try ScreenFile.parse(
      """
      root:
        type: UIView
        props: {backgroundColor: '#FFFFFF'}
        children:
          - type: UIView
            frame: [0, 46, 240, 40]
            props: {backgroundColor: '#DDDDDD'}
          - type: UILabel
            id: faint
            apply: Faint
            frame: [10, 10, 220, 120]
            props: {text: "First line\\nSecond line\\nThird line", numberOfLines: 0}
      """, file: "screens/lines.yml", name: "lines")
    var device = Device.default
    device.scale = 2
    device.size = Size(width: 240, height: 140)
    let sheet = ThemeStyleSheet(
      try ThemeLoader.load(sources: [ThemeSource(path: "themes/tiny.yaml", text: Self.theme)]))
    let out = try Self.renderer.get().render(screen, sheet: sheet, device: device)
    let runs = ContrastAudit.findings(out.displayList, bitmap: out.bitmap, level: .aa)
    try #require(runs.count == 3, "three failing lines: \(runs.map(\.text))")
    let worst = try #require(runs.min { $0.ratio < $1.ratio })
    #expect(worst.background != .white, "the worst line sits on the grey band")
    let warnings = ContrastAudit.warnings(
      out.displayList, bitmap: out.bitmap, record: out.record, screen: "screens/lines.yml",
      level: .aa)
    try #require(warnings.count == 1)
    #expect(warnings[0].message.contains(String(format: "contrast %.2f:1", worst.ratio)))
    #expect(warnings[0].message.contains("'\(worst.text)' (the worst of 3 runs below the level)"))
    #expect(warnings[0].location?.keyPath == ".Faint.textColor")
  }
}

import Diff
import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// A changed snapshot explained in the user's terms: one theme colour, one screen text, one
/// frame, and a change no property explains.
@Suite struct ExplanationTests {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  static let renderer = Result { try Renderer(threads: 1) }

  func source(_ name: String, replacing old: String = "", with new: String = "") throws
    -> ThemeSource
  {
    let path = "themes/motif/\(name).yaml"
    let text = try String(contentsOfFile: Self.repo + "/" + path, encoding: .utf8)
    return ThemeSource(
      path: path, text: old.isEmpty ? text : text.replacingOccurrences(of: old, with: new))
  }

  /// Renders sign-in at 1× and returns its pixels and record.
  func render(theme: [ThemeSource], screenText: (String) -> String = { $0 }) throws
    -> (Bitmap, RenderRecord)
  {
    let path = Self.repo + "/screens/sign-in.yml"
    let text = screenText(try String(contentsOfFile: path, encoding: .utf8))
    let screen = try ScreenFile.parse(text, file: path, name: "sign-in")
    var device = Device.default
    device.scale = 1
    let sheet = ThemeStyleSheet(try ThemeLoader.load(sources: theme))
    let out = try Self.renderer.get().render(screen, sheet: sheet, device: device)
    return (out.bitmap, RenderRecord(root: screen.root, scale: 1))
  }

  func darkTheme(_ tint: String = "$SystemBlueDark") throws -> [ThemeSource] {
    [
      try source("Colors"),
      try source("DarkMappings", replacing: "$Tint: $SystemBlueDark", with: "$Tint: \(tint)"),
      try source("Components"),
    ]
  }

  func explain(_ a: (Bitmap, RenderRecord), _ b: (Bitmap, RenderRecord)) -> Explanation {
    let diff = PixelDiff.compare(a.0, b.0, options: DiffOptions(metric: .exact, includeAA: true))
    return Explanation.explain(reference: a.1, current: b.1, regions: diff.regions)
  }

  @Test func themeColourChangeNamesWidgetPropertyValuesAndThemeLine() throws {
    let before = try render(theme: darkTheme())
    let after = try render(theme: darkTheme("$SystemRedDark"))
    let e = explain(before, after)
    let line = try #require(e.lines.first { $0.hasPrefix("#signIn (UIButton) backgroundColor") })
    #expect(line.contains("#0A84FFFF → #FF453AFF"))
    #expect(line.contains("themes/motif/Components.yaml:76:"))
    #expect(!e.lines.contains { $0.contains("drawing changed") })
  }

  /// Issue 13: "name the constant and where it is defined as well as the style line".
  /// The renderer's record follows `$Tint` (DarkMappings.yaml line 2) to the colour
  /// constant it now names (Colors.yaml line 8, `$SystemRedDark`).
  @Test func themeColourChangeNamesTheConstantChainBehindTheStyleLine() throws {
    let path = Self.repo + "/screens/sign-in.yml"
    var device = Device.default
    device.scale = 1
    func render(_ tint: String) throws -> (Bitmap, RenderRecord) {
      let screen = try ScreenFile.parse(
        try String(contentsOfFile: path, encoding: .utf8), file: path, name: "sign-in")
      let sheet = ThemeStyleSheet(try ThemeLoader.load(sources: try darkTheme(tint)))
      let out = try Self.renderer.get().render(screen, sheet: sheet, device: device)
      return (out.bitmap, try #require(out.record))
    }
    let e = explain(try render("$SystemBlueDark"), try render("$SystemRedDark"))
    let line = try #require(e.lines.first { $0.hasPrefix("#logo (UIView) backgroundColor") })
    #expect(
      line.contains(
        "themes/motif/Components.yaml:119:3 (.BlueTile.backgroundColor) via $Tint (themes/motif/DarkMappings.yaml:2:"
      ))
    #expect(line.contains(") → $SystemRedDark (themes/motif/Colors.yaml:8:"))
    let data = e.report.regions.flatMap(\.widgets).first { $0.key == "#logo" }?.changes.first
    #expect(data?.via?.hasPrefix("$Tint (themes/motif/DarkMappings.yaml:2:") == true)
  }

  @Test func screenTextChangeIsNamed() throws {
    let before = try render(theme: darkTheme())
    let after = try render(theme: darkTheme()) {
      $0.replacingOccurrences(of: "text: Welcome back", with: "text: Hello again")
    }
    let e = explain(before, after)
    #expect(
      e.lines.contains { $0.hasPrefix("#title (UILabel) text  \"Welcome back\" → \"Hello again\"") }
    )
  }

  @Test func frameChangeIsNamed() throws {
    let before = try render(theme: darkTheme())
    let after = try render(theme: darkTheme()) {
      $0.replacingOccurrences(of: "frame: [0, 0, 72, 72]", with: "frame: [0, 0, 96, 96]")
    }
    let e = explain(before, after)
    #expect(
      e.lines.contains { $0.hasPrefix("#logo (UIView) frame  (") && $0.contains("72×72) → (") })
  }

  @Test func regionNoPropertyExplainsIsADrawingChange() throws {
    let (_, record) = try render(theme: darkTheme())
    var newer = record
    newer.fonts = ["SFProText-Regular": "Inter.ttf 1234"]
    let e = Explanation.explain(
      reference: record, current: newer, regions: [PixelRect(x: 40, y: 700, width: 20, height: 10)])
    #expect(
      e.changes == [
        .drawing(
          region: PixelRect(x: 40, y: 700, width: 20, height: 10), fonts: ["SFProText-Regular"])
      ])
    #expect(e.lines[0].contains("no widget property changed — drawing changed"))
  }

  /// The sidecars' font lists reach the explanation: the same widgets drawn with another
  /// file for a requested font is a drawing change naming that font.
  @Test func sidecarFontChangeNamesTheFontInTheDrawingChange() throws {
    let (_, record) = try render(theme: darkTheme())
    func sidecar(_ sha: String) -> Sidecar {
      var s = Sidecar(
        fonts: [
          .init(file: "Inter-Regular.otf", requested: "SFProText-Regular", sha256: sha, source: "x")
        ])
      s.record = record
      return s
    }
    let region = PixelRect(x: 40, y: 300, width: 60, height: 12)
    let e = try #require(sidecar("aaa").explain(current: sidecar("bbb"), regions: [region]))
    #expect(e.changes == [.drawing(region: region, fonts: ["SFProText-Regular"])])
    #expect(
      e.lines == [
        "region (40,300)–(100,312): no widget property changed — drawing changed "
          + "(font files changed: SFProText-Regular)"
      ])
    #expect(e.report.regions.first?.drawing == e.lines.first)
  }

  @Test func recordIsDeterministicAndCompact() throws {
    let (_, a) = try render(theme: darkTheme())
    let (_, b) = try render(theme: darkTheme())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let bytes = try encoder.encode(a)
    #expect(bytes == (try encoder.encode(b)))
    // The whole sign-in screen's record stays small enough to keep beside every reference.
    #expect(bytes.count < 64_000, "\(bytes.count) bytes")
  }
}

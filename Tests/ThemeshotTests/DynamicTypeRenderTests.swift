import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// Issue 12: Dynamic Type sizes as a render setting and a dimension of the project matrix.
/// Sizes are Apple's HIG "Dynamic Type sizes" table (docs/dynamic-type.md).
@Suite struct DynamicTypeRenderTests {
  /// A project folder with one screen of labels and a Pixelbits theme whose labels use the
  /// `body` text style (Pixelbits' README: fonts may be text styles).
  static func project(labels: String = "- {type: UILabel, id: body, props: {text: Body}}")
    throws -> String
  {
    let dir = NSTemporaryDirectory() + "themeshot-dynamic-type-\(UUID().uuidString)"
    let fm = FileManager.default
    try fm.createDirectory(atPath: dir + "/screens", withIntermediateDirectories: true)
    let screen = """
      root:
        type: UIViewController
        children:
          - type: UIStackView
            props: {axis: vertical, spacing: 8, layoutMargins: {top: 40, left: 16, bottom: 16, right: 16}}
            children:
      \(labels.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
      """
    try screen.write(toFile: dir + "/screens/text.yml", atomically: true, encoding: .utf8)
    let theme = """
      UILabel:
        font: body
        text-color: black
      UILabel.fixed:
        font: "Avenir Next, 17"
      """
    try theme.write(toFile: dir + "/theme.yaml", atomically: true, encoding: .utf8)
    return dir
  }

  /// Rows of the bitmap inside `frame` (points) that hold dark text pixels.
  static func inkRows(_ bitmap: Bitmap, in frame: Rect, scale: Double) -> Int {
    var rows = 0
    let x0 = Int(frame.minX * scale)
    let x1 = min(bitmap.width, Int(frame.maxX * scale))
    for y in Int(frame.minY * scale)..<min(bitmap.height, Int(frame.maxY * scale)) {
      if (x0..<x1).contains(where: { bitmap[$0, y].r < 128 }) { rows += 1 }
    }
    return rows
  }

  func render(_ dir: String, _ size: ContentSizeCategory) throws -> RenderOutput {
    var device = Device.default
    device.scale = 1
    return try Renderer().render(
      screenAt: dir + "/screens/text.yml", themeFiles: [dir + "/theme.yaml"], device: device,
      contentSize: size)
  }

  func frame(_ out: RenderOutput, _ key: String) throws -> Rect {
    let f = try #require(out.record?.widgets.first { $0.key == key }).frame
    return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
  }

  @Test func aBodyLabelAtAccessibilityXXXLIsTallerThanAtLarge() throws {
    let dir = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let large = try render(dir, .large)
    let huge = try render(dir, .accessibility5)
    let largeFrame = try frame(large, "#body")
    let hugeFrame = try frame(huge, "#body")
    // HIG: body is 17 pt at large and 53 pt at AX5; the laid-out line grows with it.
    #expect(hugeFrame.height > largeFrame.height * 2.5)
    let largeInk = Self.inkRows(large.bitmap, in: largeFrame, scale: 1)
    let hugeInk = Self.inkRows(huge.bitmap, in: hugeFrame, scale: 1)
    #expect(largeInk > 5)
    #expect(Double(hugeInk) > Double(largeInk) * 2.5, "ink rows \(largeInk) → \(hugeInk)")
  }

  @Test func renderingAgainAtLargeGivesTheSamePixels() throws {
    // The sizing is undone after a render: the screen keeps its own values.
    let dir = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let renderer = try Renderer()
    let loaded = try ScreenFile.load(dir + "/screens/text.yml")
    let theme = try ThemeLoader.load(files: [dir + "/theme.yaml"])
    let sheet = ThemeStyleSheet(theme)
    let first = try renderer.render(loaded, sheet: sheet, device: .default)
    _ = try renderer.render(loaded, sheet: nil, device: .default, contentSize: .accessibility5)
    let again = try renderer.render(loaded, sheet: sheet, device: .default)
    #expect(first.bitmap == again.bitmap)
  }

  @Test func aFontWithoutATextStyleOrWithAdjustingOffDoesNotScale() throws {
    // UIKit scales only preferredFont(forTextStyle:) and UIFontMetrics fonts, and a label
    // with adjustsFontForContentSizeCategory off keeps the font it was given.
    let dir = try Self.project(
      labels: """
        - {type: UILabel, id: fixed, style: fixed, props: {text: Fixed}}
        - {type: UILabel, id: pinned, props: {text: Pinned, adjustsFontForContentSizeCategory: false}}
        - {type: UILabel, id: body, props: {text: Body}}
        """)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let large = try render(dir, .large)
    let huge = try render(dir, .accessibility5)
    #expect(try frame(huge, "#fixed").height == frame(large, "#fixed").height)
    #expect(try frame(huge, "#pinned").height == frame(large, "#pinned").height)
    #expect(try frame(huge, "#body").height > frame(large, "#body").height)
  }

  @Test func aThemeCanScaleACustomFontLikeUIFontMetrics() throws {
    // A Motif font dictionary with `textStyle` is UIFontMetrics(forTextStyle:).scaledFont(for:).
    let dir = try Self.project(
      labels: "- {type: UILabel, id: custom, apply: Custom, props: {text: Custom}}")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try #"{".Custom": {"font": {"name": "Georgia", "size": 20, "textStyle": "body"}}}"#
      .write(toFile: dir + "/motif.json", atomically: true, encoding: .utf8)
    var device = Device.default
    device.scale = 1
    func height(_ size: ContentSizeCategory) throws -> Double {
      let out = try Renderer().render(
        screenAt: dir + "/screens/text.yml", themeFiles: [dir + "/motif.json"], device: device,
        contentSize: size)
      #expect(out.record?.widgets.first { $0.key == "#custom" }?.properties["font"] != nil)
      return try frame(out, "#custom").height
    }
    // 20 pt at large, 20 × 53/17 ≈ 62 pt at AX5: the line is about three times as tall.
    #expect(try height(.accessibility5) > height(.large) * 2.5)
  }

  @Test func theMatrixNamesIncludeTheSizeOnlyWhenNotTheDefault() throws {
    let p = try ProjectFile.parse(
      """
      themes: {Dark: d.yaml}
      screens: [a.yml]
      contentSizes: [large, extraLarge, UICTContentSizeCategoryAccessibilityXXXL]
      """, path: "themeshot.yml", root: ".")
    #expect(p.contentSizes == [.large, .xLarge, .accessibility5])
    var project = p
    project.screens = ["screens/a.yml"]
    let run = try RenderRun(project: project, themes: [])
    #expect(
      run.items.map(\.output) == [
        "out/Dark/a.png", "out/Dark/a@extraLarge.png",
        "out/Dark/a@accessibilityExtraExtraExtraLarge.png",
      ])
    // The command line's sizes replace the project's.
    let one = try RenderRun(project: project, themes: [], contentSizes: [.xxLarge])
    #expect(one.items.map(\.output) == ["out/Dark/a@extraExtraLarge.png"])
    #expect(one.items[0].contentSize == .xxLarge)
  }

  @Test func anUnknownContentSizeIsLocated() {
    do {
      _ = try ProjectFile.parse(
        "themes: {Dark: d.yaml}\ncontentSizes:\n  - large\n  - huge\n", path: "themeshot.yml",
        root: ".")
      Issue.record("expected an error")
    } catch let e as DiagnosticError {
      #expect(e.diagnostics.map { $0.location?.line } == [4])
      #expect(e.diagnostics[0].message.contains("unknown content size category 'huge'"))
      #expect(e.diagnostics[0].message.contains("accessibilityExtraExtraExtraLarge"))
    } catch {
      Issue.record("\(error)")
    }
  }
}

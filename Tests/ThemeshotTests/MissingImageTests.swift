import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// A_StyleInjection's SwiftExample styles its image view with `IMG(test)`, an image of the
/// app's asset catalog (DefaultStyleDecoder.m: `[UIImage imageNamed:]`). `imageNamed:`
/// returns nil for a name the app does not have, and a view given a nil image draws none;
/// the render must go on, not fail, and say where the name was written.
@Suite struct MissingImageTests {
  static let device = Device(name: "t", size: Size(width: 120, height: 80), scale: 1)

  func render(_ screenText: String, theme: String? = nil) throws -> RenderOutput {
    let screen = try ScreenFile.parse(screenText, file: "s.yml", name: "s")
    let sheet = try theme.map {
      ThemeStyleSheet(
        try ThemeLoader.load(
          sources: [ThemeSource(path: "s.plist", text: $0)],
          options: ThemeLoadOptions(dialect: .styleInjection)))
    }
    return try Renderer(threads: 1).render(screen, sheet: sheet, device: Self.device)
  }

  @Test func anImageNamedByTheThemeThatNoCatalogHasDrawsNothingAndWarnsAtTheThemeLine() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>@UIImageView</key>
        <dict><key>image</key><string>IMG(nosuchimage)</string></dict>
      </dict></plist>
      """
    let screen =
      "root: {type: UIView, props: {backgroundColor: '#FFFFFF'}, children: "
      + "[{type: UIImageView, frame: [10, 10, 60, 60]}]}"
    let styled = try render(screen, theme: plist)
    let plain = try render(screen)
    #expect(styled.bitmap == plain.bitmap)
    let warnings = styled.diagnostics.filter { $0.message.contains("image 'nosuchimage'") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.location?.file == "s.plist")
    #expect(warnings.first?.message.contains("nothing is drawn") == true)
  }

  @Test func aSliderWhoseThumbImageIsMissingKeepsTheDefaultThumb() throws {
    let missing = try render(
      "root: {type: UISlider, frame: [10, 30, 100, 30], props: {value: 0.5, "
        + "thumbImage: 'nowhere/knob.png'}}")
    let plain = try render("root: {type: UISlider, frame: [10, 30, 100, 30], props: {value: 0.5}}")
    #expect(missing.bitmap == plain.bitmap)
    #expect(missing.diagnostics.contains { $0.message.contains("image 'nowhere/knob.png'") })
  }
}

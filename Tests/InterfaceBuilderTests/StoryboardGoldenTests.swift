import Foundation
import PNG
import Primitives
import TestSupport
import Testing
import Themes
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// Storyboard and XIB scenes rendered in themes of three dialects, compared pixel for
/// pixel with `__Goldens__/<case>.png`. Re-record: `THEMESHOT_RECORD=failed swift test
/// --filter StoryboardGolden`, then open them.
@Suite struct StoryboardGoldenTests {
  static let renderer = Result { try Renderer(threads: 2) }
  static let fixtures = ImporterTests.fixtures

  func render(_ scene: String, theme: [String], device: String, scale: Double = 1) throws
    -> RenderOutput
  {
    let screen = try InterfaceBuilderScreens.load(Self.fixtures + "/" + scene)
    var d = try #require(Device.named(device))
    d.scale = scale
    let sheet: (any StyleSheet)? =
      theme.isEmpty
      ? nil : ThemeStyleSheet(try ThemeLoader.load(files: theme.map { Self.fixtures + "/" + $0 }))
    return try Self.renderer.get().render(screen, sheet: sheet, device: d)
  }

  @Test func loginUnstyledShowsIBValues() throws {
    let out = try render("Login.storyboard#Login", theme: [], device: "iPhone SE")
    expectGolden(out.bitmap, named: "login-ib-values-iphone-se")
  }

  @Test func loginInGiottoThemeStylesOutletsOverIBValues() throws {
    let screen = try InterfaceBuilderScreens.load(Self.fixtures + "/Login.storyboard#Login")
    // The controller's code applies its style: Login.storyboard.yml says so.
    #expect(screen.root.appliedStyles == ["LoginViewController"])
    var d = Device.named("iPhone 15")!
    d.scale = 1
    let theme = try ThemeLoader.load(files: [Self.fixtures + "/Login.plist"])
    let out = try Self.renderer.get().render(screen, sheet: ThemeStyleSheet(theme), device: d)
    let view = screen.root.children[0]
    #expect(view.children[0].textColor == Color(red: 0xC0, green: 0x39, blue: 0x2B))
    #expect(view.children[2].value("layer.cornerRadius") == .number(20))
    // The theme applied over IB's values; IB's text and font stay.
    #expect(view.children[0].text == "Welcome back")
    expectGolden(out.bitmap, named: "login-giotto-iphone-15")
  }

  @Test func loginInStyleInjectionThemeMatchesTheStyleIdentifier() throws {
    let out = try render(
      "Login.storyboard#Login", theme: ["StyleInjection.plist"], device: "iPhone SE")
    expectGolden(out.bitmap, named: "login-styleinjection-iphone-se")
  }

  @Test func cardXibAtTwoX() throws {
    let out = try render("Card.xib", theme: [], device: "iPhone 15", scale: 2)
    #expect(out.bitmap.width == 480)
    expectGolden(out.bitmap, named: "card-xib-2x")
  }
}

/// Issue 18's UIKit kinds in IB: the embedded table controller with its navigation and
/// tab bars, and the controls scene (stepper, page control, activity indicator, SF Symbol,
/// text view) under a simulated navigation bar.
extension StoryboardGoldenTests {
  @Test func settingsTableUnderLargeTitleBarAndTabBar() throws {
    let out = try render("Settings.storyboard#Settings", theme: [], device: "iPhone SE")
    expectGolden(out.bitmap, named: "settings-table-bars-iphone-se")
  }

  @Test func controlsSceneInSecondTab() throws {
    let out = try render("Settings.storyboard#Controls", theme: [], device: "iPhone 15")
    expectGolden(out.bitmap, named: "settings-controls-ib-canvas")
  }
}

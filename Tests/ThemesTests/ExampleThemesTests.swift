import Foundation
import Primitives
import Testing

@testable import Themes

/// The bundled example app's themes (`themes/` at the top level) load cleanly.
@Suite struct ExampleThemesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("themes")

  func path(_ name: String) -> String { Self.root.appendingPathComponent(name).path }

  @Test func motifLightAndDark() throws {
    for mapping in ["LightMappings", "DarkMappings"] {
      let files = ["Colors", mapping, "Components"].map { path("motif/\($0).yaml") }
      guard files.allSatisfy(FileManager.default.fileExists) else { return }
      let theme = try Theme.load(files: files)
      #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics.map(\.formatted))")
      #expect(try theme.style(named: "PrimaryButton").properties["backgroundColor"] != nil)
    }
  }

  @Test func giottoSepiaAndItsNightAlternative() throws {
    let day = try Theme.load(files: [path("giotto/theme_default.plist")])
    #expect(day.diagnostics.isEmpty)
    let night = try Theme.load(
      files: [path("giotto/theme_default.plist")], alternatives: [path("giotto/theme_night.plist")])
    #expect(night.diagnostics.isEmpty)
    #expect(try day.style(named: "Screen").properties["backgroundColor"] == hex("#F4ECD8"))
    #expect(try night.style(named: "Screen").properties["backgroundColor"] == hex("#1E1A16"))
    #expect(try night.style(named: "PrimaryButton").properties["contentEdgeInsets"] != nil)
  }

  @Test func styleInjectionIndigo() throws {
    let theme = try Theme.load(files: [path("styleinjection/StyleSheet.plist")])
    #expect(theme.diagnostics.isEmpty)
    let vc = SelectorSubject(typeNames: ["SignInViewController"], isViewController: true)
    let button = SelectorSubject(typeNames: ["UIButton"], identifier: "signIn")
    let p = theme.ruleProperties(for: [vc, SelectorSubject(typeNames: ["UIView"]), button])
    #expect(p["backgroundColor"] == hex("#34C759"))
    #expect(p["title"] == .states([.normal: .string("Continue")]))
  }

  @Test func pixelbitsTeal() throws {
    let theme = try Theme.load(files: [path("pixelbits/stylesheet.yaml")])
    #expect(theme.diagnostics.isEmpty)
    let card = SelectorSubject(typeNames: ["UIView"], styleTags: ["card"])
    let title = SelectorSubject(typeNames: ["UILabel"], styleTags: ["title"])
    let p = theme.ruleProperties(for: [card, title])
    #expect(
      p["font"] == .font(FontSpec(name: "system", size: 17, weight: 600, textStyle: "headline")))
    #expect(p["textColor"] == hex("#102A2A"))
  }
}

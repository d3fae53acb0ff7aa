import Foundation
import Primitives
import Testing

@testable import Themes

@Suite struct GiottoTests {
  @Test func conventionsConstantsAndGroups() throws {
    let theme = try Theme.load(files: [fixture("giotto/theme_default.plist")])
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics.map(\.formatted))")
    #expect(theme.constants["COLOR_BRAND"]?.value == hex("#1E88E5"))
    #expect(theme.constants["COLOR_TEXT"]?.value == hex("#333333"))
    #expect(theme.constants["COLOR_OVERLAY"]?.value == hex("#00000080"))
    #expect(theme.constants["COLOR_SHORT_ALPHA"]?.value == hex("#FF000088"))
    let base = try theme.style(named: "BaseLabel").properties
    #expect(base["font"] == .font(FontSpec(name: "Helvetica-Neue", size: 18)))
    #expect(base["textColor"] == hex("#333333"))
    // _superstyle BaseLabel,Bold: applied in order, then the style's own keys.
    let title = try theme.style(named: "TitleLabel").properties
    #expect(title["font"] == .font(FontSpec(name: "systemBold", size: 20)))
    #expect(title["numberOfLines"] == .number(0))
    #expect(title["textColor"] == hex("#1E88E5"))
    #expect(title["textAlignment"] == .string("center"))
    let button = try theme.style(named: "PrimaryButton").properties
    #expect(button["layer.cornerRadius"] == .number(6))
    #expect(button["layer.borderColor"] == hex("#FFFFFF"))
    #expect(button["tintColor"] == hex("#FFFFFF"))
    #expect(
      button["titleColor"]
        == .states([
          .normal: hex("#FFFFFF"), .selected: hex("#FFCC00"), .disabled: hex("#00000080"),
        ]))
    #expect(
      button["contentEdgeInsets"] == .insets(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)))
    guard case .style(let label)? = button["titleLabel"] else {
      Issue.record("titleLabel is a style")
      return
    }
    #expect(label.name == "Bold")
    #expect(label.properties["numberOfLines"] == .number(1))
    #expect(label.properties["font"] == .font(FontSpec(name: "systemBold", size: 20)))
    let home = try theme.style(named: "HomeViewController").properties
    guard case .style(let field)? = home["textField"],
      case .style(let homeTitle)? = home["titleLabel"]
    else {
      Issue.record("children are styles")
      return
    }
    #expect(homeTitle.name == "BaseLabel,Bold")
    #expect(homeTitle.properties["textColor"] == hex("#333333"))
    #expect(field.properties["placeholderColor"] == .null)
    #expect(field.properties["layer.borderWidth"] == .number(2))
    #expect(home["frame"] == .rect(Rect(x: 0, y: 0, width: 320, height: 44)))
    #expect(home["center"] == .point(Point(x: 10, y: 20.5)))
    #expect(home["layer.shadowOffset"] == .size(Size(width: 0, height: 2)))
  }

  @Test func alternativesWinConstantsGloballyAndReplaceStylesWhole() throws {
    let theme = try Theme.load(
      files: [fixture("giotto/theme_default.plist")],
      alternatives: [fixture("giotto/theme_alternative.plist")])
    #expect(theme.diagnostics.isEmpty)
    // A default-theme style picks up the alternative's constant.
    #expect(try theme.style(named: "PrimaryButton").properties["backgroundColor"] == hex("#E53935"))
    // The alternative's Bold replaces the default's wholesale (no textAlignment left).
    let bold = try theme.style(named: "Bold").properties
    #expect(bold["font"] == .font(FontSpec(name: "systemItalic", size: 20)))
    #expect(bold["textAlignment"] == nil)
  }

  @Test func firstAlternativeIsSearchedFirst() throws {
    let a = """
      {"formatVersion": 2, "Constants": {"C": "color:111111"}}
      """
    let b = """
      {"formatVersion": 2, "Constants": {"C": "color:222222"}}
      """
    let base = """
      {"formatVersion": 2, "Constants": {"C": "color:000000"}, "S": {"X": {"tintColor": "C"}}}
      """
    let theme = try load([("default.json", base)], alternatives: [("a.json", a), ("b.json", b)])
    #expect(try theme.style(named: "X").properties["tintColor"] == hex("#111111"))
  }

  @Test func legacyFilesAreFlatConstantsWithAWarning() throws {
    let theme = try Theme.load(files: [fixture("giotto/legacy.plist")])
    #expect(theme.constants["COLOR_BRAND"]?.value == hex("#1E88E5"))
    #expect(theme.styles.isEmpty)
    #expect(theme.diagnostics.map(\.location?.line) == [6])
    #expect(theme.diagnostics.first?.message.contains("formatVersion") == true)
  }

  @Test func readmeExamplesLoadInsideAVersion2File() throws {
    let constants = try String(
      contentsOfFile: fixture("giotto/readme-constants.json"), encoding: .utf8)
    let styles = try String(contentsOfFile: fixture("giotto/readme-styles.json"), encoding: .utf8)
    // The README shows the contents of `Constants` and of a style group; its own constants
    // are completed with the two it uses without defining.
    let text = """
      {"formatVersion": 2, "Constants": \(constants),
       "Extra": {"BaseLabel": {"numberOfLines": 2}},
       "Styles": \(styles),
       "More": {"Unused": {"alpha": 1}}
      }
      """
    let extra = """
      {"formatVersion": 2, "Constants": {"COLOR_COMMON_LABEL": "c:FF0000", "DIMENSION_FIELD_WIDTH": 120}}
      """
    let theme = try load([("readme.json", text), ("extra.json", extra)])
    #expect(theme.constants["DIMENSION_VIEW_WIDTH"]?.value == .number(3))
    #expect(theme.constants["COLOR_COMMON_BACKGROUND"]?.value == hex("#000000FF"))
    let common = try theme.style(named: "CommonLabel").properties
    #expect(common["font"] == .font(FontSpec(name: "Helvetica-Neue", size: 18)))
    #expect(common["textColor"] == hex("#FF0000"))
    #expect(common["numberOfLines"] == .number(2))
    let home = try theme.style(named: "HomeViewController").properties
    guard case .style(let field)? = home["textField"] else {
      Issue.record("textField is a child style")
      return
    }
    #expect(field.properties["width"] == .number(120))
    // Only the typographic-quote warning.
    #expect(theme.diagnostics.allSatisfy { $0.message.contains("typographic") })
  }

  @Test func duplicateStyleAcrossGroupsKeepsTheFirst() throws {
    let text = """
      {"formatVersion": 2,
       "A": {"S": {"alpha": 0.5}},
       "B": {"S": {"alpha": 1}}}
      """
    let theme = try load([("d.json", text)])
    #expect(try theme.style(named: "S").properties["alpha"] == .number(0.5))
    #expect(theme.diagnostics.map(\.location?.line) == [3])
  }

  @Test func conventionsMatchExactPrefixesOnly() throws {
    let text = """
      {"formatVersion": 2, "S": {"X": {"text": "Nilsson", "title": "Resize: 2"}}}
      """
    let theme = try load([("d.json", text)])
    let x = try theme.style(named: "X").properties
    #expect(x["text"] == .string("Nilsson"))
    #expect(x["title"] == .string("Resize: 2"))
  }
}

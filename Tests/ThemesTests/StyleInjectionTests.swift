import Primitives
import Testing

@testable import Themes

@Suite struct StyleInjectionTests {
  let label = SelectorSubject(typeNames: ["UILabel", "UIView"])
  let demoLabel = SelectorSubject(typeNames: ["UILabel", "UIView"], identifier: "demoLabel")
  let home = SelectorSubject(typeNames: ["HomeViewController"], isViewController: true)
  let view = SelectorSubject(typeNames: ["UIView"])

  @Test func valuesAndPerStateButtonKeys() throws {
    let theme = try Theme.load(files: [fixture("styleinjection/StyleSheet.plist")])
    let global = theme.ruleProperties(for: [view, label])
    #expect(global["textColor"] == hex("#A0A0A0"))
    #expect(global["font"] == .font(FontSpec(name: "Helvetica Neue", size: 17)))
    let button = theme.ruleProperties(for: [SelectorSubject(typeNames: ["UIButton"])])
    #expect(
      button["titleColor"] == .states([.normal: hex("#FFFFFF"), .highlighted: hex("#CCCCCC")]))
    #expect(button["title"] == .states([.normal: .string("OK"), .disabled: .string("Wait")]))
    #expect(button["layer.borderColor"] == hex("#FF0000"))
  }

  @Test func fourLevelPriority() throws {
    let theme = try Theme.load(files: [fixture("styleinjection/StyleSheet.plist")])
    #expect(theme.ruleProperties(for: [view, demoLabel])["textColor"] == hex("#112233"))
    #expect(theme.ruleProperties(for: [home, view, label])["textColor"] == hex("#445566"))
    #expect(theme.ruleProperties(for: [home, view, demoLabel])["textColor"] == hex("#778899"))
    let demo = theme.ruleProperties(for: [home, view, demoLabel])
    #expect(demo["layer.cornerRadius"] == .number(10))
    #expect(demo["clipsToBounds"] == .bool(true))
    // Type matching is exact: a UILabel subclass is not a UILabel.
    let fancy = SelectorSubject(typeNames: ["FancyLabel", "UILabel", "UIView"])
    #expect(theme.ruleProperties(for: [view, fancy])["textColor"] == nil)
  }

  @Test func nestedControllerSectionIsIgnoredWithAWarning() throws {
    let theme = try Theme.load(files: [fixture("styleinjection/StyleSheet.plist")])
    #expect(theme.diagnostics.count == 1)
    #expect(theme.diagnostics.first?.severity == .warning)
    #expect(theme.diagnostics.first?.location?.line == 46)
  }

  @Test func colorsAreExactAndStrict() throws {
    let text = """
      <plist><dict><key>@UIView</key><dict>
      <key>backgroundColor</key><string>#FFFFFF</string>
      <key>tintColor</key><string>#000000</string>
      </dict></dict></plist>
      """
    let theme = try load([("s.plist", text)])
    let p = theme.ruleProperties(for: [view])
    #expect(p["backgroundColor"] == hex("#FFFFFF"))
    #expect(p["tintColor"] == hex("#000000"))
    let bad = """
      <plist><dict><key>@UIView</key><dict>
      <key>layer.borderColor</key><string>CG#ff00</string>
      </dict></dict></plist>
      """
    let d = diagnostics([("bad.plist", bad)])
    #expect(d.map(\.location?.line) == [2])
    #expect(d.first?.message.contains("CG#RRGGBB") == true)
  }
}

import Reports
import Testing

@testable import Themeshot

/// Issue 13: the theme keys behind an image's changed values, from two render records.
@Suite struct ThemeChangesTests {
  typealias P = RenderRecord.PropertyRecord

  func sidecar(
    _ properties: [String: P],
    files: [String] = ["t/Colors.yaml", "t/Dark.yaml", "t/Components.yaml"]
  )
    -> Sidecar
  {
    var s = Sidecar(theme: Sidecar.ThemeInfo(name: "Dark", files: files))
    s.record = RenderRecord(
      scale: 1,
      widgets: [
        .init(
          key: "#signIn", type: "UIButton", depth: 1, frame: [0, 0, 10, 10], properties: properties)
      ])
    return s
  }

  let style = "t/Components.yaml:76:3 (.PrimaryButton.backgroundColor)"

  @Test func aConstantPointingElsewhereIsTheChangedKey() {
    let before = sidecar([
      "backgroundColor": P(
        value: "#0A84FFFF", origin: style,
        via: "$Tint (t/Dark.yaml:2:1) → $SystemBlueDark (t/Colors.yaml:4:1)")
    ])
    let after = sidecar([
      "backgroundColor": P(
        value: "#FF453AFF", origin: style,
        via: "$Tint (t/Dark.yaml:2:1) → $SystemRedDark (t/Colors.yaml:9:1)")
    ])
    let changes = ThemeChanges.between(reference: before, current: after)
    #expect(
      changes == [
        ThemeChange(
          key: "$Tint", before: "$SystemBlueDark = #0A84FFFF", after: "$SystemRedDark = #FF453AFF",
          location: "t/Dark.yaml:2:1", widgets: ["#signIn backgroundColor"])
      ])
  }

  @Test func aChangedLiteralIsItsLastKeyAndAMovedLineIsNoChange() {
    let before = sidecar([
      "backgroundColor": P(
        value: "#0A84FFFF", origin: style, via: "$SystemBlueDark (t/Colors.yaml:4:1)"),
      "titleColor": P(
        value: "#FFFFFFFF", origin: "t/Components.yaml:77:3 (.PrimaryButton.titleColor)"),
    ])
    let after = sidecar([
      "backgroundColor": P(
        value: "#5B2FC4FF", origin: style, via: "$SystemBlueDark (t/Colors.yaml:5:1)"),
      "titleColor": P(
        value: "#FFFFFFFF", origin: "t/Components.yaml:78:3 (.PrimaryButton.titleColor)"),
    ])
    let changes = ThemeChanges.between(reference: before, current: after)
    #expect(changes.map(\.key) == ["$SystemBlueDark"])
    #expect(changes.first?.before == "#0A84FFFF" && changes.first?.after == "#5B2FC4FF")
    #expect(changes.first?.locationBefore == "t/Colors.yaml:4:1")
  }

  @Test func anotherStyleLineSettingThePropertyIsTheChange() {
    let before = sidecar(["alpha": P(value: "1", origin: "t/Components.yaml:3:3 (.Base.alpha)")])
    let after = sidecar(["alpha": P(value: "0.5", origin: "t/Components.yaml:9:3 (.Dim.alpha)")])
    let changes = ThemeChanges.between(reference: before, current: after)
    #expect(changes.map(\.key) == [".Dim.alpha"])
    #expect(changes.first?.before == "1 (set by .Base.alpha)")
  }

  @Test func screenValuesAndUnchangedValuesAreNotThemeChanges() {
    let screen = "screens/a.yml:4:9 (root.props.text)"
    let before = sidecar([
      "text": P(value: "\"Home\"", origin: screen),
      "backgroundColor": P(value: "#0A84FFFF", origin: style),
    ])
    let after = sidecar([
      "text": P(value: "\"Office\"", origin: screen),
      "backgroundColor": P(value: "#0A84FFFF", origin: style),
    ])
    #expect(ThemeChanges.between(reference: before, current: after).isEmpty)
  }

  @Test func aChangedFileListIsNamed() {
    let before = sidecar([:])
    let after = sidecar([:], files: ["t/Colors.yaml", "t/Light.yaml", "t/Components.yaml"])
    let changes = ThemeChanges.between(reference: before, current: after)
    #expect(changes.map(\.key) == ["files"])
    #expect(changes.first?.after == "t/Colors.yaml, t/Light.yaml, t/Components.yaml")
  }
}

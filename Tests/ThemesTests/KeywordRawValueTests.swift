import Primitives
import Testing

@testable import Themes

/// An enum property given a number: every data dialect sets it through KVC as the raw value
/// (SDThemeManager.m `applyValue:` → `setValue:forKeyPath:`; A_StyleInjection's
/// UIView+Injuection.m `injuectStyle:tokey:`; Pixelbits' PBProperty.swift `apply`; Motif's
/// MTFThemeClass.m `applyTo:` sets an NSNumber on a numeric C-type property), so
/// `textAlignment: 1` is centred on iOS.
@Suite struct KeywordRawValueTests {
  let label = [SelectorSubject(typeNames: ["UILabel", "UIView"])]

  @Test func everyDialectReadsARawValue() throws {
    let giotto = try load([
      ("g.json", #"{"formatVersion": 2, "S": {"A": {"textAlignment": 1, "lineBreakMode": "4"}}}"#)
    ])
    let a = try giotto.style(named: "A").properties
    #expect(a["textAlignment"] == .string("center"))
    #expect(a["lineBreakMode"] == .string("byTruncatingTail"))
    let motif = try load([("m.json", #"{".A": {"textAlignment": 2, "contentMode": 1}}"#)])
    let m = try motif.style(named: "A").properties
    #expect(m["textAlignment"] == .string("right"))
    #expect(m["contentMode"] == .string("scaleAspectFit"))
    let pixelbits = try load([("p.json", #"{"UILabel": {"textAlignment": 4}}"#)])
    #expect(pixelbits.ruleProperties(for: label)["textAlignment"] == .string("natural"))
    let injection = try load([
      (
        "s.plist",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>@UILabel</key><dict>
        <key>textAlignment</key><integer>1</integer></dict></dict></plist>
        """
      )
    ])
    #expect(injection.ruleProperties(for: label)["textAlignment"] == .string("center"))
  }

  /// Sets whose keywords are not listed in raw-value order, and CACornerMask's bits.
  @Test func rawValuesFollowUIKit() throws {
    let text = """
      {"formatVersion": 2, "S": {"A": {"accessoryType": 3, "cellStyle": 3, "alignment": 4,
       "layer.maskedCorners": 5, "textAlignment": 9}}}
      """
    let theme = try load([("g.json", text)])
    let a = try theme.style(named: "A").properties
    #expect(a["accessoryType"] == .string("checkmark"))
    #expect(a["cellStyle"] == .string("subtitle"))
    #expect(a["alignment"] == .string("trailing"))
    #expect(a["layer.maskedCorners"] == .array([.string("topLeft"), .string("bottomLeft")]))
    // No such case: a warning, and the key is skipped.
    #expect(a["textAlignment"] == nil)
    #expect(theme.diagnostics.count == 1)
  }

  /// UITableView+ThemeManager.m reads `separatorStyle` with `lowercaseString`, which an
  /// NSNumber lacks: the exception is caught and the key skipped.
  @Test func giottoSeparatorStyleNumberIsSkipped() throws {
    let theme = try load([("g.json", #"{"formatVersion": 2, "S": {"A": {"separatorStyle": 1}}}"#)])
    #expect(try theme.style(named: "A").properties["separatorStyle"] == nil)
    #expect(theme.diagnostics.count == 1)
  }
}

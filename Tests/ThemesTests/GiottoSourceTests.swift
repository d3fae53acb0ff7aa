import Primitives
import Testing

@testable import Themes

/// Giotto behaviours read from SDThemeManager.m itself.
@Suite struct GiottoSourceTests {
  /// `NULL_IDENTIFIERS` is `null`, `NULL`, `Null`, `nil`, `Nil`: `NIL` is no convention, so
  /// it is text (a constant name Giotto does not find), not a nil.
  @Test func nilInCapitalsIsText() throws {
    let text = """
      {"formatVersion": 2, "S": {"X": {"text": "NIL", "textColor": "NIL", "tintColor": "Nil"}}}
      """
    let theme = try load([("g.json", text)])
    let x = try theme.style(named: "X").properties
    #expect(x["text"] == .string("NIL"))
    #expect(x["textColor"] == nil)
    #expect(x["tintColor"] == .null)
    #expect(theme.diagnostics.map(\.location?.column) == [62])
  }

  /// `colorForString:` reads 3, 4, 6 or 8 characters with `scanHexInt:`, which fails on a
  /// '#': `color:#FF0000` (7 characters) and `c:#FFF` (4) are nil, applied as nil.
  @Test(arguments: ["color:#FF0000", "c:#FFF", "color:#FF000080"])
  func colorWithAHashIsNil(_ value: String) throws {
    let text = #"{"formatVersion": 2, "S": {"X": {"textColor": "\#(value)"}}}"#
    let theme = try load([("g.json", text)])
    #expect(try theme.style(named: "X").properties["textColor"] == .null)
    #expect(theme.diagnostics.count == 1)
    #expect(theme.diagnostics.first?.message.contains("no color Giotto can read") == true)
  }

  /// `convertThemeForCompatibility:` reads `formatVersion` with `intValue`, so a plist
  /// `<string>2</string>` is version 2, and `1.9` is version 1 (flat constants).
  @Test(arguments: [("\"2\"", true), ("\" 3\"", true), ("2.9", true), ("1.9", false)])
  func formatVersionIsReadWithIntValue(_ version: String, _ isVersion2: Bool) throws {
    let text = """
      {"formatVersion": \(version), "Constants": {"C": 1}, "G": {"S": {"alpha": "C"}}, "F": 2}
      """
    let theme = try load([("g.json", text)])
    #expect(((try? theme.style(named: "S")) != nil) == isVersion2)
    #expect((theme.constants["C"] != nil) == isVersion2)
    #expect((theme.constants["F"] != nil) == !isVersion2)
    #expect(GiottoReader.formatVersion(nil) == 0)
  }
}

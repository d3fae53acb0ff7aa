import Primitives
import Testing

@testable import Themes

/// UITableView+ThemeManager.m: `separatorStyle` is a line when the lowercased text holds
/// "singleline" (so "singlelineetched" too), and none for any other text.
@Suite struct GiottoSeparatorStyleTests {
  @Test(arguments: [
    ("UITableViewCellSeparatorStyleSingleLine", "singleLine"), ("singleLineEtched", "singleLine"),
    ("SINGLELINE", "singleLine"), ("none", "none"), ("line", "none"), ("default", "none"),
  ])
  func separatorStyleIsReadBySubstring(_ written: String, _ expected: String) throws {
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(
          path: "g.json",
          text: #"{"formatVersion": 2, "Styles": {"T": {"separatorStyle": "\#(written)"}}}"#)
      ])
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    #expect(try theme.style(named: "T").properties["separatorStyle"] == .string(expected))
  }
}

import Primitives
import Testing
import Themes

@testable import Widgets

/// A screen built in Swift (the `Widget` API that ThemeshotTesting uses) has no screen-file
/// lines: styling's warnings carry the theme line that set the value and the widget's path
/// in the tree, so none prints without a location (issue 11).
@Suite struct SwiftWidgetLocationTests {
  static let theme = """
    .Headline:
        title: Hello
        textColor: '#112233'
    """

  func styled(_ root: Widget) throws -> [Diagnostic] {
    let theme = try ThemeLoader.load(sources: [ThemeSource(path: "App.yaml", text: Self.theme)])
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    return Cascade().apply(ThemeStyleSheet(theme), to: root)
  }

  @Test func unknownStyleIsPlacedAtTheWidgetPath() throws {
    let root = Widget.view {
      Widget.stack(.vertical) { Widget.label("Hi").id("title").apply("Headlin") }
    }
    let found = try styled(root)
    #expect(
      found.map(\.formatted) == [
        "UIView > UIStackView > UILabel#title: warning: unknown style 'Headlin' "
          + "(did you mean 'Headline'?)"
      ])
  }

  @Test func aThemeValueKeepsItsLineAndNamesTheWidget() throws {
    let title = Widget.label("Hi").id("title").apply("Headline")
    let root = Widget.view { Widget.stack(.vertical) { title } }
    let found = try styled(root)
    #expect(
      found.map(\.formatted) == [
        "App.yaml:2:5: warning: UILabel has no property 'title' (ignored) (in .Headline.title)\n"
          + "App.yaml:2:5: note: while styling UIView > UIStackView > UILabel#title"
      ])
    #expect(title.value("textColor") == .color(Color(hexString: "#112233")!))
  }

  /// The same problem on several widgets is reported once, naming the first.
  @Test func aSharedProblemIsReportedOnce() throws {
    let root = Widget.view {
      Widget.label("A").apply("Headline")
      Widget.label("B").id("b").apply("Headline")
    }
    let found = try styled(root)
    #expect(found.count == 1)
    #expect(found.first?.notes == ["while styling UIView > UILabel"])
  }

  /// A widget read from a screen file keeps its own location and gets no note.
  @Test func screenFileWidgetsKeepTheirLocation() throws {
    let screen = try ScreenFile.parse(
      "root: {type: UILabel, apply: Headlin}", file: "s.yml", name: "s")
    let found = try styled(screen.root)
    #expect(found.count == 1)
    #expect(found.first?.location?.file == "s.yml")
    #expect(found.first?.notes == [])
  }
}

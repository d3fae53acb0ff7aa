import Primitives
import Testing

@testable import Widgets

/// Values of a screen's `props` that are not what their shape promises.
@Suite struct ScreenHostileValueTests {
  static func error(_ text: String) -> Diagnostic? {
    do {
      _ = try ScreenFile.parse(text, file: "s.yml", name: "s")
      return nil
    } catch let error as DiagnosticError {
      return error.diagnostics.first
    } catch {
      return nil
    }
  }

  // Found by the hostile pass (session 13): a side of an insets mapping that was not a
  // number (`.nan`, `abc`) silently became 0, and the screen rendered with exit status 0.
  @Test(arguments: ["{top: .nan}", "{left: 4, bottom: abc}", "{right: '7'}", "{top: [1]}"])
  func anInsetsSideThatIsNotANumberIsALocatedError(_ insets: String) throws {
    let text = "root:\n  type: UIStackView\n  props: {layoutMargins: \(insets)}\n"
    let first = try #require(Self.error(text))
    #expect(first.message.contains("must be a number"))
    #expect(first.location?.file == "s.yml" && first.location?.line == 3)
    #expect(first.location?.keyPath.hasPrefix("root.props.layoutMargins.") == true)
  }
}

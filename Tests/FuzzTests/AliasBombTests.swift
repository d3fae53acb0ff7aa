import Foundation
import Primitives
import Testing
import Themes
import Widgets

/// A YAML "billion laughs" (nine levels of nine aliases: 387 million values from 700 bytes)
/// is refused while it is composed (issue 17: it took 12 GB, then aborted). The budget is
/// Documents' `maximumNodes`; this suite checks that themes and screens both go through it.
@Suite struct AliasBombTests {
  static let bomb: String = {
    var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for i in 1...9 {
      let refs = Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ", ")
      lines.append("a\(i): &a\(i) [\(refs)]")
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  @Test(.timeLimit(.minutes(1))) func themeBombIsALocatedError() throws {
    let theme = try ThemeLoader.load(
      sources: [ThemeSource(path: "bomb.yaml", text: Self.bomb)],
      options: ThemeLoadOptions(keepGoing: true))
    #expect(theme.hasErrors)
    #expect(theme.diagnostics.allSatisfy { $0.location?.file == "bomb.yaml" })
  }

  @Test(.timeLimit(.minutes(1))) func screenBombIsALocatedError() {
    let text = Self.bomb + "root:\n  type: UIView\n"
    #expect(throws: (any Error).self) {
      try ScreenFile.parse(text, file: "bomb.yml", name: "bomb")
    }
  }
}

import Foundation
import Primitives
import Testing

@testable import Themes

/// The resolver remembers work per theme (each constant converted once per type, each key
/// normalised once): it must resolve every theme exactly as its plain twin, which redoes
/// that work on every use.
@Suite struct ResolverMemoTests {
  /// The theme both ways: remembering, and plain.
  func twins(_ sources: [ThemeSource], dialect: Dialect? = nil) -> (fast: Theme, plain: Theme) {
    var draft = Draft()
    let options = ThemeLoadOptions(dialect: dialect)
    for source in sources { draft.append(ThemeLoader.read(source, options: options)) }
    var fast = Resolver(draft: draft, catalog: .standard, strict: false)
    var plain = Resolver(draft: draft, catalog: .standard, strict: false)
    plain.remembers = false
    return (fast.resolve(), plain.resolve())
  }

  func expectSame(_ a: Theme, _ b: Theme, _ what: String) {
    #expect(a.constants == b.constants, "constants of \(what)")
    #expect(a.styles == b.styles, "styles of \(what)")
    #expect(a.rules == b.rules, "rules of \(what)")
    #expect(a.diagnostics == b.diagnostics, "diagnostics of \(what)")
    #expect(a.unusableStyles == b.unusableStyles, "unusable styles of \(what)")
  }

  /// `Scripts/bench.sh`'s and ThemesBenchmarks' generator, small: colours, numbers and
  /// one- or two-step references, styles in groups of four that inherit 3 deep.
  static func benchmarkTheme(constants: Int, styles: Int) -> String {
    var lines: [String] = []
    for i in 0..<constants {
      let value: String
      switch i % 3 {
      case 0:
        value = String(format: "\"#%02x%02x%02x\"", (i * 37) % 256, (i * 91) % 256, (i * 13) % 256)
      case 1: value = String(Double(i % 40) / 2)
      default: value = (i / 3) % 2 == 0 ? "\"$C\(i - 2)\"" : "\"$C\(i - 3)\""
      }
      lines.append("  \"$C\(i)\": \(value)")
    }
    let span = constants / 3 * 3
    for s in 0..<styles {
      var props = s % 4 == 0 ? [] : ["\"_superclass\": \".S\(s - 1)\""]
      props += [
        "\"backgroundColor\": \"$C\((s * 3) % span)\"",
        "\"tintColor\": \"$C\(((s + 1) * 3) % span + 2)\"",
        "\"layer.borderColor\": \"$C\(((s + 2) * 3) % span)\"",
        "\"layer.cornerRadius\": \"$C\((s * 3) % span + 1)\"",
        "\"layer.borderWidth\": \"$C\(((s + 1) * 3) % span + 1)\"", "\"alpha\": 0.5",
        "\"contentEdgeInsets\": \"{8, 16, 8, 16}\"", "\"textAlignment\": \"center\"",
      ]
      lines.append("  \".S\(s)\": {" + props.joined(separator: ", ") + "}")
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  @Test func benchmarkThemeResolvesAsThePlainTwin() throws {
    let source = ThemeSource(
      path: "bench.json", text: Self.benchmarkTheme(constants: 300, styles: 120))
    let (fast, plain) = twins([source])
    expectSame(fast, plain, "the benchmark theme")
    // The comparison is about a resolved theme: 3-deep inheritance and two-step chains.
    #expect(fast.constants.count == 300)
    #expect(fast.styles.count == 120)
    #expect(fast.diagnostics.isEmpty)
    let tint = try #require(fast.styles["S3"]?.properties.property(named: "tintColor"))
    #expect(tint.provenance.references.map(\.name) == ["$C14", "$C12"])
    #expect(tint.overridden.count == 3)
    #expect(fast.constants["C5"]?.value == .color(Color(hexString: "#000000")!))
  }

  /// Constants used with two types, used where a number is out of range before a use that
  /// fits, unknown constants used twice, a cycle, a chain through a style, per-state keys
  /// and repeated keys: the remembered answers must not hide a per-use warning.
  @Test func edgeCasesResolveAsThePlainTwin() {
    let text = """
      {
        "$Red": "#ff0000",
        "$Alias": "$Red",
        "$Big": 1e300,
        "$Name": "center",
        "$A": "$B",
        "$B": "$A",
        "$Look": ".Base",
        ".Base": {"backgroundColor": "$Alias", "title": "$Alias", "alpha": "$Big"},
        ".Next": {"_superclass": ".Base", "layer.cornerRadius": "$Big", "alpha": "$Name",
                  "tintColor": "$Missing", "textColor": "$Missing", "borderColor": "$A",
                  "titleColor:highlighted": "$Red", "titleColor": "$Alias", "text-alignment": "$Name"},
        ".Last": {"_superclass": ".Next", "textAlignment": "$Name", "titleLabel": "$Look",
                  "layer.cornerRadius": 4, "backgroundColor": "$Red"}
      }
      """
    let (fast, plain) = twins([ThemeSource(path: "edges.json", text: text)])
    expectSame(fast, plain, "the edge cases")
    // Each use of an unknown constant is reported where it is written.
    #expect(
      fast.diagnostics.filter { $0.message.contains("unknown constant '$Missing'") }.count == 2)
    #expect(fast.diagnostics.contains { $0.message.contains("reference cycle") })
  }

  /// Every fixture and example theme, in each file's own dialect.
  @Test func everyThemeFileResolvesAsThePlainTwin() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let roots = [
      here.appendingPathComponent("__Fixtures__"),
      here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("themes"),
    ]
    var count = 0
    for root in roots {
      let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
      for file in (files ?? []).sorted() where !file.hasPrefix(".") && file.contains(".") {
        let path = root.appendingPathComponent(file).path
        let source = ThemeSource(
          path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let (fast, plain) = twins([source])
        expectSame(fast, plain, path)
        count += 1
      }
    }
    #expect(count >= 20)
  }

  /// Applying onto an empty set shares the other's storage; it must equal setting each.
  @Test func applyOntoNothingEqualsSettingEach() throws {
    let theme = twins([
      ThemeSource(path: "bench.json", text: Self.benchmarkTheme(constants: 30, styles: 8))
    ]).fast
    let other = try #require(theme.styles["S3"]?.properties)
    var shared = PropertySet()
    shared.apply(other)
    var each = PropertySet()
    for (name, property) in other.entries { each.set(name, property) }
    #expect(shared == each)
    #expect(shared.names == other.names)
  }
}

import Foundation
import Primitives
import TestSupport
import Testing

@testable import Themes

/// Mutated fixtures must load or fail with diagnostics: never crash or hang.
@Suite struct FuzzTests {
  static let files = [
    "motif/Theme.json", "giotto/theme_default.plist", "giotto/readme-styles.json",
    "styleinjection/StyleSheet.plist", "pixelbits/priority.json", "pixelbits/readme-subviews.yaml",
    "pixelbits/readme-controller-label.yaml",
  ]
  /// Bytes that matter to the parsers and dialects.
  static let interesting = Array("{}[]<>\"':,.$@#/\\\n\t -_&;!?*%^0123456789aefnrtux“”".utf8)

  static func mutate(_ bytes: [UInt8], _ rng: inout SplitMix) -> [UInt8] {
    var out = bytes
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      guard !out.isEmpty else { break }
      let i = Int.random(in: 0..<out.count, using: &rng)
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: out[i] = interesting.randomElement(using: &rng)!
      case 1: out.remove(at: i)
      case 2: out.insert(interesting.randomElement(using: &rng)!, at: i)
      case 3: out.removeSubrange(i..<min(out.count, i + Int.random(in: 1...40, using: &rng)))
      case 4:
        let j = Int.random(in: i..<min(out.count, i + 60), using: &rng)
        out.insert(contentsOf: out[i...j], at: Int.random(in: 0...out.count, using: &rng))
      default: out = Array(out[..<i])
      }
    }
    return out
  }

  @Test(arguments: files)
  func mutatedFixturesNeverCrash(_ name: String) throws {
    let original = Array(try Data(contentsOf: URL(fileURLWithPath: fixture(name))))
    var rng = SplitMix(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
    var failures = 0
    // THEMES_FUZZ_ITERATIONS runs longer campaigns locally; the suite stays fast by default.
    let iterations =
      ProcessInfo.processInfo.environment["THEMES_FUZZ_ITERATIONS"].flatMap(Int.init)
      ?? 150
    for _ in 0..<iterations {
      let bytes = Self.mutate(original, &rng)
      let source = ThemeSource(path: name, bytes: bytes)
      do {
        let theme = try ThemeLoader.load(sources: [source])
        _ = theme.json.text
      } catch {
        failures += 1
        #expect(error.diagnostics.contains { $0.severity == .error })
      }
      // keepGoing never throws for content problems and still gives output.
      let kept = try ThemeLoader.load(sources: [source], options: ThemeLoadOptions(keepGoing: true))
      _ = kept.json.text
    }
    #expect(failures > 0, "the mutations should break some inputs")
  }

  @Test func randomBytesInEveryFormat() throws {
    var rng = SplitMix(seed: 42)
    for i in 0..<300 {
      let count = Int.random(in: 0..<200, using: &rng)
      let bytes = (0..<count).map { _ in Self.interesting.randomElement(using: &rng)! }
      for ext in ["json", "yaml", "plist"] {
        let source = ThemeSource(path: "random\(i).\(ext)", bytes: bytes)
        _ = try ThemeLoader.load(sources: [source], options: ThemeLoadOptions(keepGoing: true))
      }
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    for (ext, open, close) in [("json", "[", "]"), ("yaml", "[", "]"), ("json", "{\"a\":", "}")] {
      let text = String(repeating: open, count: 100_000) + String(repeating: close, count: 100_000)
      let d = diagnostics([("deep.\(ext)", text)])
      #expect(d.first?.message.contains("too deep") == true)
    }
    let plist = "<plist>" + String(repeating: "<array>", count: 50_000) + "</plist>"
    #expect(diagnostics([("deep.plist", plist)]).first?.message.contains("too deep") == true)
  }
}

@Suite struct DeterminismTests {
  @Test func sameInputGivesTheSameBytes() async throws {
    let files = [
      "motif/Theme.json", "giotto/theme_default.plist", "styleinjection/StyleSheet.plist",
      "pixelbits/priority.json",
    ].map(fixture)
    let first = try Theme.load(files: files, options: ThemeLoadOptions(keepGoing: true)).json
      .prettyText
    let texts = await withTaskGroup(of: String.self) { group in
      for _ in 0..<8 {
        group.addTask {
          (try? Theme.load(files: files, options: ThemeLoadOptions(keepGoing: true)).json.prettyText)
            ?? ""
        }
      }
      var out: [String] = []
      for await t in group { out.append(t) }
      return out
    }
    #expect(texts.allSatisfy { $0 == first })
  }
}

@Suite struct DeepBlockYAMLTests {
  @Test func deepBlockNestingIsAnErrorNotACrash() {
    var text = ""
    for i in 0..<900 { text += String(repeating: " ", count: i) + "k\(i):\n" }
    text += String(repeating: " ", count: 900) + "v: 1\n"
    let d = diagnostics([("deep.yaml", text)])
    #expect(d.first?.message.contains("too deep") == true)
  }
}

@Suite struct LongChainTests {
  @Test(arguments: [false, true])
  func longReferenceChainsAndDeepInheritanceAreErrors(forward: Bool) {
    // Each name refers to the one defined before it (resolved in order, no recursion), or to
    // the one after it (each resolution recurses through the rest): both are bounded.
    let n = 5_000
    var entries: [String] = []
    for i in 0..<n {
      let target = forward ? i + 1 : i - 1
      let hasTarget = forward ? i < n - 1 : i > 0
      entries.append("\"$C\(i)\": \(hasTarget ? "\"$C\(target)\"" : "\"#fff\"")")
      entries.append("\".S\(i)\": {\(hasTarget ? "\"_superclass\": \".S\(target)\"" : "")}")
    }
    let text = "{\n" + entries.joined(separator: ",\n") + "\n}"
    let d = diagnostics([("long.json", text)])
    #expect(d.contains { $0.message.hasPrefix("reference chain is longer") })
    #expect(d.contains { $0.message.hasPrefix("inheritance is deeper") })
  }
}

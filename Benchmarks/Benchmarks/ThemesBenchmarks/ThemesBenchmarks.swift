import Benchmark
import Foundation
import Themes

// The issue's theme: 5,000 constants and 2,000 styles with 3-deep inheritance (each style
// chain Base ← Level1 ← Level2 ← Level3), in Motif JSON; then the same doubled. Each timing
// is a whole load: parse the JSON, follow references, apply inheritance, type every value.

/// A Motif JSON theme with `constants` constants and `styles` styles.
/// A third of the constants are colors, a third numbers, a third references to colors
/// (chains of one or two steps). Styles come in groups of four, each inheriting from the
/// one before, so the last of each group is 3 deep; each sets 8 properties through constants.
func syntheticTheme(constants: Int, styles: Int) -> String {
  var out = "{\n"
  func color(_ i: Int) -> String {
    String(format: "\"#%02x%02x%02x\"", (i * 37) % 256, (i * 91) % 256, (i * 13) % 256)
  }
  for i in 0..<constants {
    let value: String
    switch i % 3 {
    case 0: value = color(i)
    case 1: value = String(Double(i % 40) / 2)
    // A reference to a color, or to such a reference: chains of one or two steps.
    default: value = (i / 3) % 2 == 0 ? "\"$C\(i - 2)\"" : "\"$C\(i - 3)\""
    }
    out += "  \"$C\(i)\": \(value),\n"
  }
  let span = constants / 3 * 3
  func colorConstant(_ k: Int) -> Int { (k * 3) % span }
  func numberConstant(_ k: Int) -> Int { (k * 3) % span + 1 }
  for s in 0..<styles {
    out += "  \".S\(s)\": {\n"
    if s % 4 != 0 { out += "    \"_superclass\": \".S\(s - 1)\",\n" }
    out += "    \"backgroundColor\": \"$C\(colorConstant(s))\",\n"
    out += "    \"tintColor\": \"$C\(colorConstant(s + 1) + 2)\",\n"
    out += "    \"layer.borderColor\": \"$C\(colorConstant(s + 2))\",\n"
    out += "    \"layer.cornerRadius\": \"$C\(numberConstant(s))\",\n"
    out += "    \"layer.borderWidth\": \"$C\(numberConstant(s + 1))\",\n"
    out += "    \"alpha\": 0.5,\n"
    out += "    \"contentEdgeInsets\": \"{8, 16, 8, 16}\",\n"
    out += "    \"textAlignment\": \"center\"\n"
    out += "  }\(s == styles - 1 ? "" : ",")\n"
  }
  return out + "}\n"
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident], warmupIterations: 1,
    scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 30)

  for scale in [1, 2] {
    let text = syntheticTheme(constants: 5_000 * scale, styles: 2_000 * scale)
    let source = ThemeSource(path: "synthetic.json", text: text)
    let theme = try! ThemeLoader.load(sources: [source])
    print(
      "ThemesBenchmarks: x\(scale): \(text.utf8.count) bytes, \(theme.constants.count) constants, "
        + "\(theme.styles.count) styles, \(theme.diagnostics.count) diagnostics")
    let label = "\(5 * scale)k constants, \(2 * scale)k styles"

    Benchmark("load \(label)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(try ThemeLoader.load(sources: [source]))
      }
    }
    Benchmark("load+json \(label)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(try ThemeLoader.load(sources: [source]).json.text)
      }
    }
  }
}

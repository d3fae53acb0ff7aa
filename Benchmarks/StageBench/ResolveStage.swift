// `themeshot-bench resolve FILE [RUNS]`: the median time to read and resolve one theme file
// in process, so the figure is the resolution alone (no process start, no printing).
import Foundation
import Themes

/// Runs the resolve stage and exits: prints the median and the fastest of RUNS loads.
func resolveStage(_ arguments: [String]) -> Never {
  guard arguments.count >= 3 else { fail("usage: themeshot-bench resolve FILE [RUNS]") }
  let path = arguments[2]
  let runs = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 21) : 21
  var times: [Double] = []
  var theme = Theme()
  do {
    // One load before timing: the file is in the page cache and lazy globals are made.
    theme = try ThemeLoader.load(files: [path])
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      theme = try ThemeLoader.load(files: [path])
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
  } catch {
    fail("\(error)")
  }
  times.sort()
  let median = times[times.count / 2]
  print(
    "resolve \(path): \(theme.constants.count) constants, \(theme.styles.count) styles, "
      + "\(theme.diagnostics.count) diagnostics: median \(String(format: "%.2f", median)) ms, "
      + "best \(String(format: "%.2f", times[0])) ms over \(runs) runs")
  exit(0)
}

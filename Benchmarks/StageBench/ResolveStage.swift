// `themeshot-bench resolve FILE [RUNS]`: the median time to read and resolve one theme file
// in process, so the figure is the resolution alone (no process start, no printing). The
// thread's CPU time is printed beside the wall time (on a busy machine it says more).
import Foundation
import Themes

/// This thread's CPU time in ms (CLOCK_THREAD_CPUTIME_ID exists on Linux and Darwin).
private func threadCPUMilliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
}

/// Runs the resolve stage and exits: prints the median and the fastest of RUNS loads.
func resolveStage(_ arguments: [String]) -> Never {
  guard arguments.count >= 3 else { fail("usage: themeshot-bench resolve FILE [RUNS]") }
  let path = arguments[2]
  let runs = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 21) : 21
  var times: [Double] = []
  var cpus: [Double] = []
  var theme = Theme()
  do {
    // One load before timing: the file is in the page cache and lazy globals are made.
    theme = try ThemeLoader.load(files: [path])
    for _ in 0..<runs {
      let cpu = threadCPUMilliseconds()
      let start = DispatchTime.now().uptimeNanoseconds
      theme = try ThemeLoader.load(files: [path])
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      cpus.append(threadCPUMilliseconds() - cpu)
    }
  } catch {
    fail("\(error)")
  }
  times.sort()
  cpus.sort()
  func ms(_ v: Double) -> String { String(format: "%.2f ms", v) }
  print(
    "resolve \(path): \(theme.constants.count) constants, \(theme.styles.count) styles, "
      + "\(theme.diagnostics.count) diagnostics: median \(ms(times[runs / 2])), "
      + "best \(ms(times[0])) over \(runs) runs; thread CPU median \(ms(cpus[runs / 2]))")
  exit(0)
}

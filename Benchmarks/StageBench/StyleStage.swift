// `themeshot-bench style [RUNS] [SIZES]`: styling and layout of a generated tree against a
// generated 1,000-rule Pixelbits theme (`Cascade().apply` then `Layout.layout` with the
// font-free measurer), at 2,500 and 10,000 widgets by default, so growth is measured.
// Sizes are interleaved run by run, so a change in the machine's load hits both alike.
import Foundation
import Primitives
import Themes
import Widgets

/// This thread's CPU time in ms (the stage runs on one thread).
private func threadCPUMilliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
}

private func nowMilliseconds() -> Double {
  Double(DispatchTime.now().uptimeNanoseconds) / 1e6
}

/// The allocation calls made so far, when the process runs with a counting allocator
/// preloaded (a library exporting `themeshot_malloc_count`); nil otherwise.
private func allocationCounter() -> (@convention(c) () -> UInt)? {
  guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "themeshot_malloc_count") else { return nil }
  return unsafeBitCast(symbol, to: (@convention(c) () -> UInt).self)
}

/// One size's samples, in ms.
private struct StyleSamples {
  var wall: [Double] = []
  var cpu: [Double] = []
  var style: [Double] = []
  var layout: [Double] = []
  /// What the pass produced (frames and styled colours), to see that a change kept it.
  var checksum: UInt64 = 0
  /// Allocation calls of one pass, when counted.
  var allocations: UInt?

  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}

/// A digest of the laid-out, styled tree (FNV-1a over each widget's frame, background
/// colour and alpha), the same in every process, so a change that alters the result shows.
private func checksum(_ root: Widget) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for w in root.subtree {
    let f = w.layoutFrame
    let text =
      "\(f.x),\(f.y),\(f.width),\(f.height),\(w.value("backgroundColor")?.color?.hexString ?? "-"),"
      + "\(w.value("alpha")?.number ?? -1);"
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }
  return hash
}

/// Runs the style stage and exits.
func styleStage(_ arguments: [String]) -> Never {
  let runs = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 11) : 11
  let sizes =
    arguments.count > 3
    ? arguments[3].split(separator: ",").compactMap { Int($0) } : [2_500, 10_000]
  guard !sizes.isEmpty else { fail("usage: themeshot-bench style [RUNS] [SIZE,SIZE…]") }
  let sheet: ThemeStyleSheet
  do {
    sheet = ThemeStyleSheet(try GeneratedScreen.theme(rules: 1_000))
  } catch {
    fail("\(error)")
  }
  let screen = Size(width: 393, height: 852)
  let counter = allocationCounter()
  var samples = Array(repeating: StyleSamples(), count: sizes.count)
  // One untimed pass per size first: lazy globals and the allocator's arenas are made.
  for round in -1..<runs {
    for (i, count) in sizes.enumerated() {
      let root = GeneratedScreen.tree(count: count)
      let allocated = counter?()
      let cpu = threadCPUMilliseconds()
      let start = nowMilliseconds()
      let diagnostics = Cascade().apply(sheet, to: root)
      let styled = nowMilliseconds()
      Layout(text: ApproximateTextMeasurer()).layout(root, in: screen)
      let end = nowMilliseconds()
      let used = threadCPUMilliseconds() - cpu
      let allocations = allocated.flatMap { before in counter.map { $0() - before } }
      if !diagnostics.isEmpty { fail("unexpected diagnostics: \(diagnostics.prefix(3))") }
      guard round >= 0 else { continue }
      samples[i].wall.append(end - start)
      samples[i].cpu.append(used)
      samples[i].style.append(styled - start)
      samples[i].layout.append(end - styled)
      if round == 0 {
        samples[i].checksum = checksum(root)
        samples[i].allocations = allocations
      }
    }
  }
  for (i, count) in sizes.enumerated() {
    let s = samples[i]
    let cpu = StyleSamples.median(s.cpu)
    let wall = StyleSamples.median(s.wall)
    print(
      "style+layout \(count) widgets: median \(String(format: "%.2f", wall)) ms wall, "
        + "\(String(format: "%.2f", cpu)) ms cpu (style \(String(format: "%.2f", StyleSamples.median(s.style))) ms, "
        + "layout \(String(format: "%.2f", StyleSamples.median(s.layout))) ms wall); "
        + "\(String(format: "%.2f", cpu * 1e3 / Double(count))) µs cpu per widget, "
        + "\(String(format: "%.2f", wall * 1e3 / Double(count))) µs wall per widget over \(runs) runs; "
        + (s.allocations.map {
          "\(String(format: "%.1f", Double($0) / Double(count))) allocations per widget; "
        } ?? "")
        + "checksum \(String(s.checksum, radix: 16))")
  }
  exit(0)
}

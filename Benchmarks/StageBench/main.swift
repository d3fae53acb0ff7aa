// themeshot-bench: times the PNG stage on one file, at its size and at twice its height
// (so growth is measured), for Scripts/bench.sh. The first figure is the best of RUNS, as the
// peers' pngbench reports libpng's; the median and the process CPU time of a median run
// follow in brackets (on a busy machine CPU time says more than wall time).
//
//   themeshot-bench png FILE.png [RUNS]
//   themeshot-bench png-encode FILE.png [RUNS] [THREADS]    encode only (for perf record)
import Foundation
import PNG
import Primitives

/// Best and median wall time, and median CPU time of the whole process, in ms.
struct Timing {
  var best = 0.0
  var median = 0.0
  var cpu = 0.0

  var text: String {
    String(format: "%.2f ms", best)
  }
  var detail: String {
    String(format: "(median %.2f ms, cpu %.2f ms)", median, cpu)
  }
}

func cpuMilliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
}

func timed(_ runs: Int, _ body: () throws -> Void) rethrows -> Timing {
  var walls: [Double] = []
  var cpus: [Double] = []
  for _ in 0..<runs {
    let cpu = cpuMilliseconds()
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    walls.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    cpus.append(cpuMilliseconds() - cpu)
  }
  walls.sort()
  cpus.sort()
  return Timing(best: walls.first ?? 0, median: walls[walls.count / 2], cpu: cpus[cpus.count / 2])
}

/// `bitmap` stacked on itself: the same content, twice the rows.
func doubled(_ bitmap: Bitmap) -> Bitmap {
  Bitmap(width: bitmap.width, height: bitmap.height * 2, pixels: bitmap.pixels + bitmap.pixels)
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("themeshot-bench: \(message)\n".utf8))
  exit(2)
}

if CommandLine.arguments.dropFirst().first == "resolve" { resolveStage(CommandLine.arguments) }
if CommandLine.arguments.dropFirst().first == "style" { styleStage(CommandLine.arguments) }
let arguments = CommandLine.arguments
guard arguments.count >= 3, ["png", "png-encode"].contains(arguments[1]) else {
  fail("usage: themeshot-bench png FILE.png [RUNS] | png-encode FILE.png [RUNS] [THREADS]")
}
let runs = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 9) : 9
if arguments[1] == "png-encode" {
  let threads = arguments.count > 4 ? max(1, Int(arguments[4]) ?? 2) : 2
  do {
    let bitmap = try PNGDecoder().decode(contentsOf: arguments[2])
    let encoder = PNGEncoder(threads: threads)
    var bytes: [UInt8] = []
    let t = try timed(runs) { bytes = try encoder.encode(bitmap) }
    print("encode threads \(threads): \(t.text) \(bytes.count) bytes \(t.detail)")
  } catch {
    fail("\(error)")
  }
  exit(0)
}
do {
  let original = try PNGDecoder().decode(contentsOf: arguments[2])
  for (label, bitmap) in [("1x", original), ("2x", doubled(original))] {
    let size = "\(bitmap.width)x\(bitmap.height)"
    for threads in [1, 2] {
      let encoder = PNGEncoder(threads: threads)
      var bytes: [UInt8] = []
      let t = try timed(runs) { bytes = try encoder.encode(bitmap) }
      print(
        "encode \(label) \(size) threads \(threads): \(t.text) \(bytes.count) bytes \(t.detail)")
    }
    let bytes = try PNGEncoder().encode(bitmap)
    let t = try timed(runs) { _ = try PNGDecoder().decode(bytes) }
    print("decode \(label) \(size) own file: \(t.text) \(t.detail)")
  }
  let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: arguments[2])))
  let t = try timed(runs) { _ = try PNGDecoder().decode(file) }
  print("decode input file (\(file.count) bytes): \(t.text) \(t.detail)")
} catch {
  fail("\(error)")
}

// themeshot-bench: times the PNG stage on one file, at its size and at twice its height
// (so growth is measured), for Scripts/bench.sh. Figures are the best of RUNS, as the peers'
// pngbench reports libpng's.
//
//   themeshot-bench png FILE.png [RUNS]
import Foundation
import PNG
import Primitives

func best(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
  var times: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return times.min() ?? 0
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
let arguments = CommandLine.arguments
guard arguments.count >= 3, arguments[1] == "png" else {
  fail("usage: themeshot-bench png FILE.png [RUNS]")
}
let runs = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 9) : 9
do {
  let original = try PNGDecoder().decode(contentsOf: arguments[2])
  for (label, bitmap) in [("1x", original), ("2x", doubled(original))] {
    let size = "\(bitmap.width)x\(bitmap.height)"
    for threads in [1, 2] {
      let encoder = PNGEncoder(threads: threads)
      var bytes: [UInt8] = []
      let ms = try best(runs) { bytes = try encoder.encode(bitmap) }
      let figure = String(format: "%.2f", ms)
      print("encode \(label) \(size) threads \(threads): \(figure) ms \(bytes.count) bytes")
    }
    let bytes = try PNGEncoder().encode(bitmap)
    let ms = try best(runs) { _ = try PNGDecoder().decode(bytes) }
    print("decode \(label) \(size) own file: \(String(format: "%.2f", ms)) ms")
  }
  let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: arguments[2])))
  let ms = try best(runs) { _ = try PNGDecoder().decode(file) }
  print("decode input file (\(file.count) bytes): \(String(format: "%.2f", ms)) ms")
} catch {
  fail("\(error)")
}

import Foundation
import PNG
import Raster
import Text

/// The `raster` use case: draw a scene file (a display list in JSON) to a PNG.
public enum RasterTask {
  /// Draws `scene` to `output` with `threads` workers; with `runs`, draws it that many
  /// times more and hands `timing` a line with the median and minimum milliseconds.
  public static func run(
    scene: String, output: String, threads: Int?, runs: Int?, timing: (String) -> Void
  ) throws {
    let list: DisplayList
    do {
      list = try SceneFile.read(path: scene)
    } catch {
      throw error.diagnostic
    }
    let folder = URL(fileURLWithPath: scene).deletingLastPathComponent().path
    let loader = ImageLoader { path in
      try PNGDecoder().decode(contentsOf: path.hasPrefix("/") ? path : folder + "/" + path)
    }
    let bitmap: Bitmap
    do {
      // One font library for every run, so repeated renders share its glyph cache.
      let hasText = list.ops.contains { if case .text = $0 { true } else { false } }
      let fonts = hasText ? try FontLibrary() : nil
      var rasterizer = Rasterizer(
        threads: threads ?? Rasterizer.defaultThreads, imageLoader: loader, fonts: fonts)
      // A scene names its fonts on purpose: one that cannot be found is an error.
      rasterizer.strictFonts = true
      bitmap = try rasterizer.render(list)
      if let runs {
        var times: [Double] = []
        for _ in 0..<runs {
          let start = DispatchTime.now().uptimeNanoseconds
          _ = try rasterizer.render(list)
          times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        let median = times[times.count / 2]
        timing(
          "themeshot render_ms median \(String(format: "%.2f", median)) min "
            + "\(String(format: "%.2f", times[0])) | ops \(list.ops.count)")
      }
    } catch {
      throw Diagnostic.error("\(error)", at: SourceLocation(file: scene))
    }
    do {
      try PNGEncoder().write(bitmap, to: output)
    } catch {
      throw Diagnostic.error("\(error)", at: SourceLocation(file: output))
    }
  }
}

import ArgumentParser
import Foundation
import PNG
import Primitives
import Raster
import Text
import Themeshot

/// `themeshot raster`: Draw a scene file (a display list in JSON) to PNG.
struct RasterCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "raster", abstract: "Draw a scene file (a display list in JSON) to PNG.",
    discussion: """
      The scene format is ../shared/peers/SCENE.md plus themeshot's extensions (gradients, \
      opacity groups, image content modes and tints), described in docs/raster.md. Image \
      files are relative to the scene file.
      """)

  @Argument(help: "The scene file (JSON).")
  var scene: String

  @Option(name: .shortAndLong, help: "Where to write the PNG.")
  var output: String

  @Option(help: "Worker threads (default: the number of cores). Output is the same for any.")
  var threads: Int?

  @Option(help: "Draw the scene this many times and print the median time in milliseconds.")
  var runs: Int?

  func validate() throws {
    if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    if let runs, runs < 1 { throw ValidationError("--runs must be at least 1") }
    if let problem = OutputPaths.pathOptionProblem(output, option: "--output") {
      throw ValidationError(problem)
    }
  }

  func run() async throws {
    let list: DisplayList
    do {
      list = try SceneFile.read(path: scene)
    } catch {
      throw error.diagnostic
    }
    let folder = URL(fileURLWithPath: scene).deletingLastPathComponent().path
    let loader = ImageLoader(within: { path, left in
      do throws(PNGError) {
        return try PNGDecoder(maximumPixels: min(left, PNGDecoder.defaultMaximumPixels))
          .decode(contentsOf: path.hasPrefix("/") ? path : folder + "/" + path)
      } catch {
        throw Diagnostic.error(error.reason(imageBudgetLeft: left))
      }
    })
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
        print(
          "themeshot render_ms median \(String(format: "%.2f", median)) min "
            + "\(String(format: "%.2f", times[0])) | ops \(list.ops.count)")
      }
    } catch var error as Diagnostic {
      error.location = error.location ?? SourceLocation(file: scene)
      throw error
    } catch {
      throw Diagnostic.error("\(error)", at: SourceLocation(file: scene))
    }
    do {
      try PNGEncoder().write(bitmap, to: output)
    } catch {
      // `write` throws only PNGError.
      throw error.diagnostic
    }
  }
}

import Foundation
import PNG
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// One fuzz target per parser: theme dialects, screens, the project file and the PNG chunk
/// walk (with libpng behind it). Each runs a fixed number of seeded mutations of the corpus
/// in `Corpus/`; a crash, trap or hang fails the run. `THEMESHOT_FUZZ_INPUTS` sets the
/// number per target (default 300; CI's Scripts/fuzz.sh runs more) and
/// `THEMESHOT_FUZZ_SEED` the seed. Each target prints how many inputs it ran.
@Suite(.serialized) struct FuzzTests {
  static let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Corpus")

  static let inputs = Limits.setting("THEMESHOT_FUZZ_INPUTS", default: 300)
  static let seed = UInt64(Limits.setting("THEMESHOT_FUZZ_SEED", default: 17))

  static func corpus(_ folder: String) throws -> [(name: String, bytes: [UInt8])] {
    let url = corpusFolder.appendingPathComponent(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    return try names.map { ($0, Array(try Data(contentsOf: url.appendingPathComponent($0)))) }
  }

  /// Runs `body` on `inputs` mutations of the corpus in `folder`; returns how many inputs
  /// were accepted, and prints the tally.
  static func fuzz(
    _ target: String, folder: String, seed: UInt64 = FuzzTests.seed,
    _ body: (_ name: String, _ bytes: [UInt8]) -> Bool
  ) throws -> Int {
    let files = try corpus(folder)
    #expect(!files.isEmpty)
    // The unmutated corpus must be accepted, or the mutations start from nothing.
    for (name, bytes) in files {
      let accepted = body(name, bytes)
      #expect(accepted, "corpus file \(name) is refused")
    }
    var mutator = Mutator(seed: seed, corpus: files.map(\.bytes))
    var accepted = 0
    let start = ContinuousClock.now
    for i in 0..<inputs {
      let bytes = mutator.next()
      if body("\(target)-\(seed)-\(i)", bytes) { accepted += 1 }
    }
    let elapsed = ContinuousClock.now - start
    print(
      "fuzz \(target): \(inputs) inputs (seed \(seed)), \(accepted) accepted, "
        + "\(inputs - accepted) refused with diagnostics, \(elapsed)")
    return accepted
  }

  @Test(.timeLimit(.minutes(5))) func themeDialects() throws {
    _ = try Self.fuzz("themes", folder: "themes") { name, bytes in
      // The file name picks the format, as on disk.
      let ext = name.split(separator: ".").last.map(String.init) ?? "yaml"
      let path = "fuzz." + (["yaml", "json", "plist"].contains(ext) ? ext : "yaml")
      do {
        let theme = try ThemeLoader.load(
          sources: [ThemeSource(path: path, bytes: bytes)],
          options: ThemeLoadOptions(keepGoing: true))
        // Every error is located in the file it came from.
        for d in theme.diagnostics where d.severity == .error {
          if d.location?.file != path { Issue.record("unlocated: \(d.formatted)") }
        }
        return !theme.hasErrors
      } catch {
        return false
      }
    }
  }

  @Test(.timeLimit(.minutes(5))) func screens() throws {
    let measurer = ApproximateTextMeasurer()
    _ = try Self.fuzz("screens", folder: "screens") { _, bytes in
      guard let text = String(validating: bytes, as: UTF8.self) else { return false }
      do {
        let screen = try ScreenFile.parse(text, file: "fuzz.yml", name: "fuzz")
        // Parsed screens are laid out and emitted too: values that pass the reader must
        // not trap further down.
        let device = screen.resolvedDevice(
          Device(name: "fuzz", size: .init(width: 320, height: 480), scale: 1))
        Layout(text: measurer).layout(screen.root, in: device.size)
        _ = Emitter(text: measurer, imageRoot: "").displayList(
          screen.root, size: device.size, scale: device.scale, statusBar: screen.statusBar)
        return true
      } catch {
        return false
      }
    }
  }

  @Test(.timeLimit(.minutes(5))) func projectFile() throws {
    _ = try Self.fuzz("projects", folder: "projects") { _, bytes in
      guard let text = String(validating: bytes, as: UTF8.self) else { return false }
      do {
        _ = try ProjectFile.parse(text, path: "themeshot.yml", root: "/nonexistent")
        return true
      } catch {
        return false
      }
    }
  }

  @Test(.timeLimit(.minutes(5))) func pngChunks() throws {
    var index = 0
    _ = try Self.fuzz("png", folder: "png") { _, mutated in
      // Every other input gets valid CRCs, so libpng decodes it instead of stopping early.
      index += 1
      let bytes = index % 2 == 0 ? PNGRepair.fixingCRCs(mutated) : mutated
      let walked = PNGChunks.walk(bytes)
      do {
        let bitmap = try PNGDecoder().decode(bytes)
        // libpng never accepts what the walk refused.
        if case .failure(let e) = walked { Issue.record("decoded after the walk refused: \(e)") }
        return bitmap.width > 0
      } catch {
        return false
      }
    }
  }
}

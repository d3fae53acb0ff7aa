import Foundation
import PNG
import Primitives
import Raster
import Synchronization
import Testing
import Widgets

@testable import Themeshot

/// Images read on another thread while the raster prepares the rest: the pixels and the
/// errors are the loader's own, whoever reads a file first.
@Suite struct ImagePrefetchTests {
  static let repo = ExampleRenderTests.repo

  /// A loader that makes an n×n bitmap for `n.png` (refusing over `maximumPixels`), fails
  /// for anything else, and counts its calls.
  final class FakeLoader: Sendable {
    let calls = Mutex<[String: [Int]]>([:])

    func load(_ path: String, _ maximumPixels: Int) throws -> Bitmap {
      calls.withLock { $0[path, default: []].append(maximumPixels) }
      let name = (path as NSString).deletingPathExtension
      guard let n = Int(name) else { throw Diagnostic.error("no such image") }
      guard n * n <= maximumPixels else { throw Diagnostic.error("over \(maximumPixels)") }
      return Bitmap(width: n, height: n, fill: Color(red: UInt8(n), green: 0, blue: 0))
    }
  }

  static func list(_ paths: [String]) -> DisplayList {
    var list = DisplayList(size: Size(width: 10, height: 10), scale: 1, background: .white)
    for path in paths {
      list.append(.image(ImageOp(rect: Rect(x: 0, y: 0, width: 5, height: 5), source: .file(path))))
    }
    return list
  }

  @Test func prefetchedPixelsAreTheLoadersAndErrorsAreItsOwn() throws {
    let fake = FakeLoader()
    let load: @Sendable (String, Int) throws -> Bitmap = { try fake.load($0, $1) }
    let paths = ["3.png", "missing.png", "5.png", "3.png", "7.png"]
    let prefetch = try #require(ImagePrefetch.start(for: Self.list(paths), load: load))
    let loader = prefetch.loader(orElse: load)
    let within = try #require(loader.loadWithin)
    for path in ["3.png", "5.png"] {
      #expect(try within(path, 1000) == fake.load(path, 1000))
    }
    // A failed read is read again by the raster, whose error is the loader's.
    #expect(throws: Diagnostic.self) { try within("missing.png", 1000) }
    // Pixels that do not fit what is left of the budget: the loader refuses them itself.
    #expect(throws: Diagnostic.self) { try within("7.png", 48) }
    // A file the list does not draw is the loader's.
    #expect(try within("2.png", 1000).width == 2)
    prefetch.cancel()
    let calls = fake.calls.withLock { $0 }
    #expect(calls["missing.png"]?.last == 1000)
    #expect(calls["7.png"]?.last == 48)
  }

  /// Read ahead, the files share the render's image budget in list order, as the raster
  /// counts it: what is read ahead never exceeds what the raster may hold.
  @Test func readingAheadStaysWithinTheRendersBudget() throws {
    let fake = FakeLoader()
    let load: @Sendable (String, Int) throws -> Bitmap = { try fake.load($0, $1) }
    let prefetch = try #require(
      ImagePrefetch.start(for: Self.list(["3.png", "missing.png", "5.png", "7.png"]), load: load))
    let deadline = Date().addingTimeInterval(60)
    while prefetch.unread > 0, Date() < deadline { usleep(1000) }
    #expect(prefetch.unread == 0)
    let budget = Limits.imagePixelsPerRender
    let calls = fake.calls.withLock { $0 }
    #expect(calls["3.png"] == [budget])
    #expect(calls["missing.png"] == [budget - 9])
    #expect(calls["5.png"] == [budget - 9])
    #expect(calls["7.png"] == [budget - 9 - 25])
  }

  /// Cancelled before the other thread reads anything, the raster reads every file itself:
  /// nothing waits on a thread that may never run.
  @Test func filesNotStartedAreReadByTheRaster() throws {
    let fake = FakeLoader()
    let load: @Sendable (String, Int) throws -> Bitmap = { try fake.load($0, $1) }
    let paths = (1...40).map { "\($0).png" }
    let prefetch = try #require(ImagePrefetch.start(for: Self.list(paths), load: load))
    prefetch.cancel()
    let within = try #require(prefetch.loader(orElse: load).loadWithin)
    for (i, path) in paths.enumerated().reversed() {
      #expect(try within(path, 10_000).width == i + 1)
    }
  }

  @Test func aListWithoutFilesStartsNothing() {
    var list = Self.list([])
    list.append(
      .image(
        ImageOp(
          rect: Rect(x: 0, y: 0, width: 5, height: 5), source: .bitmap(Bitmap(width: 1, height: 1)))
      ))
    #expect(ImagePrefetch.start(for: list, load: { _, _ in Bitmap(width: 1, height: 1) }) == nil)
  }

  /// The example screens drawn with the prefetch (two threads) and without (one): the same
  /// bytes.
  @Test func rendersWithAndWithoutThePrefetchAreTheSame() throws {
    let project = try Project.load(root: Self.repo)
    let entry = try #require(project.theme(named: "Light"))
    let one = try Renderer(threads: 1, imageFolder: Self.repo)
    let two = try Renderer(threads: 2, imageFolder: Self.repo)
    var device = Device.default
    device.scale = 2
    for screen in project.screens {
      let a = try one.render(screenAt: screen, themeFiles: entry.files, device: device)
      let b = try two.render(screenAt: screen, themeFiles: entry.files, device: device)
      #expect(a.bitmap == b.bitmap, "\(screen)")
    }
  }

  /// A missing image (drawn as a placeholder, with a warning) and one outside the project
  /// folder (an error) come out alike with and without it.
  @Test func imageErrorsAreTheSameWithThePrefetch() throws {
    let dir = NSTemporaryDirectory() + "themeshot-prefetch-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      atPath: dir + "/project", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let icon = Bitmap(width: 4, height: 4, fill: Color(red: 200, green: 10, blue: 10))
    try PNGEncoder().write(icon, to: dir + "/outside.png")
    try PNGEncoder().write(icon, to: dir + "/project/inside.png")
    let project = try Project.load(root: Self.repo)
    let theme = try #require(project.theme(named: "Light")).files
    for image in ["missing.png", "../outside.png"] {
      let screen = """
        root:
          type: UIView
          children:
            - {type: UIImageView, frame: [0, 0, 20, 20], props: {image: inside.png}}
            - {type: UIImageView, frame: [0, 20, 20, 20], props: {image: \(image)}}
        """
      try screen.write(toFile: dir + "/project/s.yml", atomically: true, encoding: .utf8)
      var messages: [String] = []
      for threads in [1, 2] {
        let renderer = try Renderer(threads: threads, imageFolder: dir + "/project")
        do {
          let out = try renderer.render(
            screenAt: dir + "/project/s.yml", themeFiles: theme)
          messages.append("drawn: \(out.diagnostics.map(\.formatted)) \(out.bitmap.pixels.count)")
        } catch {
          messages.append("\(error)")
        }
      }
      #expect(messages[0] == messages[1], "\(image)")
      #expect(
        image == "missing.png"
          ? messages[0].contains("drawn") : messages[0].contains("outside the project folder"),
        "\(messages[0])")
    }
  }
}

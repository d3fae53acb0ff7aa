import Foundation
import Testing
import Themes
import Widgets

@testable import Themeshot

/// `RenderRun.render`'s work queue: results and progress in item order whatever finishes
/// first, and after a failure the first error in item order.
@Suite struct RenderRunQueueTests {
  /// A project of `count` small screens, `broken` of them unreadable.
  static func project(count: Int, broken: Set<Int>) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-queue-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/screens", withIntermediateDirectories: true)
    try ".Screen:\n  backgroundColor: systemBackground\n".write(
      toFile: root + "/app.yaml", atomically: true, encoding: .utf8)
    for i in 0..<count {
      let body =
        broken.contains(i)
        ? "root: [unclosed\n"
        : "size: [40, 20]\nscale: 1\nstatusBar: false\nroot:\n  type: UIView\n  apply: Screen\n  children:\n"
          + "    - {type: UIView, frame: [\(i), 0, 10, 10], props: {backgroundColor: systemBlue}}\n"
      try body.write(
        toFile: root + "/screens/s\(String(format: "%02d", i)).yml", atomically: true,
        encoding: .utf8)
    }
    try "themes:\n  Day: [app.yaml]\n".write(
      toFile: root + "/themeshot.yml", atomically: true, encoding: .utf8)
    return root
  }

  static func render(
    count: Int, broken: Set<Int>, workers: Int
  ) throws -> (results: [Int], progress: [Int]) {
    let root = try project(count: count, broken: broken)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = try RenderRun(
      project: try Project.load(root: root), themes: [], scale: 1, output: root + "/out")
    let renderer = try Renderer(threads: 1)
    let sheets = try run.loadSheets(
      { ThemeStyleSheet(try ThemeLoader.load(files: $0.files)) }, assets: renderer.assets)
    var progress: [Int] = []
    do {
      let results = try run.render(
        renderer: renderer, sheets: sheets, workers: workers, records: false
      ) { index, _, _, _ in
        // Later items finish first now and then.
        if index % 3 == 0 { usleep(2000) }
        return index
      } progress: { done, _ in
        progress.append(done)
      }
      return (results, progress)
    } catch {
      let text = "\(error)"
      return ([], progress + [text.contains("s\(String(format: "%02d", broken.min()!))") ? -1 : -2])
    }
  }

  @Test(arguments: [1, 2, 3, 8])
  func resultsAndProgressComeInItemOrder(workers: Int) throws {
    let (results, progress) = try Self.render(count: 13, broken: [], workers: workers)
    #expect(results == Array(0..<13))
    #expect(progress == Array(1...13))
  }

  /// Items 5 and 9 fail: item 5's error is thrown, progress stops before it.
  @Test(arguments: [1, 2, 3, 8])
  func firstFailureInItemOrderIsThrown(workers: Int) throws {
    let (results, progress) = try Self.render(count: 13, broken: [5, 9], workers: workers)
    #expect(results.isEmpty)
    #expect(progress == [1, 2, 3, 4, 5, -1])
  }
}

import Foundation
import PNG
import Primitives
import Reports
import Testing

/// Headless Chromium on PATH (`chromium` or `chromium-browser`), if any.
/// `bash Scripts/install-chromium.sh` installs Debian's.
enum Chromium {
  static let path: String? = {
    let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for exe in ["chromium", "chromium-browser"] {
      for dir in dirs where FileManager.default.isExecutableFile(atPath: "\(dir)/\(exe)") {
        return "\(dir)/\(exe)"
      }
    }
    return nil
  }()

  /// Screenshots `url` at 1280×900 into `png`; kills the browser after `timeout` seconds.
  static func screenshot(_ url: String, to png: URL, timeout: TimeInterval = 60) throws -> Bool {
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path!)
    process.arguments = [
      "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
      "--disable-dev-shm-usage", "--no-first-run", "--user-data-dir=\(profile.path)",
      "--force-color-profile=srgb", "--window-size=1280,900", "--virtual-time-budget=3000",
      "--screenshot=\(png.path)", url,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      return false
    }
    return process.terminationStatus == 0
  }
}

/// Writes the sample report, opens it in headless Chromium in each view, and checks the
/// screenshots. They stay in `.build/report-screenshots/` to be looked at.
@Suite(
  .enabled(if: Chromium.path != nil, "no chromium on PATH (bash Scripts/install-chromium.sh)"),
  .serialized)
struct BrowserScreenshotTests {
  static let outputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/report-screenshots")

  @Test(arguments: [
    ("overview", ""),
    ("slider", "#view=slider&status=changed&pos=35"),
    ("blend", "#view=blend&status=changed&opacity=50"),
    ("blink", "#view=blink&status=changed"),
    ("diff", "#view=diff&status=changed"),
  ])
  func reportRendersInChromium(view: String, fragment: String) throws {
    let dir = Self.outputs.appendingPathComponent(view)
    try ReportWriter.write(SampleReport.report(), to: dir, formats: [.html])
    let shot = dir.appendingPathComponent("screenshot.png")
    try? FileManager.default.removeItem(at: shot)
    let url = dir.appendingPathComponent("index.html").absoluteString + fragment
    #expect(try Chromium.screenshot(url, to: shot))
    let bitmap = try PNGDecoder().decode(contentsOf: shot.path)
    #expect(bitmap.width == 1280 && bitmap.height == 900)
    // Non-blank: many distinct colours, and the status colours of the page are there.
    var colours = Set<UInt32>()
    for i in stride(from: 0, to: bitmap.pixels.count, by: 4 * 7) {
      let p = bitmap.pixels
      colours.insert(UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]))
    }
    #expect(colours.count > 50, "screenshot looks blank: \(colours.count) colours")
  }
}

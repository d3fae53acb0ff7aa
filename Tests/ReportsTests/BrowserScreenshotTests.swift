import Foundation
import PNG
import Primitives
import Reports
import TestSupport
import Testing

/// Writes the sample report, opens it in headless Chromium in each view, and checks the
/// screenshot. It stays in `.build/report-screenshots/` to be looked at.
@Suite(
  .enabled(if: Chromium.path != nil, "no chromium on PATH (bash Scripts/install-chromium.sh)"))
struct BrowserScreenshotTests {
  static let outputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/report-screenshots")

  /// Colours of the sample images: the diff's red, the baseline's and the changed button,
  /// and the two buttons blended half and half.
  static let diffRed: (UInt8, UInt8, UInt8) = (255, 0, 0)
  static let expectedButton: (UInt8, UInt8, UInt8) = (0x00, 0x7A, 0xFF)
  static let actualButton: (UInt8, UInt8, UInt8) = (0x58, 0x56, 0xD6)
  static let blendedButton: (UInt8, UInt8, UInt8) = (0x2C, 0x68, 0xEA)

  /// A view (by URL fragment), colours that must show in it, colours that must not.
  struct Case {
    var name: String
    var fragment: String
    var present: [(UInt8, UInt8, UInt8)]
    var absent: [(UInt8, UInt8, UInt8)]
  }

  static let cases = [
    Case(
      name: "overview", fragment: "", present: [diffRed, expectedButton, actualButton],
      absent: [blendedButton]),
    Case(
      name: "slider", fragment: "#view=slider&status=changed&pos=35",
      present: [expectedButton, actualButton], absent: [diffRed]),
    Case(
      name: "blend", fragment: "#view=blend&status=changed&opacity=50",
      present: [blendedButton], absent: [diffRed]),
    Case(
      name: "blink", fragment: "#view=blink&status=changed", present: [],
      absent: [diffRed, blendedButton]),
    Case(
      name: "diff", fragment: "#view=diff&status=changed", present: [diffRed],
      absent: [expectedButton, actualButton]),
    // Images as files beside the page (`images: .files`), loaded from disk.
    Case(
      name: "files", fragment: "", present: [diffRed, expectedButton, actualButton],
      absent: [blendedButton]),
    // The page with its scripts removed: side by side and the filter still work.
    Case(
      name: "no-script", fragment: "", present: [diffRed, expectedButton, actualButton],
      absent: [blendedButton]),
  ]

  /// One browser launch for every view (each launch costs seconds): a harness page stacks
  /// one 1280×900 frame per case, and each slice of the screenshot is checked.
  @Test func everyViewShowsInChromium() throws {
    let dir = Self.outputs
    try ReportWriter.write(SampleReport.report(), to: dir, formats: [.html])
    var html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    while let open = html.range(of: "<script>"), let close = html.range(of: "</script>") {
      html.removeSubrange(open.lowerBound..<close.upperBound)
    }
    try html.write(
      to: dir.appendingPathComponent("no-script.html"), atomically: true, encoding: .utf8)
    try ReportWriter.write(
      SampleReport.report(), to: dir.appendingPathComponent("files"), formats: [.html],
      images: .files)
    var harness = "<!doctype html><style>body{margin:0}iframe{display:block;border:0;"
    harness += "width:1280px;height:900px}</style>\n"
    for c in Self.cases {
      let page =
        ["no-script": "no-script.html", "files": "files/index.html"][c.name] ?? "index.html"
      harness += "<iframe src=\"\(page)\(c.fragment)\"></iframe>\n"
    }
    let harnessURL = dir.appendingPathComponent("harness.html")
    try harness.write(to: harnessURL, atomically: true, encoding: .utf8)

    let shot = dir.appendingPathComponent("screenshot.png")
    try? FileManager.default.removeItem(at: shot)
    let height = 900 * Self.cases.count
    #expect(try Chromium.screenshot(harnessURL.absoluteString, to: shot, height: height))
    let bitmap = try PNGDecoder().decode(contentsOf: shot.path)
    try #require(bitmap.width == 1280 && bitmap.height == height)
    for (index, c) in Self.cases.enumerated() {
      let colours = c.present + c.absent + [Self.expectedButton, Self.actualButton]
      let n = Self.counts(colours, in: bitmap.pixels, rows: (index * 900)..<((index + 1) * 900))
      for (i, colour) in c.present.enumerated() {
        #expect(n[i] > 200, "\(c.name): \(colour) missing")
      }
      for (i, colour) in c.absent.enumerated() {
        #expect(n[c.present.count + i] < 20, "\(c.name): \(colour) should not show")
      }
      if c.name == "blink" {
        // One of the two images shows, whichever phase the animation is in.
        #expect(max(n[n.count - 2], n[n.count - 1]) > 200, "blink: no image shows")
      }
    }
  }

  /// For each colour, the pixels within 3 of it in every channel, over rows of a 1280-wide
  /// opaque screenshot. A table from packed RGB to colour makes it one load per pixel
  /// (debug builds are slow per pixel); the colours must be more than 6 apart.
  static func counts(_ colours: [(UInt8, UInt8, UInt8)], in pixels: [UInt8], rows: Range<Int>)
    -> [Int]
  {
    var unique: [Int] = []
    let keys = colours.map { Int($0.0) << 16 | Int($0.1) << 8 | Int($0.2) }
    for key in keys where !unique.contains(key) { unique.append(key) }
    var table = [UInt8](repeating: 0, count: 1 << 24)
    for (slot, key) in unique.enumerated() {
      let (r, g, b) = (key >> 16, (key >> 8) & 0xFF, key & 0xFF)
      for dr in -3...3 where (0...255).contains(r + dr) {
        for dg in -3...3 where (0...255).contains(g + dg) {
          for db in -3...3 where (0...255).contains(b + db) {
            table[(r + dr) << 16 | (g + dg) << 8 | (b + db)] = UInt8(slot + 1)
          }
        }
      }
    }
    var found = [Int](repeating: 0, count: unique.count + 1)
    pixels.withUnsafeBufferPointer { p in
      table.withUnsafeBufferPointer { t in
        var i = rows.lowerBound * 1280 * 4
        let end = rows.upperBound * 1280 * 4
        while i < end {
          found[Int(t[Int(p[i]) << 16 | Int(p[i + 1]) << 8 | Int(p[i + 2])])] += 1
          i += 4
        }
      }
    }
    return keys.map { found[unique.firstIndex(of: $0)! + 1] }
  }
}

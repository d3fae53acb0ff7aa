import Foundation
import Primitives
import TestSupport
import Testing

@testable import PNG

/// Our PNGs as other readers see them (issue 15: "readable by libpng, Pillow and
/// Chromium"). libpng is covered by PNGEncoderTests; these skip when the reader is absent
/// (`bash Scripts/setup.sh` installs Pillow, `Scripts/install-chromium.sh` Chromium).
@Suite struct OtherReadersTests {
  static func executable(_ name: String) -> String? {
    let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return dirs.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static func run(_ tool: String, _ arguments: [String], timeout: TimeInterval = 60) -> (
    status: Int32, output: String
  )? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil, process.waitUntilExit(killingAfter: timeout) else {
      return nil
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, output)
  }

  static let hasPillow: Bool = {
    guard let python = executable("python3") else { return false }
    return run(python, ["-c", "import PIL"])?.status == 0
  }()

  static func temporary(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-png-\(UUID().uuidString)-\(name)")
  }

  @Test(
    .enabled(if: hasPillow, "no Pillow (bash Scripts/setup.sh installs it)"),
    arguments: [false, true])
  func pillowReadsTheSamePixels(translucent: Bool) throws {
    let bitmap = PNGEncoderTests.screen(width: 300, height: 500, translucent: translucent)
    let bytes = try PNGEncoder(threads: 2).encode(bitmap)
    let file = Self.temporary("pillow.png")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let raw = Self.temporary("pillow.rgba")
    defer { try? FileManager.default.removeItem(at: raw) }
    let script = """
      import sys
      from PIL import Image
      im = Image.open(sys.argv[1]); im.load()
      open(sys.argv[2], "wb").write(im.convert("RGBA").tobytes())
      print(im.size[0], im.size[1])
      """
    let result = try #require(
      Self.run(Self.executable("python3")!, ["-c", script, file.path, raw.path]))
    #expect(result.status == 0)
    #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "300 500")
    let pillow = [UInt8](try Data(contentsOf: raw))
    let straight = try PNGDecoder().decodeStraight(bytes).pixels
    let firstDifference = zip(pillow, straight).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(pillow.count == straight.count)
    #expect(firstDifference == nil, "first differing byte \(String(describing: firstDifference))")
    // And those are the pixels we encoded.
    #expect(try PNGDecoder().decode(bytes) == bitmap)
  }

  /// Four flat quadrants shown 1:1 in headless Chromium: the screenshot shows each colour.
  @Test(
    .enabled(if: Chromium.path != nil, "no chromium on PATH (bash Scripts/install-chromium.sh)"))
  func chromiumShowsTheColours() throws {
    let colours: [Color] = [
      Color(red: 0, green: 122, blue: 255), Color(red: 255, green: 59, blue: 48),
      Color(red: 52, green: 199, blue: 89), Color(red: 255, green: 204, blue: 0),
    ]
    var bitmap = Bitmap(width: 200, height: 1200)
    for y in 0..<1200 {
      for x in 0..<200 { bitmap[x, y] = PremultipliedPixel(colours[(y / 600) * 2 + x / 100]) }
    }
    let folder = Self.temporary("chromium")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(try PNGEncoder(threads: 2).encode(bitmap)).write(
      to: folder.appendingPathComponent("image.png"))
    try Data(#"<body style="margin:0"><img src="image.png">"#.utf8).write(
      to: folder.appendingPathComponent("page.html"))
    let shot = folder.appendingPathComponent("shot.png")
    #expect(
      try Chromium.screenshot(
        folder.appendingPathComponent("page.html").absoluteString, to: shot, width: 400,
        height: 1300, extraArguments: ["--force-device-scale-factor=1"]))
    let screen = try PNGDecoder().decode(contentsOf: shot.path)
    for (i, colour) in colours.enumerated() {
      let x = (i % 2) * 100 + 50
      let y = (i / 2) * 600 + 300
      #expect(screen[x, y] == PremultipliedPixel(colour), "quadrant \(i)")
    }
  }
}

import Foundation

/// Headless Chromium for the tests that check pages and PNGs in a real browser (reports,
/// `review`, PNG readers): found on PATH, run with a throw-away profile, killed after a
/// timeout. `bash Scripts/install-chromium.sh` installs Debian's `chromium`.
public enum Chromium {
  /// `chromium` or `chromium-browser` on PATH, if any.
  public static let path: String? = {
    let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for exe in ["chromium", "chromium-browser"] {
      for dir in dirs where FileManager.default.isExecutableFile(atPath: "\(dir)/\(exe)") {
        return "\(dir)/\(exe)"
      }
    }
    return nil
  }()

  /// Runs the browser headless with `arguments` after the shared flags (no GPU, no
  /// sandbox, no first-run, a fresh profile), writing its standard output to `output` when
  /// given. Returns the exit status, or nil when it ran past `timeout` seconds and was
  /// killed.
  public static func run(_ arguments: [String], output: URL? = nil, timeout: TimeInterval = 60)
    throws -> Int32?
  {
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path!)
    process.arguments =
      [
        "--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage",
        "--no-first-run", "--user-data-dir=\(profile.path)",
      ] + arguments
    if let output {
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      process.standardOutput = try FileHandle(forWritingTo: output)
    } else {
      process.standardOutput = FileHandle.nullDevice
    }
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process.waitUntilExit(killingAfter: timeout) ? process.terminationStatus : nil
  }

  /// Screenshots `url` at `width` × `height` CSS pixels (sRGB, scrollbars hidden) into
  /// `png`, after `virtualTime` milliseconds of page time; true when the browser succeeded.
  public static func screenshot(
    _ url: String, to png: URL, width: Int = 1280, height: Int = 900,
    extraArguments: [String] = [], virtualTime: Int = 3000, timeout: TimeInterval = 60
  ) throws -> Bool {
    let status = try run(
      [
        "--hide-scrollbars", "--force-color-profile=srgb", "--window-size=\(width),\(height)",
        "--virtual-time-budget=\(virtualTime)", "--screenshot=\(png.path)",
      ] + extraArguments + [url], timeout: timeout)
    return status == 0
  }

  /// Loads `url`, lets its scripts and requests run for `virtualTime` milliseconds, and
  /// returns the DOM as serialised then (`--dump-dom`); nil when the browser fails or runs
  /// past `timeout` seconds.
  public static func dom(_ url: String, virtualTime: Int = 10000, timeout: TimeInterval = 90)
    throws -> String?
  {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-dom-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: output) }
    let status = try run(
      ["--virtual-time-budget=\(virtualTime)", "--dump-dom", url], output: output,
      timeout: timeout)
    guard status != nil else { return nil }
    return try String(contentsOf: output, encoding: .utf8)
  }
}

import Foundation

/// Standard output and the terminal, for the CLI: whole writes, and a progress line shown
/// only on a terminal.
public enum Console {
  /// Writes text to standard output as one write, ending in a newline.
  public static func writeStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }
}

/// A one-line progress report on stderr, only on a terminal and only once a run has taken
/// longer than a moment (half a second), so quick runs and pipes stay quiet.
public final class ProgressLine {
  let total: Int
  let start = DispatchTime.now().uptimeNanoseconds
  let enabled = isatty(STDERR_FILENO) != 0
  var shown = false

  public init(total: Int) {
    self.total = total
  }

  public func update(_ done: Int, _ label: String) {
    guard enabled, done < total,
      DispatchTime.now().uptimeNanoseconds - start > 500_000_000
    else { return }
    shown = true
    Self.write("\r\u{1B}[2K[\(done)/\(total)] \(label)")
  }

  static func write(_ s: String) {
    FileHandle.standardError.write(Data(s.utf8))
  }

  public func finish() {
    if shown { Self.write("\r\u{1B}[2K") }
  }
}

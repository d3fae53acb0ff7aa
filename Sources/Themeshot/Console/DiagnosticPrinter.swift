import Foundation
import Primitives

/// Writes diagnostics the compiler's way, one per line, coloured only on a terminal.
public struct DiagnosticPrinter: Sendable {
  public let fileDescriptor: Int32

  public init(fileDescriptor: Int32) { self.fileDescriptor = fileDescriptor }

  public static let standardError = DiagnosticPrinter(fileDescriptor: STDERR_FILENO)

  public var isTerminal: Bool {
    isatty(fileDescriptor) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  public func print(_ diagnostics: [Diagnostic]) {
    for d in diagnostics { write(format(d)) }
  }

  public func format(_ d: Diagnostic) -> String {
    guard isTerminal else { return d.formatted }
    let color = d.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
    let tag = "\(d.severity.rawValue):"
    return d.formatted.replacingOccurrences(
      of: tag, with: "\(color)\(tag)\u{1B}[0m", options: [], range: nil)
  }

  public func write(_ line: String) {
    let data = Array((line + "\n").utf8)
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = Foundation.write(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
        if n <= 0 { break }
        offset += n
      }
    }
  }
}

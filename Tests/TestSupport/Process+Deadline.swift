import Foundation

extension Process {
  /// Waits for the process to exit, killing it after `timeout` seconds: a test that starts
  /// a browser or an interpreter must not hang the suite. True when it exited on its own.
  public func waitUntilExit(killingAfter timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    guard isRunning else { return true }
    terminate()
    waitUntilExit()
    return false
  }
}

import Foundation

/// When snapshot references are written, following the Swift convention
/// (swift-snapshot-testing's modes).
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
  /// Write every reference, and fail so that a recording run never passes by accident.
  case all
  /// Write references that do not exist yet (and fail); compare the others.
  case missing
  /// Compare; on a mismatch overwrite the reference (and fail).
  case failed
  /// Compare only: a missing reference fails and nothing is written. CI's mode, so a
  /// retried job cannot pass by recording.
  case never

  /// The mode from `THEMESHOT_RECORD` (or swift-snapshot-testing's
  /// `SNAPSHOT_TESTING_RECORD`); otherwise `never` when `CI` is set, else `missing`.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> RecordMode {
    for key in ["THEMESHOT_RECORD", "SNAPSHOT_TESTING_RECORD"] {
      if let value = environment[key], let mode = RecordMode(rawValue: value.lowercased()) {
        return mode
      }
    }
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" {
      return .never
    }
    return .missing
  }
}

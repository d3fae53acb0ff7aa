import Foundation
import Primitives

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

  /// Parses a mode as a user wrote it (any case); a misspelling is an error naming the
  /// four modes, never a silent `never`. `source` names where the value came from.
  public static func parse(_ text: String, source: String) throws -> RecordMode {
    guard let mode = RecordMode(rawValue: text.lowercased()) else {
      throw Diagnostic.error(
        "\(source) must be all, missing, failed or never, not '\(text)'")
    }
    return mode
  }

  /// The mode `THEMESHOT_RECORD` (or swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD`)
  /// sets, nil when neither is set. Throws on a value that is not a mode.
  public static func explicit(
    in environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> RecordMode? {
    for key in ["THEMESHOT_RECORD", "SNAPSHOT_TESTING_RECORD"] {
      if let value = environment[key], !value.isEmpty {
        return try parse(value, source: key)
      }
    }
    return nil
  }

  /// The mode for tests: `explicit(in:)`, otherwise `never` when `CI` is set, else
  /// `missing`. Throws on a misspelt variable.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> RecordMode {
    if let mode = try explicit(in: environment) { return mode }
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" {
      return .never
    }
    return .missing
  }
}

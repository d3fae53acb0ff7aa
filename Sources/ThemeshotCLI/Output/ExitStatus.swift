import ArgumentParser
import Themeshot

/// themeshot's exit statuses, like diff(1): argument-parser alone would exit 64 on usage
/// errors and 1 on any thrown error, which would make bad input look like a regression.
enum ExitStatus: Int32, Sendable {
  /// Clean: nothing differs, or the command did its job.
  case success = 0
  /// A comparison found differences beyond the budget.
  case differences = 1
  /// Bad input or usage.
  case badInput = 2

  /// Prints what `error` says and picks the status for it.
  static func report(_ error: Error) -> ExitStatus {
    switch error {
    case let exit as ExitCode:
      if exit == .success { return .success }
      return exit.rawValue == 1 ? .differences : .badInput
    case let found as DifferencesFound:
      _ = found
      return .differences
    case is DiagnosticsAreErrors:
      return .badInput
    case let usage as UsageError:
      // The façade's usage errors read as ArgumentParser's own, usage line included.
      return report(ValidationError(usage.message))
    case let diagnostics as DiagnosticError:
      DiagnosticPrinter.standardError.print(diagnostics.diagnostics)
      return .badInput
    case let diagnostic as Diagnostic:
      DiagnosticPrinter.standardError.print([diagnostic])
      return .badInput
    default:
      let code = ThemeshotCommand.exitCode(for: error)
      let message = ThemeshotCommand.fullMessage(for: error)
      if code == .success {
        print(message)
        return .success
      }
      if !message.isEmpty {
        DiagnosticPrinter.standardError.write(
          message.hasPrefix("Error:") || message.hasPrefix("Usage:")
            ? message : "error: \(message)")
      }
      return .badInput
    }
  }
}

/// Thrown by a command whose comparison found differences (exit status 1).
struct DifferencesFound: Error {}

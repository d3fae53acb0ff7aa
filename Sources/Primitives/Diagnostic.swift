/// One problem found in user input, printed the compiler's way:
/// `themes/Dark.yaml:12:7: error: unknown constant '$brandBlue' (in .Button.titleColor)`.
public struct Diagnostic: Hashable, Sendable, Error {
  public enum Severity: String, Hashable, Sendable, Comparable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
  }

  public var severity: Severity
  public var location: SourceLocation?
  public var message: String
  /// Extra lines printed after the message as `note:` lines (e.g. the members of a cycle).
  public var notes: [String]

  public init(
    _ severity: Severity, _ message: String, at location: SourceLocation? = nil,
    notes: [String] = []
  ) {
    self.severity = severity
    // Quoted values come from files: long ones are shortened once, here, for every output.
    self.message = Excerpt.shorteningQuotes(in: message)
    self.location = location
    self.notes = notes
  }

  public static func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
    Diagnostic(.error, message, at: location)
  }

  public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
    Diagnostic(.warning, message, at: location)
  }

  /// The one-line form, with the key path in parentheses when there is one.
  public var formatted: String {
    // What a file named (its name, a quoted key) is printed with its controls escaped.
    let place = location.map { Excerpt.visible($0.description) + ": " } ?? ""
    var s = place + "\(severity.rawValue): \(Excerpt.visible(message, keepingLines: true))"
    if let path = location?.keyPath, !path.isEmpty, !message.contains("(in ") {
      s += " (in \(Excerpt.visible(Excerpt.shortened(path, limit: Excerpt.maximumKeyPath))))"
    }
    for note in notes {
      s += "\n" + place + "note: " + Excerpt.visible(note, keepingLines: true)
    }
    return s
  }
}

/// Several diagnostics thrown at once: input that loads whole or not at all.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]
  public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  public var description: String { diagnostics.map(\.formatted).joined(separator: "\n") }
}

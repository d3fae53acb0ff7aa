import Primitives

extension Draft {
  /// A file that parsed but yielded no style, rule or constant, only errors, is not a theme
  /// at all (a password file, a `.env` given by mistake): its errors would quote its lines
  /// into a CI log, so they are replaced by one message that quotes nothing (issue 17).
  mutating func hideContentsIfNotATheme(path: String) {
    // Warnings count too: an unknown selector is a warning, and quotes the file's text.
    guard constants.isEmpty, styles.isEmpty, rules.isEmpty, !diagnostics.isEmpty else { return }
    let count = diagnostics.count
    diagnostics = [
      .error(
        "this file is not a theme: none of its entries is a style, rule or constant "
          + "(\(count) problem\(count == 1 ? "" : "s"); its contents are not shown)",
        at: SourceLocation(file: path))
    ]
  }

  /// A file that parsed and defines nothing at all (empty, only comments, `{}`) is almost
  /// always a mistake: the wrong path, or a file emptied by a bad merge. The libraries load
  /// it silently and the app renders unstyled; themeshot says so once (an error with
  /// `--strict`).
  mutating func warnIfEmpty(path: String) {
    guard constants.isEmpty, styles.isEmpty, rules.isEmpty, diagnostics.isEmpty else { return }
    diagnostics.append(
      .warning(
        "the theme file defines nothing (no style, rule or constant); is it the right file?",
        at: SourceLocation(file: path)))
  }
}

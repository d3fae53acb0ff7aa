import Documents
import Foundation
import Primitives

/// How to load a theme.
public struct ThemeLoadOptions: Sendable {
  /// Read every file with this dialect instead of detecting it from the file's structure.
  public var dialect: Dialect?
  /// Every warning is an error (`--strict`): names defined twice across files (Motif 0.3),
  /// and every key the libraries would skip at run time (bad values, unknown references and
  /// properties, type mismatches, cycles). Without it those keys are skipped with a warning.
  public var strict: Bool
  /// Return the theme even when there are errors (kept in ``Theme/diagnostics``; broken
  /// styles in ``Theme/unusableStyles``) instead of throwing. `theme lint` uses this.
  public var keepGoing: Bool
  /// The properties and their types; extend it to theme custom properties.
  public var catalog: PropertyCatalog

  public init(
    dialect: Dialect? = nil, strict: Bool = false, keepGoing: Bool = false,
    catalog: PropertyCatalog = .standard
  ) {
    self.dialect = dialect
    self.strict = strict
    self.keepGoing = keepGoing
    self.catalog = catalog
  }
}

/// A theme file's name (as reported in diagnostics) and contents.
public struct ThemeSource: Sendable {
  public var path: String
  public var bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Reads a file; a missing or unreadable file, or one over Documents' size budget (checked
  /// before reading it), is a located diagnostic.
  public static func read(_ path: String) throws(Diagnostic) -> ThemeSource {
    if let problem = InputFile.problem(path) {
      throw .error(problem, at: SourceLocation(file: path))
    }
    // The size budget is checked before the file is read whole.
    return ThemeSource(path: path, bytes: try DocumentReader.contents(of: path))
  }
}

/// Loads theme files of any dialect into one ``Theme``.
///
/// Files are read in order into one namespace: a name defined again in a later file replaces
/// the earlier definition with a warning (an error when ``ThemeLoadOptions/strict``), which is
/// how Motif mapping themes (`Colors`, `LightMappings`, `Buttons`) work. Alternatives (Giotto)
/// are searched before the default files: the first alternative that defines a name wins,
/// quietly. References may point forward, within and across files.
public enum ThemeLoader {
  /// Loads files from disk. Throws every error at once (warnings included, sorted by
  /// position); on success the warnings are in ``Theme/diagnostics``.
  public static func load(
    files: [String], alternatives: [String] = [], options: ThemeLoadOptions = ThemeLoadOptions()
  ) throws(DiagnosticError) -> Theme {
    var errors: [Diagnostic] = []
    func read(_ paths: [String]) -> [ThemeSource] {
      var out: [ThemeSource] = []
      for p in paths {
        do throws(Diagnostic) { out.append(try ThemeSource.read(p)) } catch { errors.append(error) }
      }
      return out
    }
    let sources = read(files)
    let alternativeSources = read(alternatives)
    if !errors.isEmpty, !options.keepGoing { throw DiagnosticError(errors) }
    var theme = try load(sources: sources, alternatives: alternativeSources, options: options)
    theme.diagnostics = Resolver.sorted(errors + theme.diagnostics)
    return theme
  }

  /// Loads sources already in memory (see ``load(files:alternatives:options:)``).
  public static func load(
    sources: [ThemeSource], alternatives: [ThemeSource] = [],
    options: ThemeLoadOptions = ThemeLoadOptions()
  ) throws(DiagnosticError) -> Theme {
    var draft = Draft()
    for source in sources { draft.append(read(source, options: options)) }
    // The first alternative wins, so the last is laid down first.
    for source in alternatives.reversed() {
      var alternative = read(source, options: options)
      alternative.markReplacingQuietly()
      draft.append(alternative)
    }
    return try resolve(draft, options: options)
  }

  static func resolve(_ draft: Draft, options: ThemeLoadOptions) throws(DiagnosticError) -> Theme {
    var resolver = Resolver(draft: draft, catalog: options.catalog, strict: options.strict)
    var theme = resolver.resolve()
    if options.strict { theme.diagnostics = theme.diagnostics.map(\.promotedToError) }
    if theme.hasErrors, !options.keepGoing { throw DiagnosticError(theme.diagnostics) }
    return theme
  }

  /// Parses one source and reads it with its dialect; problems land in the draft.
  static func read(_ source: ThemeSource, options: ThemeLoadOptions) -> Draft {
    var draft = Draft()
    let format = DocumentFormat.fromExtension(source.path) ?? DocumentFormat.sniff(source.bytes)
    let root: DocumentNode
    do throws(Diagnostic) {
      root = try parse(source, format: format, warnings: &draft.diagnostics)
    } catch {
      draft.diagnostics.append(error)
      return draft
    }
    let dialect = options.dialect ?? DialectDetector.detect(root, format: format)
    switch dialect {
    case .motif, .swift: MotifReader.read(root, into: &draft)
    case .giotto: GiottoReader.read(root, into: &draft)
    case .styleInjection: StyleInjectionReader.read(root, into: &draft)
    case .pixelbits: PixelbitsReader.read(root, into: &draft)
    }
    draft.hideContentsIfNotATheme(path: source.path)
    draft.warnIfEmpty(path: source.path)
    return draft
  }

  /// Parses a document in `format`, within Documents' budgets.
  static func parse(_ source: ThemeSource, format: DocumentFormat, warnings: inout [Diagnostic])
    throws(Diagnostic) -> DocumentNode
  {
    let document = try DocumentReader.read(source.bytes, file: source.path, format: format)
    warnings += document.warnings
    return document.root
  }
}

extension Theme {
  /// Loads theme files; see ``ThemeLoader/load(files:alternatives:options:)``.
  public static func load(
    files: [String], alternatives: [String] = [], options: ThemeLoadOptions = ThemeLoadOptions()
  ) throws(DiagnosticError) -> Theme {
    try ThemeLoader.load(files: files, alternatives: alternatives, options: options)
  }
}

extension Diagnostic {
  /// The same problem as an error (`--strict`).
  public var promotedToError: Diagnostic {
    var d = self
    d.severity = .error
    return d
  }
}

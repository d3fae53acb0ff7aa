import Documents
import Foundation
import OrderedCollections
import Primitives

/// Giotto's runtime changes (`modifyConstant`, `modifyStyle`, `synchronizeModifies`,
/// `resetModifies`) over a default theme and its alternatives.
///
/// Changes take effect at once in ``theme()``: they form a top layer searched before the
/// alternatives and the default. A modified style replaces the whole style (Giotto's rule)
/// unless inheritance is on for it, in which case the changes are laid over the style as the
/// files define it. ``persist()`` writes the changes atomically (a Giotto JSON theme);
/// ``reset()`` clears them in memory **and** on disk (Giotto left the file behind, so old
/// changes came back on the next launch).
public struct GiottoThemeManager: Sendable {
  /// A value a change may set: Giotto allows strings and numbers (and booleans in plists).
  public enum Value: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)

    var json: JSONValue {
      switch self {
      case .string(let s): .string(s)
      case .number(let n): .number(n)
      case .bool(let b): .bool(b)
      }
    }
  }

  struct StyleChange: Hashable, Sendable {
    var inherits = false
    var values: OrderedDictionary<String, Value> = [:]
  }

  /// The default theme's files (loaded in order).
  public var defaultFiles: [String]
  /// Alternative themes, searched in order before the default.
  public var alternatives: [String]
  /// Where ``persist()`` writes the changes and where they are read back from.
  public let persistencePath: String
  public var options: ThemeLoadOptions

  private var constants: OrderedDictionary<String, Value> = [:]
  private var styles: OrderedDictionary<String, StyleChange> = [:]

  /// A manager over the files; changes persisted earlier at `persistencePath` are read back.
  public init(
    defaultFiles: [String], alternatives: [String] = [], persistencePath: String,
    options: ThemeLoadOptions = ThemeLoadOptions()
  ) throws(DiagnosticError) {
    self.defaultFiles = defaultFiles
    self.alternatives = alternatives
    self.persistencePath = persistencePath
    self.options = options
    try reload()
  }

  /// Sets a constant for every style that uses it; nil removes the change.
  public mutating func modifyConstant(_ name: String, value: Value?) {
    constants[name] = value
  }

  /// Sets one key path of a style (`layer.borderWidth`); nil removes that change. Unless
  /// inheritance is on for the style, the changed style holds only its changed key paths.
  public mutating func modifyStyle(_ style: String, keyPath: String, value: Value?) {
    var change = styles[style] ?? StyleChange()
    change.values[keyPath] = value
    styles[style] = change
  }

  /// Keeps the style's file definition under its changes (Giotto's `_inherit`), or not.
  public mutating func setInheritance(_ enabled: Bool, forStyle style: String) {
    var change = styles[style] ?? StyleChange()
    change.inherits = enabled
    styles[style] = change
  }

  /// True when there are changes in memory.
  public var hasChanges: Bool { !constants.isEmpty || !styles.isEmpty }

  /// The theme with the changes applied.
  public func theme() throws(DiagnosticError) -> Theme {
    var draft = Draft()
    var errors: [Diagnostic] = []
    func read(_ paths: [String], quiet: Bool) -> [Draft] {
      paths.compactMap { path in
        do throws(Diagnostic) {
          var d = ThemeLoader.read(try ThemeSource.read(path), options: options)
          if quiet { d.markReplacingQuietly() }
          return d
        } catch {
          errors.append(error)
          return nil
        }
      }
    }
    for d in read(defaultFiles, quiet: false) { draft.append(d) }
    for d in read(alternatives.reversed(), quiet: true) { draft.append(d) }
    if hasChanges {
      let source = ThemeSource(path: persistencePath, text: document.prettyText)
      var changes = ThemeLoader.read(source, options: ThemeLoadOptions(dialect: .giotto))
      changes.markReplacingQuietly()
      draft.append(changes)
    }
    draft.diagnostics += errors
    return try ThemeLoader.resolve(draft, options: options)
  }

  /// The changes as a Giotto theme document.
  var document: JSONValue {
    var styleGroup: [String: JSONValue] = [:]
    for (name, change) in styles {
      var body: [String: JSONValue] = [:]
      for (k, v) in change.values { body[k] = v.json }
      if change.inherits { body["_inherit"] = .string(name) }
      styleGroup[name] = .object(body)
    }
    var constantGroup: [String: JSONValue] = [:]
    for (k, v) in constants { constantGroup[k] = v.json }
    return .object([
      "formatVersion": .number(2), "Constants": .object(constantGroup),
      "Styles": .object(styleGroup),
    ])
  }

  /// Writes the changes to ``persistencePath`` atomically (a temporary file, then a rename).
  public func persist() throws {
    try AtomicFile.write(document.prettyText + "\n", to: persistencePath)
  }

  /// Replaces the in-memory changes with the persisted ones (none if there is no file).
  public mutating func reload() throws(DiagnosticError) {
    constants = [:]
    styles = [:]
    guard FileManager.default.fileExists(atPath: persistencePath) else { return }
    let source: ThemeSource
    do throws(Diagnostic) { source = try ThemeSource.read(persistencePath) } catch {
      throw DiagnosticError([error])
    }
    var warnings: [Diagnostic] = []
    let root: DocumentNode
    do throws(Diagnostic) {
      root = try ThemeLoader.parse(source, format: .json, warnings: &warnings)
    } catch {
      throw DiagnosticError([error])
    }
    for e in root["Constants"]?.entries ?? [] {
      if let v = Self.value(e.value) { constants[e.key] = v }
    }
    for s in root["Styles"]?.entries ?? [] {
      var change = StyleChange()
      for e in s.value.entries ?? [] {
        if e.key == "_inherit" {
          change.inherits = true
        } else if let v = Self.value(e.value) {
          change.values[e.key] = v
        }
      }
      styles[s.key] = change
    }
  }

  /// Clears every change, in memory and on disk.
  public mutating func reset() throws {
    constants = [:]
    styles = [:]
    if FileManager.default.fileExists(atPath: persistencePath) {
      try FileManager.default.removeItem(atPath: persistencePath)
    }
  }

  private static func value(_ node: DocumentNode) -> Value? {
    switch node.kind {
    case .string(let s): .string(s)
    case .number(let n): .number(n)
    case .bool(let b): .bool(b)
    default: nil
    }
  }
}

extension Draft {
  /// Marks every definition as an intended override (alternatives, runtime changes).
  mutating func markReplacingQuietly() {
    for i in constants.indices { constants[i].replacesQuietly = true }
    for i in styles.indices { styles[i].replacesQuietly = true }
  }
}

import Documents
import Foundation
import Primitives
import Themes

/// Reads screen files (YAML or JSON: JSON is read by the same YAML parser, which keeps the
/// line and column of every node for located errors).
///
/// ```yaml
/// device: iPhone 15
/// root:
///   type: UIViewController
///   class: SignInViewController
///   children:
///     - type: UILabel
///       id: title
///       style: headline
///       props: {text: Welcome back}
/// ```
public enum ScreenFile {
  /// Keys a widget node may have.
  public static let nodeKeys = [
    "type", "base", "id", "key", "class", "style", "apply", "states", "frame", "props",
    "pin", "children", "template", "data",
  ]

  /// The most children one `template` may make from its `data` (docs/limits.md).
  public static let maximumTemplateRows = 2_000

  /// The most nodes the templates of one screen may fill in, all rows together: rows ×
  /// template size, so nested templates cannot multiply past it; the same as the values a
  /// YAML document may expand to (docs/limits.md).
  public static let maximumTemplateNodes = 250_000

  /// The most bytes one filled-in template string may have, the text budget: placeholders
  /// repeated in a string times a long value would otherwise grow without bound.
  public static var maximumFilledBytes: Int { Limits.textBytes }

  /// Loads the screen at `path`; its name is the file name without extension.
  public static func load(
    _ path: String, registry: PropertyRegistry = .standard
  ) throws -> Screen {
    try load(path, read: nil, registry: registry)
  }

  /// ``load(_:registry:)`` of the bytes ``read(at:)`` already read from `path` (nil: read
  /// the file, with its diagnostics for a missing or refused file). The bytes passed the
  /// same checks when read, so the screen and its diagnostics are the ones the file gives.
  public static func load(
    _ path: String, read: Read?, registry: PropertyRegistry = .standard
  ) throws -> Screen {
    let bytes: [UInt8]
    if let read, read.path == path, let kept = read.bytes {
      bytes = kept
    } else {
      bytes = try contents(path)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Diagnostic.error(
        "screen file is not UTF-8 text",
        at: .firstInvalidUTF8(bytes, file: path) ?? SourceLocation(file: path))
    }
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return try parse(text, file: path, name: name, registry: registry)
  }

  /// Parses screen text. Errors are thrown together as a ``DiagnosticError``; warnings
  /// are kept in ``Screen/diagnostics``.
  public static func parse(
    _ text: String, file: String, name: String, registry: PropertyRegistry = .standard
  ) throws -> Screen {
    // The reader holds the only reference to the tree, which templates append to.
    var reader = try Self.reader(text, file: file, registry: registry)
    var root: Widget?
    var device: Device?
    var size: Size?
    var scale: Double?
    var statusBar = true
    var own = AppearanceChoice()
    var fullHeight = false
    var k = reader.tree.root + 1
    let end = reader.tree.end(reader.tree.root)
    while k < end {
      let v = reader.tree.end(k)
      defer { k = reader.tree.end(v) }
      let key = reader.keyText(k)
      let loc = reader.location(v, ScreenPath(key))
      switch key {
      case "root":
        root = reader.widget(v, path: ScreenPath(head: KeyPathPrefix(nil, "root"), tail: ""))
      case "device":
        if let name = reader.tree.string(v), let d = Device.named(name) {
          device = d
        } else {
          reader.error(
            "unknown device '\(reader.tree.string(v) ?? "")' (expected a preset such as 'iPhone 15' or "
              + "WIDTHxHEIGHT@SCALE)", at: loc)
        }
      case "size":
        if let s = try? reader.values.value(reader.tree, v, ScreenPath(key)),
          case .size(let sz)? = PropertyType.size.coerce(s),
          sz.width > 0, sz.height > 0, sz.width <= 4096, sz.height <= 4096
        {
          size = sz
        } else {
          reader.error("'size' must be [width, height] in points (1…4096)", at: loc)
        }
      case "statusBar":
        if let b = reader.tree.bool(v) {
          statusBar = b
        } else {
          reader.error("'statusBar' must be true or false", at: loc)
        }
      case "appearance", "contrast":
        do throws(Diagnostic) {
          try Self.readAppearance(key, reader.tree, v, into: &own, at: loc)
        } catch {
          reader.error(error.message, at: loc)
        }
      case "capture":
        if let name = reader.tree.string(v), ["device", "fullHeight"].contains(name) {
          fullHeight = name == "fullHeight"
        } else {
          reader.error("'capture' must be device or fullHeight", at: loc)
        }
      case "scale":
        if let s = reader.tree.float(v), s > 0, s <= 4 {
          scale = s
        } else {
          reader.error("'scale' must be a number from 1 to 4", at: loc)
        }
      default:
        reader.error(
          "unknown key '\(key)' in a screen (expected root, device, size, scale, statusBar, "
            + "appearance, contrast, capture)",
          at: reader.location(k, ScreenPath(key)))
      }
    }
    if root == nil, reader.diagnostics.allSatisfy({ $0.severity != .error }) {
      reader.error(
        "a screen needs a 'root' widget", at: SourceLocation(file: file, line: 1, column: 1))
    }
    if reader.diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticError(reader.diagnostics.filter { $0.severity == .error })
    }
    var screen = Screen(
      name: name, root: root!, device: device, size: size, scale: scale, file: file,
      diagnostics: reader.diagnostics)
    screen.statusBar = statusBar
    screen.ownAppearance = own
    screen.appearance = own.applied(to: .light)
    screen.fullHeight = fullHeight
    return screen
  }

  /// A reader of the composed screen `text`, which must be a mapping.
  private static func reader(_ text: String, file: String, registry: PropertyRegistry) throws
    -> NodeReader
  {
    let tree: YAMLTree?
    do throws(Diagnostic) {
      // Documents composes within its budgets (size, nesting, aliases).
      tree = try YAMLComposer.composeTree(text, file: file)
    } catch {
      throw DiagnosticError([error])
    }
    guard let tree, tree.isMapping(tree.root) else {
      // Located at the document's value, or at 1:1 when the file holds none.
      let at =
        tree.map { (line: $0.line($0.root), column: $0.column($0.root)) } ?? (line: 1, column: 1)
      throw DiagnosticError([
        .error(
          "a screen must be a mapping with a 'root' widget",
          at: SourceLocation(file: file, line: at.line, column: at.column))
      ])
    }
    return NodeReader(values: ScreenValues(file: file), registry: registry, tree: tree)
  }

  /// `appearance: light | dark | unspecified` (UIKit's `overrideUserInterfaceStyle`) or
  /// `contrast: normal | high`.
  static func readAppearance(
    _ key: String, _ tree: YAMLTree, _ node: Int, into own: inout AppearanceChoice,
    at location: SourceLocation
  ) throws(Diagnostic) {
    let text = tree.string(node)?.lowercased() ?? ""
    if key == "appearance" {
      guard tree.isScalar(node),
        text == "unspecified" || Appearance.Style(rawValue: text) != nil
      else {
        throw .error("'appearance' must be light, dark or unspecified", at: location)
      }
      // `unspecified` follows the theme, as a view inherits its parent's trait.
      own.style = Appearance.Style(rawValue: text)
    } else {
      guard tree.isScalar(node), let contrast = Appearance.Contrast(rawValue: text) else {
        throw .error("'contrast' must be normal or high", at: location)
      }
      own.contrast = contrast
    }
  }

  /// The appearance the screen file at `path` names, read before the screen itself so its
  /// theme can be loaded in it; empty for a file that names none or cannot be read (loading
  /// it reports why).
  public static func ownAppearance(at path: String) -> AppearanceChoice {
    read(at: path).appearance
  }

  /// A screen file read once: the appearance it names, and its bytes for
  /// ``load(_:read:registry:)``.
  public struct Read: Sendable {
    public let path: String
    /// Nil when the file could not be read (loading it reads it again and says why).
    let bytes: [UInt8]?
    public let appearance: AppearanceChoice
  }

  /// The file's bytes, refused as a screen file's (`load` reports these errors).
  static func contents(_ path: String) throws -> [UInt8] {
    if let problem = InputFile.problem(path) {
      throw Diagnostic.error("the screen file \(problem)", at: SourceLocation(file: path))
    }
    // Documents refuses a missing file or one over the size budget.
    return try DocumentReader.contents(of: path, kind: "screen file")
  }

  /// Reads the screen file at `path` for ``ownAppearance(at:)``, keeping its bytes for
  /// its load: a check read every screen file twice.
  public static func read(at path: String) -> Read {
    guard [".yml", ".yaml", ".json"].contains(where: { path.lowercased().hasSuffix($0) }),
      let bytes = try? contents(path)
    else { return Read(path: path, bytes: nil, appearance: AppearanceChoice()) }
    return Read(path: path, bytes: bytes, appearance: appearance(of: bytes, at: path))
  }

  /// The appearance the screen file's `bytes` name.
  static func appearance(of bytes: [UInt8], at path: String) -> AppearanceChoice {
    guard let text = String(validating: bytes, as: UTF8.self),
      mayNameAppearance(text),
      let tree = try? YAMLComposer.composeTree(text, file: path), tree.isMapping(tree.root)
    else { return AppearanceChoice() }
    var own = AppearanceChoice()
    for (k, v) in tree.pairs(tree.root) {
      guard let key = tree.string(k), key == "appearance" || key == "contrast" else { continue }
      try? readAppearance(key, tree, v, into: &own, at: SourceLocation(file: path))
    }
    return own
  }

  /// Whether `text` can have an `appearance` or `contrast` key: most screens have neither,
  /// and composing the whole file a second time was a sixth of rendering a large screen. A
  /// key spells either word with its letters, or with an escape (`\`). One pass over the
  /// bytes in place (the search per word and position was 2.5 ms of a 10,000-label
  /// render); `mayNameAppearancePlain` is the twin.
  static func mayNameAppearance(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      let appearance = Array("appearance".utf8)
      let contrast = Array("contrast".utf8)
      func at(_ i: Int, _ word: [UInt8]) -> Bool {
        i + word.count <= bytes.count && bytes[i..<(i + word.count)].elementsEqual(word)
      }
      for i in bytes.indices {
        switch bytes[i] {
        case UInt8(ascii: "\\"): return true
        case UInt8(ascii: "a"): if at(i, appearance) { return true }
        case UInt8(ascii: "c"): if at(i, contrast) { return true }
        default: break
        }
      }
      return false
    } ?? mayNameAppearancePlain(text)
  }

  /// The search per word and position (the plain twin of `mayNameAppearance`).
  static func mayNameAppearancePlain(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return ["appearance", "contrast", "\\"].contains { word in
      let w = Array(word.utf8)
      guard bytes.count >= w.count else { return false }
      return (0...(bytes.count - w.count)).contains { i in
        bytes[i] == w[0] && bytes[i..<(i + w.count)].elementsEqual(w)
      }
    }
  }
}

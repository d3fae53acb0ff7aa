import Documents
import Foundation
import Primitives
import Themes
import Yams

extension ScreenFile {
  /// ``parse(_:file:name:registry:)`` through Yams' nodes and `YamsNodeReader`: the path
  /// before round 9, kept as the plain twin the tests compare the tree reader with.
  static func parseWithYams(
    _ text: String, file: String, name: String, registry: PropertyRegistry = .standard
  ) throws -> Screen {
    let node: Node?
    do throws(Diagnostic) {
      // Documents composes within its budgets (size, nesting, aliases).
      node = try YAMLComposer.compose(text, file: file)
    } catch {
      throw DiagnosticError([error])
    }
    var reader = YamsNodeReader(values: YamsScreenValues(file: file), registry: registry)
    guard let node, case .mapping(let doc) = node else {
      // Located at the document's value, or at 1:1 when the file holds none.
      throw DiagnosticError([
        .error(
          "a screen must be a mapping with a 'root' widget",
          at: SourceLocation(
            file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1))
      ])
    }
    var root: Widget?
    var device: Device?
    var size: Size?
    var scale: Double?
    var statusBar = true
    var own = AppearanceChoice()
    var fullHeight = false
    for (k, v) in doc {
      let key = k.string ?? ""
      let loc = reader.values.location(v, key)
      switch key {
      case "root":
        root = reader.widget(v, path: "root")
      case "device":
        if let name = v.string, let d = Device.named(name) {
          device = d
        } else {
          reader.error(
            "unknown device '\(v.string ?? "")' (expected a preset such as 'iPhone 15' or "
              + "WIDTHxHEIGHT@SCALE)", at: loc)
        }
      case "size":
        if let s = try? reader.values.value(v, key),
          case .size(let sz)? = PropertyType.size.coerce(s),
          sz.width > 0, sz.height > 0, sz.width <= 4096, sz.height <= 4096
        {
          size = sz
        } else {
          reader.error("'size' must be [width, height] in points (1…4096)", at: loc)
        }
      case "statusBar":
        if let b = v.bool {
          statusBar = b
        } else {
          reader.error("'statusBar' must be true or false", at: loc)
        }
      case "appearance", "contrast":
        do throws(Diagnostic) {
          try Self.readAppearance(key, v, into: &own, at: loc)
        } catch {
          reader.error(error.message, at: loc)
        }
      case "capture":
        if let name = v.string, ["device", "fullHeight"].contains(name) {
          fullHeight = name == "fullHeight"
        } else {
          reader.error("'capture' must be device or fullHeight", at: loc)
        }
      case "scale":
        if let s = v.float, s > 0, s <= 4 {
          scale = s
        } else {
          reader.error("'scale' must be a number from 1 to 4", at: loc)
        }
      default:
        reader.error(
          "unknown key '\(key)' in a screen (expected root, device, size, scale, statusBar, "
            + "appearance, contrast, capture)",
          at: reader.values.location(k, key))
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

  /// `readAppearance` of a Yams node (the plain twin's).
  static func readAppearance(
    _ key: String, _ node: Node, into own: inout AppearanceChoice, at location: SourceLocation
  ) throws(Diagnostic) {
    let text = node.string?.lowercased() ?? ""
    if key == "appearance" {
      guard case .scalar = node, text == "unspecified" || Appearance.Style(rawValue: text) != nil
      else {
        throw .error("'appearance' must be light, dark or unspecified", at: location)
      }
      // `unspecified` follows the theme, as a view inherits its parent's trait.
      own.style = Appearance.Style(rawValue: text)
    } else {
      guard case .scalar = node, let contrast = Appearance.Contrast(rawValue: text) else {
        throw .error("'contrast' must be normal or high", at: location)
      }
      own.contrast = contrast
    }
  }
}

import Documents
import Foundation
import Primitives

/// A scene file could not be read: a located diagnostic (`file:line:col: error: …`).
public struct SceneError: Error, Sendable, CustomStringConvertible {
  public var diagnostic: Diagnostic
  public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
  public var description: String { diagnostic.formatted }
}

/// DisplayList ⇄ scene JSON, the format of `../shared/peers/SCENE.md`, extended (see
/// `docs/raster.md`) with gradient paints, opacity groups, image content modes, tints and
/// in-memory images, so that any display list can be saved and drawn again.
public enum SceneFile {
  /// Reads the scene file at `path`. Image paths stay as written (relative to the file).
  public static func read(path: String) throws(SceneError) -> DisplayList {
    let bytes: [UInt8]
    do {
      bytes = try DocumentReader.contents(of: path, kind: "scene file")
    } catch {
      throw SceneError(error)
    }
    return try decode(bytes, file: path)
  }

  /// Parses scene JSON; `file` names it in diagnostics.
  public static func decode(_ bytes: [UInt8], file: String = "<scene>") throws(SceneError)
    -> DisplayList
  {
    let root: DocumentNode
    do {
      root = try DocumentReader.read(bytes, file: file, format: .json, strictJSON: true).root
    } catch {
      throw SceneError(error)
    }
    return try SceneDecoder(file: file).list(root)
  }
}

/// Reads a parsed scene into a ``DisplayList``, checking every field's type and name.
struct SceneDecoder {
  let file: String

  func fail(_ message: String, _ node: DocumentNode, _ path: String) -> SceneError {
    SceneError(
      .error(
        message,
        at: SourceLocation(
          file: file, line: node.location.line, column: node.location.column, keyPath: path)
      ))
  }

  /// The members of an object, refusing keys not in `allowed`.
  func object(_ node: DocumentNode, _ path: String, allowed: Set<String>) throws(SceneError)
    -> [String: DocumentNode]
  {
    guard case .dictionary(let members) = node.kind else {
      throw fail("expected an object, found \(node.sceneTypeName)", node, path)
    }
    var out: [String: DocumentNode] = [:]
    for member in members {
      let key = member.key
      let value = member.value
      guard allowed.contains(key) else {
        let known = allowed.sorted().joined(separator: ", ")
        throw fail("unknown field '\(key)' (expected one of: \(known))", value, path + "." + key)
      }
      if out[key] != nil { throw fail("duplicate field '\(key)'", value, path + "." + key) }
      out[key] = value
    }
    return out
  }

  func require(
    _ fields: [String: DocumentNode], _ key: String, _ owner: DocumentNode, _ path: String
  )
    throws(SceneError) -> DocumentNode
  {
    guard let n = fields[key] else { throw fail("missing field '\(key)'", owner, path) }
    return n
  }

  func number(_ node: DocumentNode, _ path: String) throws(SceneError) -> Double {
    guard case .number(let v) = node.kind else {
      throw fail("expected a number, found \(node.sceneTypeName)", node, path)
    }
    return v
  }

  func string(_ node: DocumentNode, _ path: String) throws(SceneError) -> String {
    guard case .string(let s) = node.kind else {
      throw fail("expected a string, found \(node.sceneTypeName)", node, path)
    }
    return s
  }

  func numbers(_ node: DocumentNode, _ path: String, count: Int) throws(SceneError) -> [Double] {
    guard case .array(let items) = node.kind, items.count == count else {
      throw fail("expected an array of \(count) numbers", node, path)
    }
    var out: [Double] = []
    for (k, item) in items.enumerated() { out.append(try number(item, "\(path)[\(k)]")) }
    return out
  }

  func color(_ node: DocumentNode, _ path: String) throws(SceneError) -> Color {
    let s = try string(node, path)
    guard let c = Color(hexString: s) else {
      throw fail("invalid color '\(s)' (expected #RRGGBB or #RRGGBBAA)", node, path)
    }
    return c
  }

  func rect(_ node: DocumentNode, _ path: String) throws(SceneError) -> Rect {
    let v = try numbers(node, path, count: 4)
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  func point(_ node: DocumentNode, _ path: String) throws(SceneError) -> Point {
    let v = try numbers(node, path, count: 2)
    return Point(x: v[0], y: v[1])
  }

  func radii(_ node: DocumentNode, _ path: String) throws(SceneError) -> CornerRadii {
    if case .number(let r) = node.kind { return CornerRadii(all: r) }
    let v = try numbers(node, path, count: 4)
    return CornerRadii(topLeft: v[0], topRight: v[1], bottomRight: v[2], bottomLeft: v[3])
  }

  func list(_ root: DocumentNode) throws(SceneError) -> DisplayList {
    let f = try object(
      root, "", allowed: ["width", "height", "scale", "background", "fonts", "ops"])
    let width = try number(try require(f, "width", root, ""), ".width")
    let height = try number(try require(f, "height", root, ""), ".height")
    guard width >= 0, width <= 100_000 else {
      throw fail("width must be between 0 and 100000 points", f["width"]!, ".width")
    }
    guard height >= 0, height <= 100_000 else {
      throw fail("height must be between 0 and 100000 points", f["height"]!, ".height")
    }
    var scale = 1.0
    if let s = f["scale"] {
      scale = try number(s, ".scale")
      guard scale > 0, scale <= 16 else { throw fail("scale must be in (0, 16]", s, ".scale") }
    }
    guard (width * scale).rounded() * (height * scale).rounded() <= 100_000_000 else {
      throw fail("canvas larger than 100 megapixels", root, "")
    }
    var list = DisplayList(size: Size(width: width, height: height), scale: scale)
    if let b = f["background"] { list.background = try color(b, ".background") }
    if let fonts = f["fonts"] {
      guard case .dictionary(let members) = fonts.kind else {
        throw fail("expected an object, found \(fonts.sceneTypeName)", fonts, ".fonts")
      }
      for m in members { list.fonts[m.key] = try string(m.value, ".fonts." + m.key) }
    }
    if let ops = f["ops"] {
      guard case .array(let items) = ops.kind else {
        throw fail("expected an array, found \(ops.sceneTypeName)", ops, ".ops")
      }
      list.ops.reserveCapacity(items.count)
      for (k, item) in items.enumerated() { list.ops.append(try op(item, ".ops[\(k)]", list)) }
    }
    return list
  }
}

extension DocumentNode {
  /// The kind in JSON's words, for scene messages ("an object", not "a dictionary").
  var sceneTypeName: String {
    if case .dictionary = kind { return "an object" }
    return kindDescription
  }
}

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
    if let problem = InputFile.problem(path) {
      throw SceneError(.error("the scene file \(problem)", at: SourceLocation(file: path)))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SceneError(.error("cannot read scene file", at: SourceLocation(file: path)))
    }
    return try decode(Array(data), file: path)
  }

  /// Parses scene JSON; `file` names it in diagnostics.
  public static func decode(_ bytes: [UInt8], file: String = "<scene>") throws(SceneError)
    -> DisplayList
  {
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw SceneError(
        .error(
          "malformed JSON: \(error.message)",
          at: SourceLocation(file: file, line: error.line, column: error.column)))
    }
    return try SceneDecoder(file: file).list(root)
  }
}

/// Reads a parsed scene into a ``DisplayList``, checking every field's type and name.
struct SceneDecoder {
  let file: String

  func fail(_ message: String, _ node: JSONNode, _ path: String) -> SceneError {
    SceneError(
      .error(
        message, at: SourceLocation(file: file, line: node.line, column: node.column, keyPath: path)
      ))
  }

  /// The members of an object, refusing keys not in `allowed`.
  func object(_ node: JSONNode, _ path: String, allowed: Set<String>) throws(SceneError)
    -> [String: JSONNode]
  {
    guard case .object(let members) = node.value else {
      throw fail("expected an object, found \(node.typeName)", node, path)
    }
    var out: [String: JSONNode] = [:]
    for (key, value) in members {
      guard allowed.contains(key) else {
        let known = allowed.sorted().joined(separator: ", ")
        throw fail("unknown field '\(key)' (expected one of: \(known))", value, path + "." + key)
      }
      if out[key] != nil { throw fail("duplicate field '\(key)'", value, path + "." + key) }
      out[key] = value
    }
    return out
  }

  func require(_ fields: [String: JSONNode], _ key: String, _ owner: JSONNode, _ path: String)
    throws(SceneError) -> JSONNode
  {
    guard let n = fields[key] else { throw fail("missing field '\(key)'", owner, path) }
    return n
  }

  func number(_ node: JSONNode, _ path: String) throws(SceneError) -> Double {
    guard case .number(let v) = node.value else {
      throw fail("expected a number, found \(node.typeName)", node, path)
    }
    return v
  }

  func string(_ node: JSONNode, _ path: String) throws(SceneError) -> String {
    guard case .string(let s) = node.value else {
      throw fail("expected a string, found \(node.typeName)", node, path)
    }
    return s
  }

  func numbers(_ node: JSONNode, _ path: String, count: Int) throws(SceneError) -> [Double] {
    guard case .array(let items) = node.value, items.count == count else {
      throw fail("expected an array of \(count) numbers", node, path)
    }
    var out: [Double] = []
    for (k, item) in items.enumerated() { out.append(try number(item, "\(path)[\(k)]")) }
    return out
  }

  func color(_ node: JSONNode, _ path: String) throws(SceneError) -> Color {
    let s = try string(node, path)
    guard let c = Color(hexString: s) else {
      throw fail("invalid color '\(s)' (expected #RRGGBB or #RRGGBBAA)", node, path)
    }
    return c
  }

  func rect(_ node: JSONNode, _ path: String) throws(SceneError) -> Rect {
    let v = try numbers(node, path, count: 4)
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  func point(_ node: JSONNode, _ path: String) throws(SceneError) -> Point {
    let v = try numbers(node, path, count: 2)
    return Point(x: v[0], y: v[1])
  }

  func radii(_ node: JSONNode, _ path: String) throws(SceneError) -> CornerRadii {
    if case .number(let r) = node.value { return CornerRadii(all: r) }
    let v = try numbers(node, path, count: 4)
    return CornerRadii(topLeft: v[0], topRight: v[1], bottomRight: v[2], bottomLeft: v[3])
  }

  func list(_ root: JSONNode) throws(SceneError) -> DisplayList {
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
      guard case .object(let members) = fonts.value else {
        throw fail("expected an object, found \(fonts.typeName)", fonts, ".fonts")
      }
      for (key, value) in members { list.fonts[key] = try string(value, ".fonts." + key) }
    }
    if let ops = f["ops"] {
      guard case .array(let items) = ops.value else {
        throw fail("expected an array, found \(ops.typeName)", ops, ".ops")
      }
      list.ops.reserveCapacity(items.count)
      for (k, item) in items.enumerated() { list.ops.append(try op(item, ".ops[\(k)]", list)) }
    }
    return list
  }
}

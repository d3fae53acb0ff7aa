import Documents
import Foundation
import Primitives

/// Reading one op of a scene file.
extension SceneDecoder {
  func op(_ node: DocumentNode, _ path: String, _ list: DisplayList) throws(SceneError) -> DisplayOp
  {
    guard case .dictionary(let members) = node.kind else {
      throw fail("expected an op object, found \(node.sceneTypeName)", node, path)
    }
    guard let kindNode = members.first(where: { $0.key == "op" })?.value else {
      throw fail("missing field 'op'", node, path)
    }
    let kind = try string(kindNode, path + ".op")
    guard let allowed = SceneDecoder.fields[kind] else {
      let known = SceneDecoder.fields.keys.sorted().joined(separator: ", ")
      throw fail("unknown op '\(kind)' (expected one of: \(known))", kindNode, path + ".op")
    }
    let f = try object(node, path, allowed: allowed.union(["op"]))
    func req(_ key: String) throws(SceneError) -> DocumentNode { try require(f, key, node, path) }
    func at(_ key: String) -> String { path + "." + key }
    switch kind {
    case "fillRect":
      return .fillRect(try rect(try req("rect"), at("rect")), try paint(f, node, path))
    case "fillRoundedRect":
      return .fillRoundedRect(
        try rect(try req("rect"), at("rect")), try radii(try req("radii"), at("radii")),
        try paint(f, node, path))
    case "strokeRoundedRect":
      return .strokeRoundedRect(
        try rect(try req("rect"), at("rect")), try radii(try req("radii"), at("radii")),
        width: try number(try req("width"), at("width")),
        color: try color(try req("color"), at("color")))
    case "shadow":
      return .shadow(
        try rect(try req("rect"), at("rect")),
        try f["radii"].map { (n) throws(SceneError) in try radii(n, at("radii")) } ?? .zero,
        color: try color(try req("color"), at("color")),
        blur: try number(try req("blur"), at("blur")),
        offset: try f["offset"].map { (n) throws(SceneError) in try point(n, at("offset")) }
          ?? .zero)
    case "text":
      let fontNode = try req("font")
      let font = try string(fontNode, at("font"))
      guard list.fonts[font] != nil else {
        let known = list.fonts.keys.sorted().joined(separator: ", ")
        throw fail("unknown font '\(font)' (fonts defines: \(known))", fontNode, at("font"))
      }
      let size = try number(try req("size"), at("size"))
      guard size > 0, size <= 10_000 else {
        throw fail("font size must be in (0, 10000]", f["size"]!, at("size"))
      }
      return .text(
        TextOp(
          origin: Point(x: try number(try req("x"), at("x")), y: try number(try req("y"), at("y"))),
          size: size, font: font, color: try color(try req("color"), at("color")),
          text: try string(try req("text"), at("text"))))
    case "image":
      return .image(try image(f, node, path))
    case "pushClipRect":
      return .pushClipRect(try rect(try req("rect"), at("rect")))
    case "pushClipRoundedRect":
      return .pushClipRoundedRect(
        try rect(try req("rect"), at("rect")), try radii(try req("radii"), at("radii")))
    case "popClip":
      return .popClip
    case "beginGroup":
      let o = try number(try req("opacity"), at("opacity"))
      guard (0...1).contains(o) else {
        throw fail("opacity must be in 0...1", f["opacity"]!, at("opacity"))
      }
      return .beginGroup(opacity: o)
    case "backdropBlur":
      let r = try number(try req("radius"), at("radius"))
      guard (0...100).contains(r) else {
        throw fail("radius must be in 0...100", f["radius"]!, at("radius"))
      }
      var corners = CornerRadii.zero
      if let n = f["radii"] { corners = try radii(n, at("radii")) }
      return .backdropBlur(try rect(try req("rect"), at("rect")), corners, radius: r)
    default:
      return .endGroup
    }
  }

  /// The fields each op takes (besides `op`).
  static let fields: [String: Set<String>] = [
    "fillRect": ["rect", "color", "gradient"],
    "fillRoundedRect": ["rect", "radii", "color", "gradient"],
    "strokeRoundedRect": ["rect", "radii", "width", "color"],
    "shadow": ["rect", "radii", "color", "blur", "offset"],
    "text": ["x", "y", "size", "font", "color", "text"],
    "image": ["rect", "file", "bitmap", "contentMode", "tint"],
    "pushClipRect": ["rect"],
    "pushClipRoundedRect": ["rect", "radii"],
    "popClip": [],
    "beginGroup": ["opacity"],
    "endGroup": [],
    "backdropBlur": ["rect", "radii", "radius"],
  ]

  /// `color` or `gradient` (exactly one).
  func paint(_ f: [String: DocumentNode], _ node: DocumentNode, _ path: String) throws(SceneError)
    -> Paint
  {
    switch (f["color"], f["gradient"]) {
    case (let c?, nil): return .color(try color(c, path + ".color"))
    case (nil, let g?): return .linearGradient(try gradient(g, path + ".gradient"))
    case (nil, nil): throw fail("missing field 'color' (or 'gradient')", node, path)
    default: throw fail("give either 'color' or 'gradient', not both", node, path)
    }
  }

  func gradient(_ node: DocumentNode, _ path: String) throws(SceneError) -> LinearGradient {
    let f = try object(node, path, allowed: ["colors", "locations", "start", "end"])
    let colorsNode = try require(f, "colors", node, path)
    guard case .array(let items) = colorsNode.kind, !items.isEmpty else {
      throw fail("expected a non-empty array of colors", colorsNode, path + ".colors")
    }
    var colors: [Color] = []
    for (k, item) in items.enumerated() { colors.append(try color(item, "\(path).colors[\(k)]")) }
    var g = LinearGradient(colors: colors)
    if let l = f["locations"] {
      let locs = try numbers(l, path + ".locations", count: colors.count)
      guard zip(locs, locs.dropFirst()).allSatisfy({ $0 <= $1 }) else {
        throw fail("locations must not decrease", l, path + ".locations")
      }
      g.locations = locs
    }
    if let s = f["start"] { g.start = try point(s, path + ".start") }
    if let e = f["end"] { g.end = try point(e, path + ".end") }
    return g
  }

  func image(_ f: [String: DocumentNode], _ node: DocumentNode, _ path: String) throws(SceneError)
    -> ImageOp
  {
    let r = try rect(try require(f, "rect", node, path), path + ".rect")
    let source: ImageSource
    switch (f["file"], f["bitmap"]) {
    case (let file?, nil): source = .file(try string(file, path + ".file"))
    case (nil, let b?): source = .bitmap(try bitmap(b, path + ".bitmap"))
    case (nil, nil): throw fail("missing field 'file' (or 'bitmap')", node, path)
    default: throw fail("give either 'file' or 'bitmap', not both", node, path)
    }
    var op = ImageOp(rect: r, source: source)
    if let m = f["contentMode"] {
      let name = try string(m, path + ".contentMode")
      guard let mode = ContentMode(rawValue: name) else {
        let known = ContentMode.allCases.map(\.rawValue).joined(separator: ", ")
        throw fail("unknown content mode '\(name)' (expected one of: \(known))", m, path)
      }
      op.contentMode = mode
    }
    if let t = f["tint"] { op.tint = try color(t, path + ".tint") }
    return op
  }

  /// `{"width": w, "height": h, "rgba": base64}`: premultiplied RGBA bytes, rows top down.
  func bitmap(_ node: DocumentNode, _ path: String) throws(SceneError) -> Bitmap {
    let f = try object(node, path, allowed: ["width", "height", "rgba"])
    let w = try number(try require(f, "width", node, path), path + ".width")
    let h = try number(try require(f, "height", node, path), path + ".height")
    let rgbaNode = try require(f, "rgba", node, path)
    let text = try string(rgbaNode, path + ".rgba")
    guard w >= 0, h >= 0, w == w.rounded(), h == h.rounded(), w * h <= 100_000_000 else {
      throw fail("bitmap size must be whole and at most 100 megapixels", node, path)
    }
    guard let data = Data(base64Encoded: text), data.count == Int(w) * Int(h) * 4 else {
      throw fail("rgba must be base64 of width × height × 4 bytes", rgbaNode, path + ".rgba")
    }
    return Bitmap(width: Int(w), height: Int(h), pixels: Array(data))
  }
}

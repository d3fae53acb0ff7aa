import Foundation
import Primitives

extension SceneFile {
  /// The scene JSON of `list`: one op per line, keys in a fixed order, fonts sorted, so the
  /// same list always gives the same bytes. ``decode(_:file:)`` reads it back to an equal list.
  public static func encode(_ list: DisplayList) -> String {
    var out = "{\n"
    out += "\"width\": \(num(list.size.width)), \"height\": \(num(list.size.height)), "
    out += "\"scale\": \(num(list.scale)),\n"
    if let b = list.background { out += "\"background\": \(str(b.hexString)),\n" }
    let fonts = list.fonts.keys.sorted().map { "\(str($0)): \(str(list.fonts[$0]!))" }
    out += "\"fonts\": {" + fonts.joined(separator: ", ") + "},\n"
    out += "\"ops\": ["
    out += list.ops.map { "\n" + op($0) }.joined(separator: ",")
    out += "\n]\n}\n"
    return out
  }

  static func op(_ op: DisplayOp) -> String {
    var f: [(String, String)] = []
    let kind: String
    switch op {
    case .fillRect(let r, let p):
      kind = "fillRect"
      f = [("rect", rect(r))] + paint(p)
    case .fillRoundedRect(let r, let radii, let p):
      kind = "fillRoundedRect"
      f = [("rect", rect(r)), ("radii", nums(radii.array))] + paint(p)
    case .strokeRoundedRect(let r, let radii, let width, let color):
      kind = "strokeRoundedRect"
      f = [
        ("rect", rect(r)), ("radii", nums(radii.array)), ("width", num(width)),
        ("color", str(color.hexString)),
      ]
    case .shadow(let r, let radii, let color, let blur, let offset):
      kind = "shadow"
      f = [
        ("rect", rect(r)), ("radii", nums(radii.array)), ("color", str(color.hexString)),
        ("blur", num(blur)), ("offset", nums([offset.x, offset.y])),
      ]
    case .text(let t):
      kind = "text"
      f = [
        ("x", num(t.origin.x)), ("y", num(t.origin.y)), ("size", num(t.size)),
        ("font", str(t.font)), ("color", str(t.color.hexString)), ("text", str(t.text)),
      ]
    case .image(let i):
      kind = "image"
      f = [("rect", rect(i.rect))]
      switch i.source {
      case .file(let path): f.append(("file", str(path)))
      case .bitmap(let b):
        let rgba = Data(b.pixels).base64EncodedString()
        f.append(
          ("bitmap", "{\"width\": \(b.width), \"height\": \(b.height), \"rgba\": \"\(rgba)\"}"))
      }
      if i.contentMode != .scaleToFill { f.append(("contentMode", str(i.contentMode.rawValue))) }
      if let t = i.tint { f.append(("tint", str(t.hexString))) }
    case .pushClipRect(let r):
      kind = "pushClipRect"
      f = [("rect", rect(r))]
    case .pushClipRoundedRect(let r, let radii):
      kind = "pushClipRoundedRect"
      f = [("rect", rect(r)), ("radii", nums(radii.array))]
    case .popClip: kind = "popClip"
    case .beginGroup(let opacity):
      kind = "beginGroup"
      f = [("opacity", num(opacity))]
    case .endGroup: kind = "endGroup"
    case .backdropBlur(let r, let radii, let radius):
      kind = "backdropBlur"
      f = [("rect", rect(r)), ("radii", nums(radii.array)), ("radius", num(radius))]
    }
    return "{\"op\": \(str(kind))" + f.map { ", \(str($0.0)): \($0.1)" }.joined() + "}"
  }

  private static func paint(_ p: Paint) -> [(String, String)] {
    switch p {
    case .color(let c): return [("color", str(c.hexString))]
    case .linearGradient(let g):
      var s = "{\"colors\": [" + g.colors.map { str($0.hexString) }.joined(separator: ", ") + "]"
      if let l = g.locations { s += ", \"locations\": " + nums(l) }
      s += ", \"start\": \(nums([g.start.x, g.start.y])), \"end\": \(nums([g.end.x, g.end.y]))}"
      return [("gradient", s)]
    }
  }

  private static func rect(_ r: Rect) -> String { nums([r.x, r.y, r.width, r.height]) }

  private static func nums(_ v: [Double]) -> String {
    "[" + v.map(num).joined(separator: ", ") + "]"
  }

  /// JSON's number text; a scene has no place for NaN or infinities, so they write 0.
  static func num(_ v: Double) -> String { v.isFinite ? JSONValue.numberText(v) : "0" }

  /// A JSON string literal.
  static func str(_ s: String) -> String { JSONValue.quoted(s) }
}

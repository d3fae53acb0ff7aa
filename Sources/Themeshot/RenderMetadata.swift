import Foundation
import Primitives
import Text
import Widgets

/// What a render was made from, written beside its PNG so a changed font or theme file
/// explains a changed snapshot. Deterministic: sorted keys, no timestamps, no absolute
/// paths (font files are named by package or project folder, as the Text stage records).
struct RenderMetadata {
  var item: RenderItem
  var fonts: [FontRecord]
  var root: String

  func relative(_ path: String) -> String {
    if root != ".", path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
    return path.hasPrefix("/") ? (path as NSString).lastPathComponent : path
  }

  var json: String {
    // The layout is hand-made (one font per line); the pieces are the one JSON writer's.
    let q = JSONValue.quoted
    let num = JSONValue.numberText
    let fontLines = fonts.map {
      "    {\"file\": \(q($0.file)), \"requested\": \(q($0.requestedName)), "
        + "\"sha256\": \(q($0.sha256)), \"source\": \(q($0.source))}"
    }
    return """
      {
        "device": {"name": \(q(item.device.name)), "width": \(num(item.device.size.width)), \
      "height": \(num(item.device.size.height)), "scale": \(num(item.device.scale))},
        "fonts": [
      \(fontLines.joined(separator: ",\n"))
        ],
        "screen": \(q(relative(item.screen))),
        "theme": {"name": \(q(item.theme.name)), "files": [\(item.theme.files.map { q(relative($0)) }.joined(separator: ", "))]}
      }

      """
  }
}

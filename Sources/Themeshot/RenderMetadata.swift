import Foundation
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
    func q(_ s: String) -> String {
      var out = "\""
      for ch in s.unicodeScalars {
        switch ch {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default:
          if ch.value < 0x20 {
            out += String(format: "\\u%04x", ch.value)
          } else {
            out.unicodeScalars.append(ch)
          }
        }
      }
      return out + "\""
    }
    func num(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }
    let fontLines = fonts.map {
      "    {\"file\": \(q($0.file)), \"requested\": \(q($0.requestedName)), "
        + "\"sha256\": \(q($0.sha256)), \"source\": \(q($0.source))}"
    }
    // Only a render that is not light and normal contrast says so, so light sidecars stay
    // as they were.
    let appearance =
      item.appearance == .light
      ? ""
      : "  \"appearance\": {\"contrast\": \(q(item.appearance.contrast.rawValue)), "
        + "\"style\": \(q(item.appearance.style.rawValue))},\n"
    return """
      {
      \(appearance)  "device": {"name": \(q(item.device.name)), "width": \(num(item.device.size.width)), \
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

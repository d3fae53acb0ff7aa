import Foundation
import Primitives

extension HTMLReport {
  /// Under a changed image: its regions as buttons, each listing the widgets whose frames it
  /// touches and what changed in them. Hovering, focusing or clicking a region (the button,
  /// or its outline on the image) outlines those widgets on every view; a click keeps them
  /// outlined (`aria-pressed`). Without JavaScript every list shows.
  static func explanationBlock(_ explanation: ChangeExplanation, id: String) -> String {
    let regions = explanation.regions.prefix(Stage.maxBoxes)
    guard !regions.isEmpty else { return "" }
    var out = "<section class=\"why\" aria-label=\"Why the regions changed\">\n"
    out += "<p class=\"hint js-only\">Hover, focus or click a region to outline its widgets.</p>\n"
    out += "<ol>\n"
    for (k, region) in regions.enumerated() {
      let r = region.rect.count == 4 ? region.rect : [0, 0, 0, 0]
      out += "<li class=\"why-i\" data-r=\"\(k)\">"
      out += "<button type=\"button\" class=\"why-r\" aria-pressed=\"false\""
      out += " aria-controls=\"\(id)-why-\(k)\">Region \(k + 1)"
      out += " <small>(\(r[0]),\(r[1])) \(r[2])×\(r[3]) px</small></button>\n"
      out += "<div class=\"why-w\" id=\"\(id)-why-\(k)\">"
      if let drawing = region.drawing {
        out += "<p>\(Escape.html(drawing))</p>"
      }
      if !region.widgets.isEmpty {
        out += "<ul>"
        for w in region.widgets {
          out += "<li><code>\(Escape.html(w.key))</code> \(Escape.html(w.type))"
          out += " <small>\(Escape.html(w.path))</small><ul>"
          for c in w.changes { out += "<li>\(changeText(c))</li>" }
          out += "</ul></li>"
        }
        out += "</ul>"
      }
      out += "</div></li>\n"
    }
    return out + "</ol>\n</section>\n"
  }

  /// Widget outlines show only for the active region; the region's list shows only while
  /// active once the script runs (all of them without it).
  static let explanationStyle = """
    .wboxes{position:absolute;inset:0;pointer-events:none;z-index:3}
    .wboxes b{position:absolute;display:none;outline:2px solid var(--accent);outline-offset:-1px;
    box-shadow:0 0 0 3px rgb(255 255 255/.5)}
    .wboxes b.was{outline-style:dashed}
    .wboxes b.on{display:block}
    .js .boxes i[data-r]{pointer-events:auto;cursor:pointer}
    .boxes i.on{outline-color:var(--accent);outline-width:3px}
    .why{margin:10px 0 0}.why ol{list-style:none;margin:0;padding:0;display:grid;gap:6px}
    .why-r{font:inherit;font-weight:600;color:var(--fg);background:var(--soft);cursor:pointer;
    border:1px solid var(--line);border-radius:6px;padding:2px 10px}
    .why-r small{color:var(--muted);font-weight:400}
    .why-i.on .why-r{border-color:var(--accent);box-shadow:inset 0 0 0 1px var(--accent)}
    .why-r[aria-pressed=true]{background:color-mix(in srgb,var(--accent) 16%,var(--card))}
    .why-r:focus-visible{outline:2px solid var(--accent)}
    .why-w{margin:4px 0 0 12px;overflow-wrap:anywhere}.why-w ul{margin:2px 0;padding-left:18px}
    .why-w p{margin:2px 0;color:var(--muted)}.why-w small{color:var(--muted)}
    .js .why-i:not(.on) .why-w{display:none}

    """

  /// `backgroundColor #0A84FFFF → #FF453AFF · Components.yaml:76:3 (…)`, escaped.
  static func changeText(_ c: ChangeExplanation.Change) -> String {
    var s = "<b>\(Escape.html(c.property ?? c.kind))</b>"
    if c.kind == "property" || c.kind == "frame" {
      s += " \(Escape.html(c.before ?? "(unset)")) → \(Escape.html(c.after ?? "(unset)"))"
    } else {
      s += " widget"
    }
    if let origin = c.origin {
      s += " <small>\(Escape.html(origin))\(c.via.map { " via " + Escape.html($0) } ?? "")</small>"
    }
    return s
  }

  /// Each region's widgets as pixel rectangles of the current image (the reference's frame
  /// too when it moved), for ``Stage/widgetBoxes()``.
  static func widgetRects(_ explanation: ChangeExplanation?) -> [Stage.WidgetBox] {
    guard let explanation, explanation.scale.isFinite, explanation.scale > 0 else { return [] }
    var out: [Stage.WidgetBox] = []
    for (k, region) in explanation.regions.prefix(Stage.maxBoxes).enumerated() {
      for w in region.widgets {
        for (frame, moved) in [(w.frame, false), (w.frameBefore, true)] {
          guard let frame, frame.count == 4, frame.allSatisfy(\.isFinite) else { continue }
          out.append(
            Stage.WidgetBox(
              region: k, rect: frame.map { $0 * explanation.scale }, before: moved))
        }
      }
    }
    return out
  }
}

extension Stage {
  /// A widget's frame in pixels (x, y, width, height) and the region it explains.
  struct WidgetBox {
    var region: Int
    var rect: [Double]
    /// The reference's frame of a widget that moved.
    var before: Bool
  }

  /// The widgets behind each region, hidden until their region is active.
  func widgetBoxes() -> String {
    guard !widgets.isEmpty else { return "" }
    var out = "<div class=\"wboxes\" aria-hidden=\"true\">"
    for w in widgets {
      out += "<b data-r=\"\(w.region)\"\(w.before ? " class=\"was\"" : "")"
      out += " style=\"left:\(percent(w.rect[0], of: frame.width));"
      out += "top:\(percent(w.rect[1], of: frame.height));"
      out += "width:\(percent(w.rect[2], of: frame.width));"
      out += "height:\(percent(w.rect[3], of: frame.height))\"></b>"
    }
    return out + "</div>"
  }
}

import Foundation
import Primitives

extension HTMLReport {
  /// One image's card: a header line (status, name, numbers, sizes), the message, and its
  /// views. Each PNG appears once, as a custom property (`--e`, `--a`, `--d`) on the card.
  ///
  /// - Parameter url: The URL of one of the item's PNGs (`expected`, `actual`, `diff`),
  ///   ready for a single-quoted CSS string inside a double-quoted attribute.
  static func card(
    _ item: ReportItem, id: String, report: Report, url: (String, [UInt8]) -> String
  ) -> String {
    let status = item.status.rawValue
    var images: [String] = []
    if let png = item.expectedPNG { images.append("--e:url('\(url("expected", png))')") }
    if let png = item.actualPNG { images.append("--a:url('\(url("actual", png))')") }
    if let png = item.diffPNG { images.append("--d:url('\(url("diff", png))')") }
    var out = "<article class=\"card s-\(status)\" id=\"\(id)\""
    out += " data-name=\"\(Escape.html(item.name.lowercased()))\""
    if !images.isEmpty { out += " style=\"\(images.joined(separator: ";"))\"" }
    out += ">\n"
    out += cardHeader(item, id: id)
    if let folders = report.folders, let command = AcceptCommands.command(for: item, in: folders) {
      out += acceptBlock(
        item.status == .removed ? "Accept the removal" : "Accept this image", command)
    }
    if let message = item.message, item.status == .changed {
      out += "<p class=\"message\">\(Escape.html(message))</p>\n"
    }
    let labels = (Escape.html(report.expectedLabel), Escape.html(report.actualLabel))
    let comparable = item.expectedPNG != nil && item.actualPNG != nil
    switch item.status {
    case .changed where comparable:
      out += viewer(item, id: id, labels: labels)
      if let explanation = item.explanation {
        out += themeChangesBlock(explanation.themeChanges)
        out += explanationBlock(explanation, id: id)
      }
    case .unchanged where comparable && item.mismatched > 0:
      out += "<details class=\"peek\"><summary>Show the comparison</summary>\n"
      out += viewer(item, id: id, labels: labels) + "</details>\n"
    case .unchanged:
      if item.actualPNG != nil || item.expectedPNG != nil {
        out += "<details class=\"peek\"><summary>Show the image</summary>\n"
        out += singleImage(item, preferActual: true, labels: labels) + "</details>\n"
      }
    case .changed, .added, .removed:
      // Added and removed show the one image they have; a changed item missing one side
      // shows whatever exists.
      out += singleImage(item, preferActual: item.status != .removed, labels: labels)
    }
    out += "</article>\n"
    return out
  }

  private static func cardHeader(_ item: ReportItem, id: String) -> String {
    var out = "<header class=\"card-head\">\n"
    out += "<span class=\"badge\">\(item.status.title)</span>\n"
    let folder =
      item.folder.isEmpty ? "" : "<span class=\"dir\">\(Escape.html(item.folder))/</span>"
    out += "<h2 class=\"name\"><a href=\"#\(id)\">\(folder)\(Escape.html(item.fileName))</a></h2>\n"
    var facts: [String] = []
    if item.status == .changed || item.mismatched > 0 {
      facts.append("<span><b>\(Format.count(item.mismatched))</b> px differ</span>")
      facts.append("<span><b>\(Format.percent(item.ratio))</b></span>")
    }
    if !item.regions.isEmpty {
      facts.append("<span>\(Format.plural(item.regions.count, "region"))</span>")
    }
    if let sizes = Format.sizes(item.resolvedExpectedSize, item.resolvedActualSize) {
      facts.append(
        item.sizeChanged
          ? "<span class=\"size layout\">\(sizes) · layout changed</span>"
          : "<span class=\"size\">\(sizes)</span>")
    }
    if item.status == .unchanged && item.mismatched > 0 {
      facts.append("<span class=\"within\">within budget</span>")
    }
    // Changed items give their message a line of its own, below; others keep one line.
    if let message = item.message, item.status != .changed {
      facts.append("<span class=\"note\">\(Escape.html(message))</span>")
    }
    if !facts.isEmpty { out += "<p class=\"facts\">\(facts.joined())</p>\n" }
    out += "</header>\n"
    return out
  }

  /// The tabbed views of a compared pair. The radio buttons precede the tabs and views so
  /// CSS can show the checked view without JavaScript.
  private static func viewer(_ item: ReportItem, id: String, labels: (String, String)) -> String {
    let views = View.allCases.filter { $0 != .diff || item.diffPNG != nil }
    let e = item.resolvedExpectedSize ?? item.resolvedActualSize ?? fallbackSize
    let a = item.resolvedActualSize ?? e
    let d =
      item.diffPNG.flatMap(PNGHeader.size(of:))
      ?? PixelSize(
        width: min(e.width, a.width), height: min(e.height, a.height))
    // One frame for every view: the larger of the two, images anchored top left, as the
    // comparison is made over the shared area.
    let frame = PixelSize(width: max(e.width, a.width), height: max(e.height, a.height))
    let padded = [e, a, item.diffPNG == nil ? frame : d].contains { $0 != frame }
    let stage = Stage(
      frame: frame, regions: item.regions, padded: padded,
      widgets: HTMLReport.widgetRects(item.explanation))
    var out = "<div class=\"viewer\">\n"
    for (n, view) in views.enumerated() {
      out += "<input type=\"radio\" class=\"vi vi-\(view.rawValue)\" name=\"v-\(id)\""
      out +=
        " id=\"\(id)-\(view.rawValue)\" value=\"\(view.rawValue)\"\(n == 0 ? " checked" : "")>\n"
    }
    for zoom in Zoom.allCases {
      out += "<input type=\"radio\" class=\"zi zi-\(zoom.rawValue)\" name=\"z-\(id)\""
      out += " id=\"\(id)-z\(zoom.rawValue)\" value=\"\(zoom.rawValue)\""
      out += "\(zoom == .fit ? " checked" : "")>\n"
    }
    let outline = !item.regions.isEmpty
    if outline {
      out += "<input type=\"checkbox\" class=\"oi\" id=\"\(id)-outline\">\n"
    }
    out += "<div class=\"controls\"><div class=\"tabs\">"
    for view in views {
      out +=
        "<label for=\"\(id)-\(view.rawValue)\" class=\"t-\(view.rawValue)\">\(view.title)</label>"
    }
    out += "</div><div class=\"tabs zoom\" title=\"Zoom\">"
    for zoom in Zoom.allCases {
      out +=
        "<label for=\"\(id)-z\(zoom.rawValue)\" class=\"t-z\(zoom.rawValue)\">\(zoom.title)</label>"
    }
    out += "</div>"
    if outline {
      out += "<label for=\"\(id)-outline\" class=\"outline-toggle\">Outline changes</label>"
    }
    out += "</div>\n<div class=\"views\">\n"
    // Region outlines over expected and actual, shown when "Outline changes" is on.
    let marks = stage.boxes(optional: true) + stage.widgetBoxes()
    let diffMarks = stage.boxes() + stage.widgetBoxes()
    for view in views {
      out += "<div class=\"view view-\(view.rawValue)\">\n"
      let (le, la) = labels
      let sizeE = "<small>\(Format.size(e))</small>"
      let sizeA = "<small>\(Format.size(a))</small>"
      switch view {
      case .sideBySide:
        out += "<div class=\"panels\">\n"
        out += stage.figure(
          "one", caption: "<span title=\"\(le)\">\(le)</span>\(sizeE)",
          body: stage.layer("e", size: e) + marks)
        out += stage.figure(
          "one", caption: "<span title=\"\(la)\">\(la)</span>\(sizeA)",
          body: stage.layer("a", size: a) + marks)
        if item.diffPNG != nil {
          out += stage.figure(
            "one", caption: "Diff", body: stage.layer("d", size: d) + diffMarks)
        }
        out += "</div>\n"
      case .slider:
        out += stage.figure(
          "slider", caption: "<span>◀ \(le)</span><span>\(la) ▶</span>",
          body: stage.layer("a", size: a) + stage.layer("e", size: e, extraClass: "over")
            + marks + "<div class=\"divider\"><span class=\"knob\"></span></div>",
          controls: "<input type=\"range\" class=\"range js-only\" data-var=\"pos\" min=\"0\""
            + " max=\"100\" value=\"50\" aria-label=\"Divider position\">")
      case .blend:
        out += stage.figure(
          "blend", caption: "<span>\(la) over \(le)</span>",
          body: stage.layer("e", size: e)
            + stage.layer("a", size: a, extraClass: "top", checker: false) + marks,
          controls: "<div class=\"blend-control js-only\"><span>\(le)</span>"
            + "<input type=\"range\" class=\"range\" data-var=\"opacity\" min=\"0\" max=\"100\""
            + " value=\"50\" aria-label=\"Opacity of \(la)\"><span>\(la)</span></div>")
      case .blink:
        out += stage.figure(
          "blink",
          caption: "<span class=\"shown\"><b class=\"ce\">\(le) \(sizeE)</b>"
            + "<b class=\"ca\">\(la) \(sizeA)</b></span>",
          body: stage.layer("e", size: e) + stage.layer("a", size: a, extraClass: "top") + marks,
          controls: "<p class=\"hint\">Alternates every 0.8 s."
            + "<button type=\"button\" class=\"blink-toggle js-only\">Pause</button>"
            + "<span class=\"flip js-only\">Click the image to flip.</span></p>")
      case .diff:
        out += stage.figure(
          "diff", caption: "Diff <small>\(Format.size(d))</small>",
          body: stage.layer("d", size: d) + diffMarks)
      }
      out += "</div>\n"
    }
    out += "</div>\n</div>\n"
    return out
  }

  /// The one image of an added or removed item (or what a changed item has).
  private static func singleImage(
    _ item: ReportItem, preferActual: Bool, labels: (String, String)
  ) -> String {
    let useActual = item.actualPNG != nil && (preferActual || item.expectedPNG == nil)
    guard useActual || item.expectedPNG != nil else {
      return "<p class=\"hint\">No image data in this report.</p>\n"
    }
    let size =
      (useActual ? item.resolvedActualSize : item.resolvedExpectedSize) ?? fallbackSize
    let stage = Stage(frame: size, regions: [])
    let caption = "\(useActual ? labels.1 : labels.0) <small>\(Format.size(size))</small>"
    return "<div class=\"panels single\">\n"
      + stage.figure("one", caption: caption, body: stage.layer(useActual ? "a" : "e", size: size))
      + "</div>\n"
  }

  /// Used when a PNG's header cannot be read: the page still lays out.
  private static let fallbackSize = PixelSize(width: 320, height: 320)

  static func dataURL(_ png: [UInt8]) -> String {
    "data:image/png;base64," + Data(png).base64EncodedString()
  }
}

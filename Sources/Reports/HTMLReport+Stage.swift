import Foundation
import Primitives

/// The box every view draws into: sized like the larger image, scaled to fit the page
/// (CSS keeps its aspect ratio), with images anchored at its top-left corner. Positions
/// are percentages of the frame, so layers stay aligned at any scale.
struct Stage {
  var frame: PixelSize
  var regions: [PixelRect]
  /// Whether some image is smaller than the frame; the uncovered area is then hatched.
  var padded = false
  /// The widgets that explain each region (``HTMLReport/widgetRects(_:)``).
  var widgets: [WidgetBox] = []

  /// Region outlines drawn at most; beyond that they hide the image rather than help.
  static let maxBoxes = 100

  /// A captioned `<figure class="frame">` around a `.stage` of the frame's size (`--w` and
  /// `--h` drive both sizes in CSS), followed by `controls` (range inputs, buttons).
  func figure(_ kind: String, caption: String, body: String, controls: String = "") -> String {
    "<figure class=\"frame \(kind)\" style=\"--w:\(frame.width);--h:\(frame.height)\">"
      + "<figcaption>\(caption)</figcaption><div class=\"stage\(padded ? " pad" : "")\">\(body)</div>\(controls)</figure>\n"
  }

  /// A full-frame layer holding one image (`e`, `a` or `d`) at its own size.
  ///
  /// - Parameter checker: Draw a checkerboard under the image so transparency shows; off
  ///   for the blend overlay, whose transparent pixels must let the baseline through.
  func layer(_ image: String, size: PixelSize, extraClass: String? = nil, checker: Bool = true)
    -> String
  {
    var out = "<div class=\"layer\(extraClass.map { " " + $0 } ?? "")\">"
    out += "<div class=\"pic \(image)\(checker ? " checker" : "")\" role=\"img\""
    out += " aria-label=\"\(image == "e" ? "expected" : image == "a" ? "actual" : "diff") image\""
    out += " style=\"width:\(percent(size.width, of: frame.width));"
    out += "height:\(percent(size.height, of: frame.height))\"></div>"
    return out + "</div>"
  }

  /// The changed regions as outlined boxes over the frame; `optional` ones show only when
  /// the viewer's "Outline changes" box is checked.
  func boxes(optional: Bool = false) -> String {
    guard !regions.isEmpty else { return "" }
    var out = "<div class=\"boxes\(optional ? " opt" : "")\" aria-hidden=\"true\">"
    for (k, r) in regions.prefix(Self.maxBoxes).enumerated() {
      out +=
        "<i style=\"left:\(percent(r.x, of: frame.width));top:\(percent(r.y, of: frame.height));"
      out += "width:\(percent(r.width, of: frame.width));"
      out += "height:\(percent(r.height, of: frame.height))\" data-r=\"\(k)\"></i>"
    }
    return out + "</div>"
  }

  /// `part / whole` as a CSS percentage with up to four decimals.
  func percent(_ part: Int, of whole: Int) -> String {
    percent(Double(part), of: whole)
  }

  func percent(_ part: Double, of whole: Int) -> String {
    guard whole > 0, part.isFinite else { return "0%" }
    var s = String(format: "%.4f", part * 100 / Double(whole))
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s + "%"
  }
}

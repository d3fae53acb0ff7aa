import Foundation
import Primitives

/// The box every view draws into: sized like the larger image, scaled to fit the page
/// (CSS keeps its aspect ratio), with images anchored at its top-left corner. Positions
/// are percentages of the frame, so layers stay aligned at any scale.
struct Stage {
  var frame: PixelSize
  var regions: [PixelRect]

  /// Region outlines drawn at most; beyond that they hide the image rather than help.
  static let maxBoxes = 200

  /// Opens a `.stage` element of the frame's size (`--w`, `--h` drive its CSS size).
  func open(_ kind: String) -> String {
    "<div class=\"stage \(kind)\" style=\"--w:\(frame.width);--h:\(frame.height)\">"
  }

  /// A full-frame layer holding one image (`e`, `a` or `d`) at its own size.
  ///
  /// - Parameters:
  ///   - checker: Draw a checkerboard under the image so transparency shows; off for the
  ///     blend overlay, whose transparent pixels must let the baseline through.
  ///   - tag: A caption pinned to the layer's corner (blink shows it with its image).
  func layer(
    _ image: String, size: PixelSize, extraClass: String? = nil, checker: Bool = true,
    tag: String? = nil
  ) -> String {
    var out = "<div class=\"layer\(extraClass.map { " " + $0 } ?? "")\">"
    out += "<div class=\"pic \(image)\(checker ? " checker" : "")\" role=\"img\""
    out += " aria-label=\"\(image == "e" ? "expected" : image == "a" ? "actual" : "diff") image\""
    out += " style=\"width:\(percent(size.width, of: frame.width));"
    out += "height:\(percent(size.height, of: frame.height))\"></div>"
    if let tag { out += "<span class=\"tag tl\">\(tag)</span>" }
    return out + "</div>"
  }

  /// The changed regions as outlined boxes over the frame.
  func boxes() -> String {
    guard !regions.isEmpty else { return "" }
    var out = "<div class=\"boxes\" aria-hidden=\"true\">"
    for r in regions.prefix(Self.maxBoxes) {
      out += "<i style=\"left:\(percent(r.x, of: frame.width));top:\(percent(r.y, of: frame.height));"
      out += "width:\(percent(r.width, of: frame.width));"
      out += "height:\(percent(r.height, of: frame.height))\"></i>"
    }
    return out + "</div>"
  }

  /// A captioned panel with one image, for side by side and single images.
  func figure(caption: String, layer image: String, size: PixelSize, boxes: Bool = false)
    -> String
  {
    "<figure><figcaption>\(caption)</figcaption>" + open("one") + layer(image, size: size)
      + (boxes ? self.boxes() : "") + "</div></figure>\n"
  }

  /// `part / whole` as a CSS percentage with up to four decimals.
  private func percent(_ part: Int, of whole: Int) -> String {
    guard whole > 0 else { return "0%" }
    var s = String(format: "%.4f", Double(part) * 100 / Double(whole))
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s + "%"
  }
}

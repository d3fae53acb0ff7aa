import Foundation
import Primitives
import Raster

/// WCAG 2.1 conformance level a contrast audit checks (`check --wcag aa|aaa`).
public enum ContrastLevel: String, Sendable, CaseIterable {
  case aa
  case aaa

  /// The minimum ratio, per WCAG 2.1 success criteria 1.4.3 (AA: 4.5, large 3) and
  /// 1.4.6 (AAA: 7, large 4.5).
  public func minimum(large: Bool) -> Double {
    switch self {
    case .aa: large ? 3 : 4.5
    case .aaa: large ? 4.5 : 7
    }
  }

  public var name: String { rawValue.uppercased() }
}

/// WCAG contrast measured on the rendered pixels: each text run of a display list against
/// the pixels actually behind it in the bitmap.
///
/// The background of a run is the most common colour among the pixels of the run's box
/// that are not the text colour (glyph ink and its anti-aliased edge are a minority of a
/// line's box, so the mode is what the text sits on).
public enum ContrastAudit {
  /// Relative luminance of an opaque sRGB colour, per the W3C definition in WCAG 2.1
  /// (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance): channels linearised with
  /// the 0.03928 threshold the Recommendation gives (0.04045 in IEC 61966-2-1 differs
  /// only for 8-bit values that never fall between the two).
  public static func relativeLuminance(_ c: Color) -> Double {
    func linear(_ v: UInt8) -> Double {
      let s = Double(v) / 255
      return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
  }

  /// (L1 + 0.05) / (L2 + 0.05), lighter over darker
  /// (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): 1 to 21.
  public static func ratio(_ a: Color, _ b: Color) -> Double {
    let la = relativeLuminance(a)
    let lb = relativeLuminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// WCAG's large text: at least 18 pt, or 14 pt bold (https://www.w3.org/TR/WCAG21/#dfn-large-scale),
  /// read as iOS points.
  public static func isLarge(size: Double, bold: Bool) -> Bool {
    size >= 18 || (bold && size >= 14)
  }

  /// Bold is weight 700 or more: a font named bold, heavy or black (not semibold).
  public static func isBold(fontName: String) -> Bool {
    let name = fontName.lowercased().replacingOccurrences(of: "semibold", with: "")
    return ["bold", "heavy", "black"].contains { name.contains($0) }
  }

  /// `color` (possibly translucent) composited over the opaque `background`.
  static func over(_ color: Color, _ background: Color) -> Color {
    let a = Double(color.alpha) / 255
    func mix(_ f: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(f) * a + Double(b) * (1 - a)).rounded())
    }
    return Color(
      red: mix(color.red, background.red), green: mix(color.green, background.green),
      blue: mix(color.blue, background.blue))
  }

  /// One text run below the level.
  public struct Finding: Hashable, Sendable {
    public var text: String
    public var textColor: Color
    public var background: Color
    public var ratio: Double
    public var minimum: Double
    /// Points, the run's box in screen coordinates (x, y, width, height).
    public var box: Rect
  }

  /// The runs of `list` whose text colour, composited over the pixels behind it in
  /// `bitmap`, misses `level`. Runs with no pixels in the canvas are skipped.
  public static func findings(_ list: DisplayList, bitmap: Bitmap, level: ContrastLevel)
    -> [Finding]
  {
    var out: [Finding] = []
    for op in list.ops {
      guard case .text(let run) = op, !run.text.isEmpty, run.size.isFinite, run.size > 0,
        run.origin.x.isFinite, run.origin.y.isFinite
      else { continue }
      let box = Self.box(run)
      let ink = run.color
      guard let background = Self.background(in: box, scale: list.scale, bitmap: bitmap, ink: ink)
      else { continue }
      let text = over(ink, background)
      let ratio = Self.ratio(text, background)
      let bold = isBold(fontName: list.fonts[run.font] ?? run.font)
      let minimum = level.minimum(large: isLarge(size: run.size, bold: bold))
      if ratio < minimum {
        out.append(
          Finding(
            text: run.text, textColor: ink, background: background, ratio: ratio,
            minimum: minimum, box: box))
      }
    }
    return out
  }

  /// The line's box in points: ascent 0.8 em above the baseline, descent 0.25 em below,
  /// and an estimated 0.6 em per character (enough to hold mostly background).
  static func box(_ run: TextOp) -> Rect {
    let width = min(Double(run.text.count), 10_000) * run.size * 0.6
    return Rect(
      x: run.origin.x, y: run.origin.y - run.size * 0.8, width: width, height: run.size * 1.05)
  }

  /// The most common opaque colour in `box` that is not the ink; nil when there is none.
  static func background(in box: Rect, scale: Double, bitmap: Bitmap, ink: Color) -> Color? {
    func pixel(_ v: Double, _ limit: Int) -> Int {
      guard v.isFinite else { return 0 }
      return Int(min(max(v * scale, 0), Double(limit)).rounded(.down))
    }
    let x0 = pixel(box.x, bitmap.width)
    let x1 = pixel(box.x + box.width, bitmap.width)
    let y0 = pixel(box.y, bitmap.height)
    let y1 = pixel(box.y + box.height, bitmap.height)
    guard x0 < x1, y0 < y1 else { return nil }
    let opaqueInk = Color(red: ink.red, green: ink.green, blue: ink.blue)
    var counts: [Color: Int] = [:]
    for y in y0..<y1 {
      for x in x0..<x1 {
        var c = bitmap[x, y].color
        // The window is opaque on device; a transparent canvas reads as white.
        c = over(c, .white)
        if c != opaqueInk { counts[c, default: 0] += 1 }
      }
    }
    return counts.max { a, b in
      a.value != b.value ? a.value < b.value : a.key.hexString > b.key.hexString
    }?.key
  }

  /// One warning per widget with failing text, located at the theme line that set the text
  /// colour of the widget that drew it (its `textColor` or `titleColor` of that value), else
  /// at the line that set its text or title, else at `screen`. A label of several lines (or
  /// a justified line, drawn a word at a time) is one warning with its worst run's ratio;
  /// runs no widget claims are one warning each.
  public static func warnings(
    _ list: DisplayList, bitmap: Bitmap, record: RenderRecord?, screen: String,
    level: ContrastLevel
  ) -> [Diagnostic] {
    var groups: [(widget: RenderRecord.WidgetRecord?, worst: Finding, runs: Int)] = []
    var byKey: [String: Int] = [:]
    for f in findings(list, bitmap: bitmap, level: level) {
      let widget = record.flatMap { Self.widget(for: f, in: $0) }
      if let key = widget?.key, let i = byKey[key] {
        groups[i].runs += 1
        if f.ratio < groups[i].worst.ratio { groups[i].worst = f }
        continue
      }
      if let key = widget?.key { byKey[key] = groups.count }
      groups.append((widget, f, 1))
    }
    return groups.map { widget, f, runs in
      let colour = [widget?.properties["textColor"], widget?.properties["titleColor"]]
        .compactMap { $0 }.first { $0.value == f.textColor.hexString }
      let textOrigin = (widget?.properties["text"] ?? widget?.properties["title"])?.origin
      let origin: String? = colour?.origin ?? textOrigin
      let location = origin.flatMap(parseOrigin) ?? SourceLocation(file: screen)
      let name = widget.map { " for \($0.key) (\($0.type))" } ?? ""
      let ratio = String(format: "%.2f", f.ratio)
      let minimum = String(format: "%g", f.minimum)
      let worst = runs > 1 ? " (the worst of \(runs) runs below the level)" : ""
      let message =
        "contrast \(ratio):1 below \(level.name) \(minimum):1\(name) '\(f.text)'\(worst) "
        + "\(hex(f.textColor)) on \(hex(f.background))"
      return Diagnostic.warning(message, at: location)
    }
  }

  /// `#RRGGBB`, with alpha only when the colour is translucent.
  static func hex(_ c: Color) -> String {
    c.alpha == 255 ? String(c.hexString.dropLast(2)) : c.hexString
  }

  /// The widget under the middle of the run's box: the deepest one whose text or title
  /// colour is the run's colour (the widget that drew it), else the deepest one there
  /// (a navigation bar draws its title in a colour it does not record).
  static func widget(for f: Finding, in record: RenderRecord) -> RenderRecord.WidgetRecord? {
    let x = f.box.x + min(f.box.width, 4) / 2
    let y = f.box.y + f.box.height / 2
    let under = record.widgets.filter { w in
      w.frame.count == 4 && x >= w.frame[0] && x <= w.frame[0] + w.frame[2] && y >= w.frame[1]
        && y <= w.frame[1] + w.frame[3]
    }
    let colour = f.textColor.hexString
    let drew = under.filter {
      $0.properties["textColor"]?.value == colour || $0.properties["titleColor"]?.value == colour
    }
    return (drew.isEmpty ? under : drew).max { $0.depth < $1.depth }
  }

  /// `file:line:col (key path)` as a record writes it, back to a location.
  static func parseOrigin(_ text: String) -> SourceLocation? {
    var place = Substring(text)
    var keyPath = ""
    if let open = text.range(of: " ("), text.hasSuffix(")") {
      place = text[..<open.lowerBound]
      keyPath = String(text[open.upperBound...].dropLast())
    }
    let parts = place.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]),
      let column = Int(parts[parts.count - 1])
    else { return place.isEmpty ? nil : SourceLocation(file: String(place), keyPath: keyPath) }
    return SourceLocation(
      file: parts.dropLast(2).joined(separator: ":"), line: line, column: column,
      keyPath: keyPath)
  }
}

import Foundation
import Primitives

/// A report as one self-contained HTML file: no network access, images inlined as
/// `data:image/png;base64,` URLs, a small inline style sheet and script.
///
/// The page shows the summary counts, a filter by status, and for each changed image the
/// views people know from Playwright and reg-cli: side by side (with the diff), slider,
/// blend (onion skin), blink and diff, with the changed regions outlined; zoom (fit, 1:1,
/// 2×) and region outlines over every view. With `Report.folders`, each change also shows
/// the shell command that accepts it. Without JavaScript the filter, tabs, zoom and
/// outlines still work (they are radio buttons and checkboxes styled by CSS); the slider
/// and blend then rest at 50 % and blink runs as a CSS animation. The script adds
/// dragging, opacity, name search, copy buttons and keys (j/k, 1–5).
///
/// A URL fragment chooses the initial state, for links and for screenshots:
/// `index.html#view=slider&status=changed&pos=30&opacity=70&zoom=2&outline=1`, or `#img-3`
/// for one image.
///
/// Each image is embedded once, as a CSS custom property on its card, and every view
/// draws it as a background, so five views do not cost five copies.
public enum HTMLReport {
  /// The views of a changed image, in tab order.
  public enum View: String, CaseIterable, Sendable {
    case sideBySide = "side"
    case slider
    case blend
    case blink
    case diff

    /// The tab label.
    public var title: String {
      switch self {
      case .sideBySide: "Side by side"
      case .slider: "Slider"
      case .blend: "Blend"
      case .blink: "Blink"
      case .diff: "Diff"
      }
    }
  }

  /// Zoom levels of a viewer: fit the page, one image pixel per CSS pixel, or two.
  enum Zoom: String, CaseIterable {
    case fit
    case one = "1"
    case two = "2"

    var title: String {
      switch self {
      case .fit: "Fit"
      case .one: "1:1"
      case .two: "2×"
      }
    }
  }

  /// Where the page finds its images.
  public enum Images: Hashable, Sendable {
    /// Inside the page, as `data:` URLs: one file that works anywhere (the default).
    case inline
    /// In PNG files beside the page, `<folder>/img-<n>-expected.png` (and `-actual`,
    /// `-diff`), named by the card number so no image name reaches a path. For suites too
    /// big for one file; `ReportWriter.write(…, images: .files)` writes them.
    case files(folder: String)
  }

  /// The file name of one image of card `index` (0-based) in `.files` mode.
  static func imageFile(_ index: Int, _ kind: String) -> String { "img-\(index + 1)-\(kind).png" }

  /// The HTML document.
  ///
  /// - Parameter images: `.inline` (default) or `.files(folder:)`.
  public static func render(_ report: Report, images: Images = .inline) -> String {
    let summary = report.summary
    var out = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    let policy = images == .inline ? contentSecurityPolicy : filesContentSecurityPolicy
    out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">\n"
    out += "<title>\(Escape.html(report.title)): \(Escape.html(summary.headline))</title>\n"
    out += "<link rel=\"icon\" href=\"\(favicon(failing: summary.failures > 0))\">\n"
    out += "<style>\n\(style)</style>\n"
    out += "<script>\(earlyScript)</script>\n"
    out += "</head>\n<body>\n"
    out += filterInputs(summary)
    out += header(report, summary)
    out += "<main>\n"
    if let folders = report.folders, summary.failures + summary.added > 0 {
      let script = AcceptCommands.script(for: report.items, in: folders)
      out += acceptBlock(
        "Accept all \(Format.plural(summary.failures + summary.added, "change"))", script,
        extraClass: "accept-all")
    }
    if report.items.isEmpty {
      out += "<p class=\"empty\">No images were compared.</p>\n"
    }
    for (index, item) in report.items.enumerated() {
      out += card(item, id: "img-\(index + 1)", report: report) { kind, png in
        switch images {
        case .inline: dataURL(png)  // base64: nothing to escape
        case .files(let folder):
          Escape.html(Escape.cssString(AcceptCommands.join(folder, imageFile(index, kind))))
        }
      }
    }
    out += "</main>\n"
    out +=
      "<footer>themeshot visual diff report · \(Format.plural(summary.total, "image"))</footer>\n"
    out += "<script>\(script)</script>\n</body>\n</html>\n"
    return out
  }

  /// Marks the page as scripted before it paints, so JavaScript-only controls never flash.
  static let earlyScript = "document.documentElement.classList.add('js')"

  /// Nothing may load from the network (images are `data:` URLs), and only the page's own
  /// two scripts may run, named by their SHA-256: even text that escaped escaping could not
  /// run a script. Inline styles stay allowed for the per-image custom properties.
  static let contentSecurityPolicy: String = {
    let hashes = [earlyScript, script].map {
      "'sha256-" + Data(SHA256.hash(Array($0.utf8))).base64EncodedString() + "'"
    }
    return "default-src 'none'; img-src data:; style-src 'unsafe-inline'; "
      + "script-src \(hashes.joined(separator: " "))"
  }()

  /// A dot in the verdict's colour, so the browser tab says pass or fail.
  static func favicon(failing: Bool) -> String {
    let colour = failing ? "%23cf222e" : "%231a7f37"
    return "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E"
      + "%3Ccircle cx='8' cy='8' r='7' fill='\(colour)'/%3E%3C/svg%3E"
  }

  /// A collapsed block with shell commands and a Copy button.
  static func acceptBlock(_ summary: String, _ commands: String, extraClass: String = "")
    -> String
  {
    "<details class=\"accept \(extraClass)\"><summary>\(summary)</summary>"
      + "<p>Run in the folder the report was made from; it makes the baseline match.</p>"
      + "<pre class=\"cmd\">\(Escape.html(commands))</pre>"
      + "<button type=\"button\" class=\"copy js-only\">Copy</button></details>\n"
  }

  /// With image files the page may load images from its own origin (and `file:`, which
  /// browsers treat as opaque when the report is opened from disk), still nothing else.
  static let filesContentSecurityPolicy: String = contentSecurityPolicy.replacingOccurrences(
    of: "img-src data:", with: "img-src data: 'self' file:")

  /// Radio buttons for the status filter. They come first in `<body>` so that CSS sibling
  /// selectors can hide cards without JavaScript; their labels sit in the header.
  private static func filterInputs(_ summary: ReportSummary) -> String {
    var out = "<input type=\"radio\" name=\"filter\" id=\"f-all\" class=\"filter\" checked>\n"
    for status in ReportItem.Status.reportOrder where summary[status] > 0 {
      out += "<input type=\"radio\" name=\"filter\" id=\"f-\(status.rawValue)\" class=\"filter\">\n"
    }
    return out
  }

  private static func header(_ report: Report, _ summary: ReportSummary) -> String {
    var out = "<header class=\"top\">\n<div class=\"title-row\">\n"
    out += "<h1>\(Escape.html(report.title))</h1>\n"
    let verdict =
      summary.failures > 0
      ? "<span class=\"verdict fail\">\(Escape.html(summary.headline))</span>"
      : "<span class=\"verdict pass\">No visual changes</span>"
    out += verdict + "\n</div>\n"
    if !report.notes.isEmpty {
      out += "<ul class=\"notes\">"
      out += report.notes.map { "<li>\(Escape.html($0))</li>" }.joined()
      out += "</ul>\n"
    }
    out += "<div class=\"bar\">\n<nav class=\"filters\" aria-label=\"Filter by status\">\n"
    out += "<label for=\"f-all\" class=\"chip\">All <b>\(Format.count(summary.total))</b></label>\n"
    for status in ReportItem.Status.reportOrder where summary[status] > 0 {
      out += "<label for=\"f-\(status.rawValue)\" class=\"chip s-\(status.rawValue)\">"
      out += "<i></i>\(status.title) <b>\(Format.count(summary[status]))</b></label>\n"
    }
    out += "</nav>\n"
    if summary.changed > 0 {
      out += "<nav class=\"all-views js-only\" aria-label=\"View every changed image as\">"
      out += "<span>View all as</span>"
      for view in View.allCases {
        out += "<a href=\"#view=\(view.rawValue)\">\(view.title)</a>"
      }
      out += "</nav>\n"
    }
    out += "<input type=\"search\" id=\"search\" class=\"js-only\" placeholder=\"Filter by name\" "
    out += "aria-label=\"Filter by name\">\n</div>\n</header>\n"
    return out
  }
}

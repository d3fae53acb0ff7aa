import Foundation
import Primitives
import Reports

/// `themeshot review`: serves the last check's report on 127.0.0.1 with working Accept
/// buttons (one per changed or added image, and one for all). A click posts the names to
/// `/accept`, which runs ``Approval`` (no render) and answers with what it wrote; the page
/// then marks those cards accepted.
///
/// The report's own page is served unchanged except for one added script, allowed by its
/// hash in the page's Content-Security-Policy together with `connect-src 'self'`.
public final class Review: Sendable {
  public let reportFolder: String
  private let server: LoopbackHTTPServer

  /// The URL to open.
  public var url: String { "http://127.0.0.1:\(server.port)/" }

  /// Starts serving `reportFolder` on 127.0.0.1:`port` (0: any free port); accepting
  /// writes only inside `project` when it is given (``Approval/project``).
  public init(reportFolder: String, project: String? = nil, port: Int = 0) throws {
    let approval = Approval(reportFolder: reportFolder, project: project)
    _ = try approval.lastReport()
    self.reportFolder = reportFolder
    server = try LoopbackHTTPServer(port: port) { request in
      Self.handle(request, approval: approval)
    }
  }

  public func stop() { server.stop() }

  static func handle(_ request: LoopbackHTTPServer.Request, approval: Approval)
    -> LoopbackHTTPServer.Response
  {
    switch (request.method, request.path) {
    case ("GET", "/"), ("GET", "/index.html"):
      let path = (approval.reportFolder as NSString).appendingPathComponent("index.html")
      guard let data = try? InputFile.contents(path, limit: ReportJSON.maximumFileBytes) else {
        return text(404, "no index.html in \(approval.reportFolder)")
      }
      return LoopbackHTTPServer.Response(
        contentType: "text/html; charset=utf-8",
        body: Array(page(String(decoding: data, as: UTF8.self)).utf8))
    case ("GET", "/items"):
      guard let report = try? approval.lastReport() else { return text(404, "no report") }
      let items = report.items.enumerated().map { index, item in
        "{\"id\": \"img-\(index + 1)\", \"name\": \(JSONValue.quoted(item.name)), "
          + "\"status\": \"\(item.status.rawValue)\"}"
      }
      return json("[" + items.joined(separator: ", ") + "]")
    case ("POST", "/accept"):
      guard let names = try? JSONDecoder().decode([String].self, from: Data(request.body)) else {
        return text(400, "expected a JSON array of image names")
      }
      do {
        let written = try approval.approve(names)
        let folder = (try? approval.lastReport().folders?.baseline) ?? ""
        let accepted = written.map { CheckRun.relativeName($0, in: folder) }
        return json(
          "{\"accepted\": [" + accepted.map(JSONValue.quoted).joined(separator: ", ") + "]}")
      } catch {
        let message = (error as? Diagnostic)?.message ?? "\(error)"
        return json("{\"error\": \(JSONValue.quoted(message))}", status: 400)
      }
    case (_, "/accept"):
      return text(405, "POST a JSON array of names")
    default:
      return text(404, "not found")
    }
  }

  static func text(_ status: Int, _ message: String) -> LoopbackHTTPServer.Response {
    LoopbackHTTPServer.Response(
      status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
  }

  static func json(_ text: String, status: Int = 200) -> LoopbackHTTPServer.Response {
    LoopbackHTTPServer.Response(
      status: status, contentType: "application/json", body: Array(text.utf8))
  }

  /// The report page with the review script added and allowed.
  static func page(_ html: String) -> String {
    let hash = "'sha256-" + Data(SHA256.hash(Array(script.utf8))).base64EncodedString() + "'"
    return
      html
      .replacingOccurrences(of: "script-src ", with: "connect-src 'self'; script-src \(hash) ")
      .replacingOccurrences(of: "</body>", with: "<script>\(script)</script>\n</body>")
  }

  /// Adds the Accept buttons. `#click=<card id>` (or `#click=all`) clicks one on load,
  /// for a headless browser that cannot click by itself.
  static let script = """
    (async () => {
      const items = await (await fetch('/items')).json();
      const style = document.createElement('style');
      style.textContent = '.review-accept{font:inherit;margin:.3em 0;padding:.3em 1em;cursor:pointer}'
        + '.card.accepted{outline:3px solid #1a7f37}.accepted-note{color:#1a7f37;font-weight:600}';
      document.head.appendChild(style);
      const buttons = {};
      async function accept(names) {
        const response = await fetch('/accept', {method: 'POST', body: JSON.stringify(names)});
        const answer = await response.json();
        if (answer.error) { alert(answer.error); return; }
        for (const item of items) {
          if (!answer.accepted.includes(item.name)) continue;
          const card = document.getElementById(item.id);
          card.classList.add('accepted');
          const note = document.createElement('p');
          note.className = 'accepted-note';
          note.textContent = item.status === 'removed'
            ? 'Accepted: the reference is deleted.'
            : 'Accepted: the reference is now this image.';
          buttons[item.id].replaceWith(note);
        }
        if (!items.some(i => buttons[i.id] && buttons[i.id].isConnected)) {
          const all = document.getElementById('review-accept-all');
          if (all) all.remove();
        }
      }
      const pending = items.filter(i => i.status !== 'unchanged');
      for (const item of pending) {
        const card = document.getElementById(item.id);
        if (!card) continue;
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'review-accept';
        button.textContent = item.status === 'removed' ? 'Accept removal' : 'Accept';
        button.addEventListener('click', () => accept([item.name]));
        card.insertBefore(button, card.children[1] || null);
        buttons[item.id] = button;
      }
      if (pending.length > 0) {
        const all = document.createElement('button');
        all.type = 'button';
        all.id = 'review-accept-all';
        all.className = 'review-accept';
        all.textContent = 'Accept all ' + pending.length;
        all.addEventListener('click', () => accept(pending.map(i => i.name)));
        const main = document.querySelector('main');
        main.insertBefore(all, main.firstChild);
        buttons['all'] = all;
      }
      const click = new URLSearchParams(location.hash.slice(1)).get('click');
      if (click && buttons[click]) buttons[click].click();
    })();
    """
}

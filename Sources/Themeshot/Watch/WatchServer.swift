import Foundation
import Primitives

/// Serves a ``WatchSession`` on 127.0.0.1: one page with every theme side by side for each
/// screen, which polls `/version` and reloads the pictures that changed; errors are shown in
/// the page with their file, line and column instead of a picture.
public final class WatchServer: Sendable {
  private let server: LoopbackHTTPServer

  /// The URL to open.
  public var url: String { "http://127.0.0.1:\(server.port)/" }

  public init(session: WatchSession, port: Int = 0) throws {
    server = try LoopbackHTTPServer(port: port) { request in
      Self.handle(request, session: session)
    }
  }

  public func stop() { server.stop() }

  static func handle(_ request: LoopbackHTTPServer.Request, session: WatchSession)
    -> LoopbackHTTPServer.Response
  {
    guard request.method == "GET" else { return text(405, "GET only") }
    if request.path == "/" || request.path == "/index.html" {
      return LoopbackHTTPServer.Response(
        contentType: "text/html; charset=utf-8", body: Array(page(session).utf8))
    }
    if request.path == "/version" { return text(200, "\(session.version)") }
    if request.path == "/errors" {
      let lines = session.errors.flatMap { item in item.errors.map { item.name + ": " + $0 } }
      return text(200, lines.joined(separator: "\n"))
    }
    if request.path.hasPrefix("/image/") {
      let name = String(request.path.dropFirst("/image/".count).dropLast(".bmp".count))
      guard request.path.hasSuffix(".bmp"), let image = session.picture(name)?.image else {
        return text(404, "no picture")
      }
      return LoopbackHTTPServer.Response(contentType: "image/bmp", body: image)
    }
    return text(404, "not found")
  }

  static func text(_ status: Int, _ body: String) -> LoopbackHTTPServer.Response {
    LoopbackHTTPServer.Response(
      status: status, contentType: "text/plain; charset=utf-8", body: Array(body.utf8))
  }

  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// The page: a row per screen, a column per theme. Errors replace the picture.
  static func page(_ session: WatchSession) -> String {
    var themes: [String] = []
    var screens: [String] = []
    for item in session.items {
      if !themes.contains(item.theme.name) { themes.append(item.theme.name) }
      let stem = WatchSession.Item.stem(item.screen)
      if !screens.contains(stem) { screens.append(stem) }
    }
    var rows = ""
    for screen in screens {
      rows += "<h2>\(escape(screen))</h2><div class=row>"
      for theme in themes {
        let name = theme + "/" + screen
        rows += "<figure><figcaption>\(escape(theme))</figcaption>"
        let picture = session.picture(name)
        if let errors = picture?.errors, !errors.isEmpty {
          rows += "<pre class=error>" + errors.map(escape).joined(separator: "\n") + "</pre>"
        }
        if picture?.image != nil {
          rows +=
            "<img data-name=\"\(escape(name))\" src=\"/image/\(escape(name)).bmp?v=\(session.version)\">"
        }
        rows += "</figure>"
      }
      rows += "</div>"
    }
    return """
      <!doctype html><html><head><meta charset=utf-8><title>themeshot watch</title>
      <style>
      body{font:14px -apple-system,system-ui,sans-serif;margin:16px;background:#f2f2f7;color:#000}
      .row{display:flex;gap:16px;flex-wrap:wrap}figure{margin:0}
      img{width:260px;border-radius:12px;box-shadow:0 1px 4px #0003;background:#fff}
      figcaption{font-weight:600;margin:4px 0}
      .error{color:#c00;background:#fff0f0;padding:8px;border-radius:8px;max-width:520px;white-space:pre-wrap}
      </style></head><body><h1>themeshot watch</h1>\(rows)
      <script>
      let version = \(session.version);
      async function poll() {
        try {
          const v = Number(await (await fetch('/version')).text());
          if (v !== version) { location.reload(); return; }
        } catch (e) {}
        setTimeout(poll, 150);
      }
      setTimeout(poll, 150);
      </script></body></html>

      """
  }
}

import ArgumentParser
import Themeshot

/// `themeshot watch`: re-render on save and show every theme side by side in a browser.
struct WatchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Re-render screens when a theme or screen file is saved; serve a live page.",
    discussion: """
      Renders every screen in every theme (or those named), serves a page on 127.0.0.1 that \
      shows them side by side and updates itself, and re-renders only what a saved file \
      affects. Errors show in the page with their file, line and column. Stop with Ctrl-C.
      """)

  @Option(help: "The project folder.") var project = "."
  @Option(name: .customLong("theme"), help: "A theme to show (repeat; default: all).")
  var themes: [String] = []
  @Option(name: .customLong("screen"), help: "A screen to show (repeat; default: all).")
  var screens: [String] = []
  @Option(help: "The port on 127.0.0.1 (0: any free port).") var port = 0
  @Option(help: "How often to look for saved files, in milliseconds (20...2000).")
  var interval = 50

  func run() async throws {
    guard (20...2000).contains(interval) else {
      throw ValidationError("--interval must be 20...2000 milliseconds, not \(interval)")
    }
    let loaded = try Project.load(root: project)
    let session = WatchSession(
      project: loaded, themes: themes, screens: screens,
      renderer: try Renderer(
        fontFolders: loaded.fontFolders, registry: loaded.registry,
        assetCatalogs: loaded.assetCatalogs, imageFolder: loaded.imageFolder,
        symbols: loaded.symbols),
      device: loaded.devices.first ?? .default)
    guard !session.items.isEmpty else {
      throw ValidationError("nothing to watch: no screens or themes match")
    }
    session.start()
    let server = try WatchServer(session: session, port: port)
    print("watching \(session.items.count) pictures: \(server.url)")
    while true {
      try await Task.sleep(nanoseconds: UInt64(interval) * 1_000_000)
      for name in session.poll() { print("rendered \(name)") }
    }
  }
}

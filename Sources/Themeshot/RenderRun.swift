import Foundation
import PNG
import Primitives
import Text
import Widgets

/// One PNG a render run writes.
public struct RenderItem: Hashable, Sendable {
  public var screen: String
  public var theme: Project.ThemeEntry
  public var device: Device
  /// `out/<Theme>/<screen>.png` (with a device folder when several devices render).
  public var output: String
}

/// Renders screens × themes × devices of a project to PNG files, each with a metadata file
/// beside it (`<screen>.json`: screen, theme, device and the fonts used, no timestamps and
/// no absolute paths), written atomically.
public struct RenderRun {
  public var project: Project
  public var items: [RenderItem]

  /// Plans the run: `themes` and `screens` narrow the project's lists (screen names or
  /// paths; theme names, or `all`); `device` and `scale` override the project's devices.
  public init(
    project: Project, themes: [String], screens: [String] = [], device: Device? = nil,
    scale: Double? = nil, output: String? = nil
  ) throws {
    self.project = project
    var errors: [Diagnostic] = []
    var chosenThemes: [Project.ThemeEntry] = []
    if themes.isEmpty || themes.contains("all") {
      chosenThemes = project.themes
    } else {
      for name in themes {
        if let t = project.theme(named: name) {
          chosenThemes.append(t)
        } else {
          errors.append(
            .error(
              "unknown theme '\(name)' (the project has: "
                + project.themes.map(\.name).joined(separator: ", ") + ")"))
        }
      }
    }
    var chosenScreens = project.screens
    if !screens.isEmpty {
      chosenScreens = []
      for s in screens {
        if FileManager.default.fileExists(atPath: s) {
          chosenScreens.append(s)
        } else if let hit = project.screens.first(where: { Self.screenName($0) == s }) {
          chosenScreens.append(hit)
        } else {
          errors.append(
            .error(
              "unknown screen '\(s)' (the project has: "
                + project.screens.map(Self.screenName).joined(separator: ", ") + ")"))
        }
      }
    }
    if chosenThemes.isEmpty, errors.isEmpty {
      errors.append(.error("no themes to render (name them in themeshot.yml or themes/)"))
    }
    if chosenScreens.isEmpty, errors.isEmpty {
      errors.append(.error("no screens to render (put screen files in screens/)"))
    }
    if !errors.isEmpty { throw DiagnosticError(errors) }
    var devices = device.map { [$0] } ?? project.devices
    if let scale {
      devices = devices.map {
        var d = $0
        d.scale = scale
        return d
      }
    }
    let out = output ?? project.output
    items = []
    for theme in chosenThemes {
      for device in devices {
        for screen in chosenScreens {
          var folder = out + "/" + theme.name
          if devices.count > 1 { folder += "/" + device.name }
          items.append(
            RenderItem(
              screen: screen, theme: theme, device: device,
              output: folder + "/" + Self.screenName(screen) + ".png"))
        }
      }
    }
  }

  /// A screen's name: its file name without extension.
  public static func screenName(_ path: String) -> String {
    ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  /// Renders every item in order with `renderer`, loading each theme once through
  /// `loadSheet`. Calls `progress` after each file; returns the warnings met. Throws the
  /// first error (bad screen or theme) after the files before it are written.
  public func run(
    renderer: Renderer, loadSheet: (Project.ThemeEntry) throws -> any StyleSheet,
    progress: (Int, RenderItem) -> Void = { _, _ in }
  ) throws -> [Diagnostic] {
    var sheets: [String: any StyleSheet] = [:]
    var warnings: [Diagnostic] = []
    for (i, item) in items.enumerated() {
      let sheet: any StyleSheet
      if let s = sheets[item.theme.name] {
        sheet = s
      } else {
        sheet = try loadSheet(item.theme)
        sheets[item.theme.name] = sheet
      }
      let screen = try ScreenFile.load(item.screen, registry: renderer.cascade.registry)
      let out = try renderer.render(screen, sheet: sheet, device: item.device)
      let errors = out.diagnostics.filter { $0.severity == .error }
      if !errors.isEmpty { throw DiagnosticError(errors) }
      warnings += out.diagnostics
      try PNGEncoder().write(out.bitmap, to: item.output)
      let meta = RenderMetadata(item: item, fonts: out.fonts, root: project.root)
      try AtomicFile.write(Array(meta.json.utf8), to: Self.metadataPath(item.output))
      progress(i + 1, item)
    }
    var seen = Set<Diagnostic>()
    return warnings.filter { seen.insert($0).inserted }
  }

  /// `out/Dark/settings.png` → `out/Dark/settings.json`.
  public static func metadataPath(_ png: String) -> String {
    (png as NSString).deletingPathExtension + ".json"
  }
}

import Foundation
import Themes
import Widgets

/// The `render` use case: a project's screens × themes × devices × content sizes to PNG
/// files.
public struct RenderTask {
  public let run: RenderRun
  let renderer: Renderer
  /// Warnings are errors (exit status 2).
  let strict: Bool
  /// Warn about text below this WCAG level, measured on the rendered pixels (`--wcag`).
  public var contrastLevel: ContrastLevel?

  /// Plans the run (see ``RenderRun``); `device` is a preset name or WIDTHxHEIGHT@SCALE.
  public init(
    project root: String, themes: [String], screens: [String], device: String?,
    scale: Double?, output: String?, strict: Bool = false, allowOutsideProject: Bool = false,
    style: Appearance.Style? = nil,
    contrast: Appearance.Contrast? = nil, contentSizes: [ContentSizeCategory] = []
  ) throws {
    self.strict = strict
    let project = try Project.load(root: root, allowOutsideProject: allowOutsideProject)
    run = try RenderRun(
      project: project, themes: themes, screens: screens, device: try Devices.named(device),
      scale: scale, output: output, style: style, contrast: contrast, contentSizes: contentSizes)
    renderer = try Renderer(
      fontFolders: project.fontFolders, registry: project.registry,
      assetCatalogs: project.assetCatalogs, imageFolder: project.imageFolder,
      symbols: project.symbols)
  }

  /// Said once per run when the fonts are not set up: renders still work, with DejaVu
  /// standing in.
  public var setupWarning: Diagnostic? { renderer.fonts.setupWarning }

  /// The PNG paths the run writes, in order.
  public var outputs: [String] { run.items.map(\.output) }

  /// Renders every item, printing each theme's load warnings as it is loaded and the
  /// render warnings at the end (errors with `strict`); `progress` is called after each file
  /// and `finished` once all are written, before the warnings.
  public func perform(progress: (Int, String) -> Void, finished: () -> Void) throws {
    let warnings = try run.run(
      renderer: renderer,
      loadSheet: { try ThemeSheets.load($0, project: run.project, strict: strict) },
      contrastLevel: contrastLevel,
      progress: { done, item in progress(done, item.output) })
    finished()
    try ThemeSheets.report(warnings, strict: strict)
  }
}

/// Device names as the options take them.
public enum Devices {
  /// The preset or WIDTHxHEIGHT@SCALE `name` stands for; nil for nil; a ``UsageError``
  /// listing the presets for a name nothing knows.
  public static func named(_ name: String?) throws -> Device? {
    guard let name else { return nil }
    guard let d = Device.named(name) else {
      throw UsageError(
        "unknown device '\(name)'; presets: "
          + Device.presets.map(\.name).joined(separator: ", ") + ", or WIDTHxHEIGHT@SCALE")
    }
    return d
  }
}

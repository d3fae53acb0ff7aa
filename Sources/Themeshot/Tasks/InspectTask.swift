import Themes
import Widgets

/// What `inspect` prints: the widget tree as text and as JSON, and the diagnostics.
public struct InspectOutcome: Sendable {
  public var text: String
  public var json: JSONValue
  public var diagnostics: [Diagnostic]
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The `inspect` use case: style and lay out one screen with a theme, and describe every
/// widget.
public enum InspectTask {
  /// Inspects `screen` with the project's theme `theme` or the theme files of `request`;
  /// `device` (a preset or WIDTHxHEIGHT@SCALE) stands in when the screen names none.
  /// Load errors are thrown as a `DiagnosticError` after `onLoadError` has seen them (for
  /// `--json`, which prints them as a document too).
  public static func run(
    screen: String, request: ThemeRequest, theme: String?, project: String, device: String?,
    style: Appearance.Style? = nil, contrast: Appearance.Contrast? = nil,
    onLoadError: ([Diagnostic]) -> Void
  ) throws -> InspectOutcome {
    var files = request
    var registry = PropertyRegistry.standard
    var catalogs = AssetLibrary.find(in: project)
    var look = Appearance.light
    if let theme {
      let p = try Project.load(root: project)
      registry = p.registry
      guard let found = p.theme(named: theme) else {
        throw UsageError(
          "unknown theme '\(theme)' (the project has: "
            + p.themes.map(\.name).joined(separator: ", ") + ")")
      }
      files.files = found.files
      files.alternatives = found.alternatives + request.alternatives
      catalogs = p.assetCatalogs
      look = found.appearance
    }
    // Colour names resolve in the theme's appearance, the screen file's own over it, and
    // the one asked for over both.
    look = AppearanceChoice.resolve(
      theme: look, screen: ScreenFile.ownAppearance(at: screen),
      commandLine: AppearanceChoice(style: style, contrast: contrast))
    let assets = AssetLibrary(paths: catalogs)
    var chosen = Device.default
    if let device {
      guard let named = Device.named(device) else { throw UsageError("unknown device '\(device)'") }
      chosen = named
    }
    let loaded: Theme
    var screenValue: Screen
    do {
      var options = try files.loadOptions()
      options.catalog = registry.catalog
      (loaded, screenValue) = try assets.colorEnvironment(look).withValue {
        (
          try ThemeLoader.load(
            files: files.files, alternatives: files.alternatives, options: options),
          try InterfaceBuilderScreens.load(screen, registry: registry)
        )
      }
      screenValue.appearance = look
    } catch let error as DiagnosticError {
      onLoadError(error.diagnostics)
      throw error
    }
    let renderer = try Renderer(registry: registry, assetCatalogs: catalogs)
    let (_, diagnostics) = renderer.displayList(
      screenValue, sheet: ThemeStyleSheet(loaded), device: screenValue.device ?? chosen)
    var all = loaded.diagnostics + diagnostics
    if request.strict { all = all.map(\.promotedToError) }
    return InspectOutcome(
      text: Inspection.text(screenValue.root),
      json: Inspection.json(screenValue.root, diagnostics: all, fonts: renderer.fonts),
      diagnostics: all)
  }

  /// The JSON document for diagnostics alone (a screen or theme that did not load).
  public static func json(diagnostics: [Diagnostic]) -> JSONValue {
    Inspection.json(nil, diagnostics: diagnostics)
  }
}

import Primitives

/// A screen: a widget tree and the device it is meant for, read from a screen file or
/// built in Swift.
public struct Screen {
  /// The screen's name (the file name without extension): `out/<Theme>/<name>.png`.
  public var name: String
  public var root: Widget
  /// The device the file names, if any.
  public var device: Device?
  /// A size that overrides the device's (`size: [w, h]`).
  public var size: Size?
  /// A scale that overrides the device's.
  public var scale: Double?
  /// The file the screen was read from.
  public var file: String?
  /// Warnings found while reading (unsupported states, unknown properties).
  public var diagnostics: [Diagnostic]
  /// Whether the iOS status bar (9:41, signal, battery) is drawn over the screen.
  public var statusBar: Bool = true
  /// Sets frames for the device after styling and before layout (a storyboard scene's
  /// Auto Layout constraints); returns its warnings.
  public var constrain: ((Device, any TextMeasuring) -> [Diagnostic])?
  /// The interface style and contrast the screen renders in (`appearance: dark`); a
  /// theme or the command line may set it before rendering.
  public var appearance: Appearance = .light
  /// What the screen file itself names (`appearance`, `contrast`): it wins over the theme's
  /// appearance, and the command line wins over it.
  public var ownAppearance = AppearanceChoice()
  /// Whether the capture grows to show its scroll views' whole content
  /// (`capture: fullHeight`), as a full-page browser screenshot does.
  public var fullHeight: Bool = false

  /// The safe area on `device`: no top inset without a status bar.
  public func safeArea(on device: Device) -> EdgeInsets {
    SafeArea.insets(for: device.size, statusBar: statusBar)
  }

  public init(
    name: String, root: Widget, device: Device? = nil, size: Size? = nil, scale: Double? = nil,
    file: String? = nil, diagnostics: [Diagnostic] = []
  ) {
    self.name = name
    self.root = root
    self.device = device
    self.size = size
    self.scale = scale
    self.file = file
    self.diagnostics = diagnostics
  }

  /// The device to render on: the screen's own size and scale over `fallback`.
  public func resolvedDevice(_ fallback: Device) -> Device {
    var d = device ?? fallback
    if let size { d.size = size }
    if let scale { d.scale = scale }
    return d
  }
}

/// The parts of an appearance one layer names (a screen file, the command line); a part it
/// leaves nil follows the layer below (the theme's).
public struct AppearanceChoice: Hashable, Sendable {
  public var style: Appearance.Style?
  public var contrast: Appearance.Contrast?

  public init(style: Appearance.Style? = nil, contrast: Appearance.Contrast? = nil) {
    self.style = style
    self.contrast = contrast
  }

  public var isEmpty: Bool { style == nil && contrast == nil }

  /// `base` with the parts this choice names.
  public func applied(to base: Appearance) -> Appearance {
    Appearance(style: style ?? base.style, contrast: contrast ?? base.contrast)
  }

  /// The appearance a screen renders in: the theme's, then what the screen file names, then
  /// the command line's (`--appearance`, `--contrast`), each part from the highest layer
  /// that names it.
  public static func resolve(
    theme: Appearance, screen: AppearanceChoice, commandLine: AppearanceChoice
  ) -> Appearance {
    commandLine.applied(to: screen.applied(to: theme))
  }
}

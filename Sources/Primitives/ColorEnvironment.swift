/// A colour with a value per appearance, as an asset catalog's colorset defines it (an
/// "any" value, and optional dark and increased-contrast variants).
public struct DynamicColor: Hashable, Sendable {
  public var any: Color
  public var dark: Color?
  public var highContrast: Color?
  public var darkHighContrast: Color?

  public init(
    any: Color, dark: Color? = nil, highContrast: Color? = nil, darkHighContrast: Color? = nil
  ) {
    self.any = any
    self.dark = dark
    self.highContrast = highContrast
    self.darkHighContrast = darkHighContrast
  }

  /// The variant for `appearance`: the closest defined one, as `UIColor(named:)` picks it
  /// (a missing high-contrast variant falls back to the normal one of the same style, a
  /// missing dark one to "any").
  public func resolved(in appearance: Appearance) -> Color {
    switch (appearance.style, appearance.contrast) {
    case (.light, .normal): return any
    case (.light, .high): return highContrast ?? any
    case (.dark, .normal): return dark ?? any
    case (.dark, .high): return darkHighContrast ?? dark ?? highContrast ?? any
    }
  }
}

/// What colour names mean while a theme or screen is read: the render's appearance and the
/// project's named colours (asset catalog colorsets).
///
/// It is a task-local value so that every stage that converts colour text (Themes'
/// converters, Widgets' screen values) sees the render's appearance without each loader
/// API growing a parameter; ``withValue(_:operation:)`` scopes it to one load.
public struct ColorEnvironment: Hashable, Sendable {
  public var appearance: Appearance
  /// Named colours by their exact name (`BrandBlue` from `BrandBlue.colorset`).
  public var namedColors: [String: DynamicColor]

  public init(appearance: Appearance = .light, namedColors: [String: DynamicColor] = [:]) {
    self.appearance = appearance
    self.namedColors = namedColors
  }

  /// The environment in effect: light, no named colours, unless a caller scoped one.
  @TaskLocal public static var current = ColorEnvironment()

  /// Runs `operation` with this environment in effect.
  public func withValue<R>(_ operation: () throws -> R) rethrows -> R {
    try ColorEnvironment.$current.withValue(self, operation: operation)
  }

  /// The colour `name` stands for in this appearance: an iOS system colour (`systemBlue`,
  /// `label`, `UIColor.labelColor`, `.secondaryLabel`) or a named colour, or nil.
  public func color(named name: String) -> Color? {
    if let named = namedColors[name] { return named.resolved(in: appearance) }
    var key = Substring(name)
    for prefix in ["UIColor.", "."] where key.hasPrefix(prefix) {
      key = key.dropFirst(prefix.count)
    }
    if key.hasSuffix("()") { key = key.dropLast(2) }
    guard let system = SystemColor(name: String(key)) else { return nil }
    return system.resolved(in: appearance)
  }
}

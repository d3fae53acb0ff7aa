/// What a dialect's library leaves on a view when its theme names a font iOS lacks
/// (`[UIFont fontWithName:size:]` is nil). The rule is the dialect's; the font library that
/// says which names iOS has is the render's (the Themes stage does not know the installed
/// faces), so `Themeshot/UnknownFonts.swift` applies it after the cascade.
public enum MissingFontRule: Hashable, Sendable {
  /// The system font at the written size: A_StyleInjection (DefaultStyleDecoder.m
  /// `__convertFont:` falls back to `systemFontOfSize:`), and Motif and Swift themes,
  /// whose fonts themeshot has always drawn so.
  case systemAtWrittenSize
  /// UIKit's default, the system font at 17 pt: Giotto applies the nil font
  /// (SDThemeManager.m `valueForConventionalString:`, NSObject+ThemeManager.m
  /// `setValue:forKeyPath:`), and a label given nil goes back to its default.
  case uiKitDefault
  /// The key is not applied, and the view keeps the font it had. Pixelbits'
  /// UIFontConverter returns nil, every later converter in ValueToPropertyConverter.swift
  /// declines `"Name, 14"`, so the string itself is set with `setValue:forKey:` inside
  /// SwiftExceptionHandling (PBProperty.swift `apply`), which catches and logs the failure.
  case keepPrevious

  /// The rule of `dialect`.
  public static func of(_ dialect: Dialect) -> MissingFontRule {
    switch dialect {
    case .giotto: .uiKitDefault
    case .pixelbits: .keepPrevious
    case .styleInjection, .motif, .swift: .systemAtWrittenSize
    }
  }

  /// UIKit's default label font size, what `label.font = nil` restores.
  public static let uiKitDefaultSize = 17.0
}

extension Theme {
  /// The dialect of each theme file that defined a constant, style or rule.
  public var dialectsByFile: [String: Dialect] {
    var out: [String: Dialect] = [:]
    for c in constants.values { out[c.location.file] = c.dialect }
    for s in styles.values { out[s.location.file] = s.dialect }
    for r in rules { out[r.location.file] = r.dialect }
    return out
  }
}

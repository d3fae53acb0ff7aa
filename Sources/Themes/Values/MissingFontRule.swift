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

  /// What the device draws instead of a font iOS lacks named in a `dialect` file, as the
  /// end of the one warning `render`, `inspect` and `theme lint` print for it.
  public static func consequence(in dialect: Dialect) -> String {
    switch of(dialect) {
    case .uiKitDefault:
      "Giotto sets the font to nil, so UIKit's default (the system font at 17 pt) is drawn"
        + " (a segmented control refuses the nil and keeps its titles' font)"
    case .keepPrevious:
      "Pixelbits sets the text itself, which UIKit refuses, so the view keeps its own font"
    case .systemAtWrittenSize: "using the system font"
    }
  }

  /// The font library's warning for an unknown name (`unknown font 'X' (did you mean 'Y'?);
  /// using the system font`) with the dialect's consequence in place of its ending.
  public static func warning(_ libraryMessage: String, in dialect: Dialect) -> String {
    let ending = "; using the system font"
    guard libraryMessage.hasSuffix(ending) else { return libraryMessage }
    return String(libraryMessage.dropLast(ending.count)) + "; " + consequence(in: dialect)
  }
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

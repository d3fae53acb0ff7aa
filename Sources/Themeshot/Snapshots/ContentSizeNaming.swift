/// How a Dynamic Type setting shows in a reference's name: not at all at the default
/// (`large`), so references recorded before content sizes were a setting keep their names;
/// otherwise UIKit's name of the category after an `@` (`settings@extraLarge.png`), the
/// way `@2x` marks a scale.
public enum ContentSizeNaming {
  /// `""` for `.large`, else `@` and UIKit's name (`@accessibilityExtraExtraExtraLarge`).
  public static func suffix(_ category: ContentSizeCategory) -> String {
    category == .large ? "" : "@" + category.uikitName
  }

  /// A ThemeshotTesting snapshot name with the category added when it is not the default
  /// (`dark` → `dark@extraLarge`; no name → `extraLarge`).
  public static func name(_ name: String?, _ category: ContentSizeCategory) -> String? {
    guard category != .large else { return name }
    guard let name else { return category.uikitName }
    return name + suffix(category)
  }

  /// Why `name` is not a content size category, listing UIKit's names.
  public static func unknownReason(_ name: String?) -> String {
    let known = ContentSizeCategory.allCases.map(\.uikitName).joined(separator: ", ")
    guard let name else { return "expected a content size category name (\(known))" }
    return "unknown content size category '\(name)' (expected one of \(known); "
      + "the short names xSmall … accessibility5 and UICTContentSizeCategoryXL also work)"
  }
}

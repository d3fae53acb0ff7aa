import Foundation
import Primitives

/// iOS Dynamic Type: the user's preferred reading size, a device setting.
/// UIKit's `UIContentSizeCategory`; the default is ``large``.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// UIKit's name of the category (`UIContentSizeCategory.accessibilityExtraExtraExtraLarge`),
  /// used in file names and reports.
  public var uikitName: String {
    switch self {
    case .xSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .xLarge: "extraLarge"
    case .xxLarge: "extraExtraLarge"
    case .xxxLarge: "extraExtraExtraLarge"
    case .accessibility1: "accessibilityMedium"
    case .accessibility2: "accessibilityLarge"
    case .accessibility3: "accessibilityExtraLarge"
    case .accessibility4: "accessibilityExtraExtraLarge"
    case .accessibility5: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// Parses the short names above and UIKit's spellings (`extraSmall`,
  /// `accessibilityExtraLarge`, `UICTContentSizeCategoryXL`), case-insensitively.
  public init?(name: String) {
    guard
      let match = DynamicTypeName.parse(
        name, prefix: "uictcontentsizecategory", aliases: Self.aliases)
    else { return nil }
    self = match
  }

  /// Normalized spellings that are not a case's own name.
  static let aliases: [String: ContentSizeCategory] = [
    "xs": .xSmall, "extrasmall": .xSmall, "s": .small, "m": .medium, "l": .large,
    "xl": .xLarge, "extralarge": .xLarge, "xxl": .xxLarge, "extraextralarge": .xxLarge,
    "xxxl": .xxxLarge, "extraextraextralarge": .xxxLarge,
    "accessibilitym": .accessibility1, "accessibilitymedium": .accessibility1,
    "accessibilityl": .accessibility2, "accessibilitylarge": .accessibility2,
    "accessibilityxl": .accessibility3, "accessibilityextralarge": .accessibility3,
    "accessibilityxxl": .accessibility4, "accessibilityextraextralarge": .accessibility4,
    "accessibilityxxxl": .accessibility5, "accessibilityextraextraextralarge": .accessibility5,
  ]
}

/// UIKit's `UIFont.TextStyle`: the styles `UIFont.preferredFont(forTextStyle:)` takes.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// Parses the names above, UIKit's constants (`UIFontTextStyleHeadline`) and the Swift
  /// spellings without numbers (`title` = title1, `caption` = caption1, `subhead`).
  public init?(name: String) {
    guard let match = DynamicTypeName.parse(name, prefix: "uifonttextstyle", aliases: Self.aliases)
    else { return nil }
    self = match
  }

  /// Normalized spellings that are not a case's own name.
  static let aliases: [String: TextStyle] = [
    "title": .title1, "caption": .caption1, "subhead": .subheadline,
  ]
}

/// The one parser of Dynamic Type names (content size categories and text styles): the
/// name is normalized (case, spaces, punctuation) and UIKit's constant prefix dropped, then
/// matched against the cases' own names and then the aliases.
enum DynamicTypeName {
  static func parse<Name: RawRepresentable & CaseIterable>(
    _ name: String, prefix: String, aliases: [String: Name]
  ) -> Name? where Name.RawValue == String {
    let key = FaceMatching.normalizedKey(name).replacingOccurrences(of: prefix, with: "")
    return Name.allCases.first { $0.rawValue.lowercased() == key } ?? aliases[key]
  }
}

/// The iOS Dynamic Type size table (Apple Human Interface Guidelines, "Typography",
/// iOS/iPadOS Dynamic Type sizes): point size per text style and content size category.
/// Every style is Regular except `headline`, which is Semibold at every size.
public enum DynamicType {
  /// Sizes in points, one row per category (in ``ContentSizeCategory/allCases`` order),
  /// columns in ``TextStyle/allCases`` order: largeTitle, title1, title2, title3,
  /// headline, body, callout, subheadline, footnote, caption1, caption2.
  static let sizes: [[Double]] = [
    [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
    [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // small
    [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // medium
    [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // large (default)
    [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
    [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
    [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
    [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // accessibility1 (AX1)
    [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // accessibility2
    [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // accessibility3
    [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // accessibility4
    [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // accessibility5
  ]

  /// `spec` as UIKit sizes it at `category`. The system font with a text style is
  /// `UIFont.preferredFont(forTextStyle:)`: the table's size and weight (an explicit weight
  /// stays). Another family with a text style is a custom font scaled by
  /// `UIFontMetrics(forTextStyle:).scaledFont(for:)`: its size times the style's growth from
  /// ``ContentSizeCategory/large`` (Apple publishes no other curve; the HIG table is the
  /// one the system's own styles follow). A font without a text style, or with a style
  /// nothing knows, is returned unchanged: UIKit scales only these two kinds of font.
  public static func sized(_ spec: FontSpec, category: ContentSizeCategory) -> FontSpec {
    guard let name = spec.textStyle, let style = TextStyle(name: name) else { return spec }
    var out = spec
    let target = font(style, category: category)
    let system = ["", "system"].contains(
      spec.name.trimmingCharacters(in: .whitespaces).lowercased())
    if system {
      out.size = target.size
      out.weight = spec.weight ?? target.weight
    } else {
      out.size = spec.size * target.size / font(style, category: .large).size
    }
    return out
  }

  /// Point size and CSS weight of `style` at `category`.
  public static func font(_ style: TextStyle, category: ContentSizeCategory = .large)
    -> (size: Double, weight: Int)
  {
    let row = ContentSizeCategory.allCases.firstIndex(of: category)!
    let column = TextStyle.allCases.firstIndex(of: style)!
    return (sizes[row][column], style == .headline ? 600 : 400)
  }
}

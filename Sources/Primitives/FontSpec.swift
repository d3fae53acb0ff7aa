/// A font as a theme or screen asks for it, before resolution to a file.
///
/// `name` is what the user wrote: an iOS family or PostScript name (`Helvetica Neue`,
/// `AvenirNext-DemiBold`), an alias (`system`, `systemBold`, `systemItalic`), a fontconfig
/// pattern (`DejaVu Sans:bold`) or a path to a font file. The Text stage resolves it.
public struct FontSpec: Hashable, Sendable {
  public var name: String
  /// Size in points.
  public var size: Double
  /// CSS weight 1...1000 when given apart from the name (Dynamic Type, Motif).
  public var weight: Int?
  public var italic: Bool
  /// A Dynamic Type text style (`body`, `headline`, …) that sets size and weight.
  public var textStyle: String?

  public init(
    name: String, size: Double, weight: Int? = nil, italic: Bool = false,
    textStyle: String? = nil
  ) {
    self.name = name
    self.size = size
    self.weight = weight
    self.italic = italic
    self.textStyle = textStyle
  }

  /// The system font at `size` (iOS `UIFont.systemFont(ofSize:)`).
  public static func system(size: Double, weight: Int? = nil) -> FontSpec {
    FontSpec(name: "system", size: size, weight: weight)
  }
}

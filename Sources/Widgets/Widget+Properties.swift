import Primitives
import Text

/// iOS defaults for what a widget shows when nothing sets it (light-mode system colors).
public enum SystemDefaults {
  public static let font = FontSpec.system(size: 17)
  public static let label = Color.black
  public static let tint = Color(red: 0, green: 122, blue: 255)
  public static let placeholder = Color(red: 60, green: 60, blue: 67, alpha: 77)
  public static let switchOn = Color(red: 52, green: 199, blue: 89)
  public static let switchOff = Color(red: 120, green: 120, blue: 128, alpha: 41)
  public static let track = Color(red: 120, green: 120, blue: 128, alpha: 51)
  public static let segmentBackground = Color(red: 118, green: 118, blue: 128, alpha: 31)
  public static let fieldBorder = Color(red: 60, green: 60, blue: 67, alpha: 74)
}

extension Widget {
  /// The value of `key` here or on the nearest ancestor that has one (CSS inheritance).
  public func inherited(_ key: String) -> PropertyValue? {
    var w: Widget? = self
    while let cur = w {
      if let v = cur.value(key), v != .null { return v }
      w = cur.parent
    }
    return nil
  }

  func number(_ key: String) -> Double? { value(key)?.number }
  func color(_ key: String) -> Color? { value(key)?.color }
  func bool(_ key: String) -> Bool? { value(key)?.bool }
  func string(_ key: String) -> String? { value(key)?.string }

  /// The frame layout starts from: the screen's `frame`, else a `frame` property (from
  /// `props` or a theme).
  public var givenFrame: Rect? {
    if let frame { return frame }
    if case .rect(let r)? = value("frame") { return r }
    return nil
  }

  public var isHidden: Bool { bool("isHidden") ?? false }
  public var alpha: Double { min(max(number("alpha") ?? 1, 0), 1) }
  public var clipsToBounds: Bool { bool("clipsToBounds") ?? false }
  public var layoutMargins: EdgeInsets { value("layoutMargins")?.insets ?? .zero }
  /// tintColor, inherited down the tree (UIKit), system blue at the top.
  public var tintColor: Color { inherited("tintColor")?.color ?? SystemDefaults.tint }
  /// A label's or field's font: its own, else the nearest ancestor's, else 17 pt system.
  public var font: FontSpec { inherited("font")?.font ?? SystemDefaults.font }
  /// A label's text color: its own, else the nearest ancestor's, else the label color.
  public var textColor: Color {
    if effectiveState == .highlighted, let c = color("highlightedTextColor") { return c }
    return inherited("textColor")?.color ?? SystemDefaults.label
  }
  public var text: String { string("text") ?? "" }
  public var numberOfLines: Int {
    Int(clamping: number("numberOfLines") ?? 1, to: 0...1_000_000)
  }
  public var lineBreakMode: LineBreakMode {
    string("lineBreakMode").flatMap(LineBreakMode.init(rawValue:)) ?? .byTruncatingTail
  }
  public var textAlignment: Text.TextAlignment {
    string("textAlignment").flatMap(Text.TextAlignment.init(rawValue:)) ?? .natural
  }

  /// The corners `layer.maskedCorners` rounds (all when unset).
  public var cornerRadii: CornerRadii {
    let r = max(0, number("layer.cornerRadius") ?? 0)
    guard r > 0 else { return .zero }
    guard let mask = value("layer.maskedCorners")?.list?.compactMap(\.string) else {
      return CornerRadii(all: r)
    }
    return CornerRadii(
      topLeft: mask.contains("topLeft") ? r : 0, topRight: mask.contains("topRight") ? r : 0,
      bottomRight: mask.contains("bottomRight") ? r : 0,
      bottomLeft: mask.contains("bottomLeft") ? r : 0)
  }

  /// A button's title font: `titleLabel.font`, else the inherited font.
  public var titleFont: FontSpec { value("titleLabel.font")?.font ?? font }

  /// A button's title color in its current state: `titleColor`, else `titleLabel.textColor`,
  /// else the tint color (a system button).
  public var titleColor: Color {
    color("titleColor") ?? color("titleLabel.textColor") ?? tintColor
  }

  public var contentEdgeInsets: EdgeInsets {
    value("contentEdgeInsets")?.insets ?? EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
  }

  public var segments: [String] { value("segments")?.list?.compactMap(\.string) ?? [] }
}

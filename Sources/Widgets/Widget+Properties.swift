import Primitives
import Text
import Themes

/// iOS defaults for what a widget shows when nothing sets it (light-mode system colors).
public enum SystemDefaults {
  public static let font = FontSpec.system(size: 17)
  public static let label = Color.black
  public static let tint = Color(red: 0, green: 122, blue: 255)
  public static let placeholder = Color(red: 60, green: 60, blue: 67, alpha: 77)
  public static let switchOn = Color(red: 52, green: 199, blue: 89)
  public static let switchOff = Color(red: 120, green: 120, blue: 128, alpha: 41)
  public static let track = Color(red: 120, green: 120, blue: 128, alpha: 51)
  public static let fieldBorder = Color(red: 60, green: 60, blue: 67, alpha: 74)
}

extension Widget {
  /// The value of `key` here or on the nearest ancestor that has one (CSS inheritance). An
  /// own `null` (Giotto's `nil`) resets the property to UIKit's default instead.
  public func inherited(_ key: String) -> ThemeValue? {
    // The own value is read once (it was read twice: for `null`, then as the first step).
    if let own = value(key) {
      if case .null = own { return nil }
      return own
    }
    var w = parent
    while let cur = w {
      if let v = cur.value(key) {
        if case .null = v {} else { return v }
      }
      w = cur.parent
    }
    return nil
  }

  func number(_ key: String) -> Double? { value(key)?.number }
  func color(_ key: String) -> Color? { value(key)?.color }
  func bool(_ key: String) -> Bool? { value(key)?.bool }
  func string(_ key: String) -> String? { value(key)?.string }

  /// The frame layout starts from: the screen's `frame`, else a `frame` property (from
  /// `props` or a theme), with `width` and `height` (Giotto's README example sets `width`)
  /// and `bounds`'s size laid over it, and `center` placing it; a zero size still means
  /// "fit".
  public var givenFrame: Rect? { layoutBasics.givenFrame }

  /// ``givenFrame`` worked out afresh from the values (five lookups).
  var plainGivenFrame: Rect? {
    var r = frame
    if r == nil, case .rect(let f)? = value("frame") { r = f }
    if case .rect(let b)? = value("bounds") {
      r = Rect(origin: r?.origin ?? Point(x: 0, y: 0), size: b.size)
    }
    // Written out, not a loop over an array literal: that allocated for every widget.
    if let n = number("width"), n.isFinite, n >= 0 {
      var f = r ?? Rect(x: 0, y: 0, width: 0, height: 0)
      f.size.width = n
      r = f
    }
    if let n = number("height"), n.isFinite, n >= 0 {
      var f = r ?? Rect(x: 0, y: 0, width: 0, height: 0)
      f.size.height = n
      r = f
    }
    // `center` places a frame of known size (UIView.center, in the parent's coordinates).
    if case .point(let c)? = value("center"), var f = r, f.width > 0, f.height > 0 {
      f.origin = Point(x: c.x - f.width / 2, y: c.y - f.height / 2)
      r = f
    }
    return r
  }

  public var isHidden: Bool { layoutBasics.isHidden }
  public var alpha: Double { min(max(number("alpha") ?? 1, 0), 1) }
  public var clipsToBounds: Bool { bool("clipsToBounds") ?? false }
  public var layoutMargins: EdgeInsets { layoutBasics.layoutMargins }

  /// The values layout reads of every widget, several times each (a stack measures a child
  /// to fit, then to place it): worked out once per ``revision``, not per read.
  var layoutBasics: LayoutBasics {
    if let c = layoutBasicsCache, c.revision == revision { return c.basics }
    let b = plainLayoutBasics
    layoutBasicsCache = (revision, b)
    return b
  }

  /// ``layoutBasics`` read afresh (the twin the cache is compared with in tests).
  var plainLayoutBasics: LayoutBasics {
    LayoutBasics(
      givenFrame: plainGivenFrame, isHidden: bool("isHidden") ?? false,
      layoutMargins: value("layoutMargins")?.insets ?? .zero)
  }
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
    guard let mask = value("layer.maskedCorners")?.array?.compactMap(\.string) else {
      return CornerRadii(all: r)
    }
    return CornerRadii(
      topLeft: mask.contains("topLeft") ? r : 0, topRight: mask.contains("topRight") ? r : 0,
      bottomRight: mask.contains("bottomRight") ? r : 0,
      bottomLeft: mask.contains("bottomLeft") ? r : 0)
  }

  /// A button's title font: `titleLabel.font`, else a `font` set on the button itself,
  /// else UIKit's default, the system font at 15 pt (a button's title does not inherit an
  /// ancestor's font).
  public var titleFont: FontSpec {
    value("titleLabel.font")?.font ?? value("font")?.font ?? FontSpec.system(size: 15)
  }

  /// A button's title color in its current state: `titleColor`, else `titleLabel.textColor`,
  /// else the tint color (a system button).
  public var titleColor: Color {
    color("titleColor") ?? color("titleLabel.textColor") ?? tintColor
  }

  /// A text field's padding: UITextField's default, or `textInsets` (a padding view, in
  /// UIKit apps).
  public var textInsets: EdgeInsets {
    value("textInsets")?.insets ?? EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
  }

  public var contentEdgeInsets: EdgeInsets {
    value("contentEdgeInsets")?.insets ?? EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
  }

  public var segments: [String] { value("segments")?.array?.compactMap(\.string) ?? [] }
}

/// What layout reads of a widget's own values (see ``Widget/layoutBasics``).
struct LayoutBasics: Equatable {
  var givenFrame: Rect?
  var isHidden: Bool
  var layoutMargins: EdgeInsets
}

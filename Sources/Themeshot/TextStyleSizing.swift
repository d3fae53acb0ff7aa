import Primitives
import Text
import Widgets

/// Dynamic Type at render time: every font a widget holds with a text style is sized for
/// the render's content size category (``DynamicType/sized(_:category:)``) before layout,
/// so layout, drawing and the render record see one size.
///
/// A widget with `adjustsFontForContentSizeCategory: false` keeps the size its font was
/// made at (the default category), as a UIKit label does when the category changes after
/// its font was set; unset or `true` follows the category, as a font set by a theme at
/// launch does. A font without a text style never scales (UIKit scales only
/// `preferredFont(forTextStyle:)` and `UIFontMetrics`-scaled fonts).
enum TextStyleSizing {
  /// The stores of every widget under `root`, to put back after a render (a screen
  /// rendered again at another size starts from its own values).
  struct Saved {
    fileprivate var stores: [(Widget, PropertyStore, PropertyStore, PropertyStore)]

    func restore() {
      for (w, literal, styled, pinned) in stores {
        w.literal = literal
        w.styled = styled
        w.pinned = pinned
      }
    }
  }

  /// Sizes the text-style fonts under `root` for `category`, saving the stores it changes.
  /// At the default category this also settles a text-style font built in Swift with
  /// another size (the system font takes the table's).
  static func apply(_ category: ContentSizeCategory, to root: Widget) -> Saved {
    var saved = Saved(stores: [])
    for w in root.subtree {
      if w.value("adjustsFontForContentSizeCategory")?.bool == false { continue }
      // Most widgets hold no text-style font: nothing is copied or compared for them.
      let literal = sized(w.literal, category)
      let styled = sized(w.styled, category)
      let pinned = sized(w.pinned, category)
      guard literal != nil || styled != nil || pinned != nil else { continue }
      saved.stores.append((w, w.literal, w.styled, w.pinned))
      (w.literal, w.styled, w.pinned) = (
        literal ?? w.literal, styled ?? w.styled, pinned ?? w.pinned
      )
    }
    return saved
  }

  /// `store` with its text-style fonts sized, or nil when none of them changes.
  private static func sized(_ store: PropertyStore, _ category: ContentSizeCategory)
    -> PropertyStore?
  {
    var out: PropertyStore?
    store.forEachValue { key, state, value, location in
      guard case .font(let spec) = value, spec.textStyle != nil else { return }
      let resized = DynamicType.sized(spec, category: category)
      guard resized != spec else { return }
      // One state at a time keeps the other states' values and every location.
      if out == nil { out = store }
      out?.set(key, .font(resized), state: state, at: location)
    }
    return out
  }
}

import Themes

/// The properties of the bars, tables, collections, scroll views and the other UIKit
/// controls (issue 10), declared as data: key path, the kinds that have it, per-state. The
/// value type comes from the one property table (Themes' `PropertyCatalog`), so `theme
/// lint`, `inspect` and `render` cannot disagree on it. The standard registry registers
/// each with the default applier (store the typed value under its key path).
public enum UIKitProperties {
  /// One declaration: UIKit's property name, the kinds that have it, and whether UIKit
  /// keeps a value per control state (`setThumbImage(_:for:)`).
  public struct Entry: Sendable {
    public var key: String
    public var kinds: Set<WidgetKind>
    public var perState: Bool

    init(_ key: String, _ kinds: Set<WidgetKind>, perState: Bool = false) {
      self.key = key
      self.kinds = kinds
      self.perState = perState
    }
  }

  static let bars: Set<WidgetKind> = [.navigationBar, .tabBar, .toolbar]
  static let scrolling: Set<WidgetKind> = [.scrollView, .tableView, .collectionView, .textView]
  static let ranged: Set<WidgetKind> = [.slider, .stepper]

  public static let entries: [Entry] = [
    // UINavigationBar (title and items live on UINavigationItem in UIKit; a screen sets
    // them on the bar) and what bars share.
    Entry("title", [.navigationBar, .tabBarItem]),
    Entry("prompt", [.navigationBar]),
    Entry("prefersLargeTitles", [.navigationBar]),
    Entry("titleTextAttributes.font", [.navigationBar, .tabBarItem], perState: true),
    Entry("titleTextAttributes.textColor", [.navigationBar, .tabBarItem], perState: true),
    Entry("largeTitleTextAttributes.font", [.navigationBar]),
    Entry("largeTitleTextAttributes.textColor", [.navigationBar]),
    Entry("barTintColor", bars),
    Entry("isTranslucent", bars),
    Entry("shadowColor", bars.union([.label])),
    Entry("shadowOffset", [.label]),
    Entry("backButtonTitle", [.navigationBar]),
    Entry("leftBarButtonItems", [.navigationBar]),
    Entry("rightBarButtonItems", [.navigationBar]),
    // UITabBar, UITabBarItem, UIToolbar.
    Entry("selectedIndex", [.tabBar]),
    Entry("unselectedItemTintColor", [.tabBar]),
    Entry("image", [.tabBarItem, .tableViewCell]),
    Entry("badgeValue", [.tabBarItem]),
    Entry("badgeColor", [.tabBarItem]),
    Entry("toolbarItems", [.toolbar]),
    // UITableView, its sections and cells.
    Entry("tableStyle", [.tableView]),
    Entry("separatorColor", [.tableView]),
    Entry("separatorStyle", [.tableView]),
    Entry("separatorInset", [.tableView, .tableViewCell]),
    Entry("rowHeight", [.tableView, .tableViewCell]),
    Entry("sectionIndexTitles", [.tableView]),
    Entry("sectionIndexColor", [.tableView]),
    Entry("sectionIndexBackgroundColor", [.tableView]),
    Entry("headerTitle", [.tableSection]),
    Entry("footerTitle", [.tableSection]),
    Entry("cellStyle", [.tableViewCell]),
    Entry("text", [.tableViewCell, .textView]),
    Entry("detailTextLabel.text", [.tableViewCell]),
    Entry("textLabel.font", [.tableViewCell]),
    Entry("textLabel.textColor", [.tableViewCell]),
    Entry("detailTextLabel.font", [.tableViewCell]),
    Entry("detailTextLabel.textColor", [.tableViewCell]),
    Entry("accessoryType", [.tableViewCell]),
    // UICollectionViewFlowLayout, set on the collection view.
    Entry("itemSize", [.collectionView]),
    Entry("minimumInteritemSpacing", [.collectionView]),
    Entry("minimumLineSpacing", [.collectionView]),
    Entry("sectionInset", [.collectionView]),
    // UIScrollView and its subclasses.
    Entry("contentSize", scrolling),
    Entry("contentOffset", scrolling),
    Entry("contentInset", scrolling),
    Entry("contentInsetAdjustmentBehavior", scrolling),
    // UISlider and UIStepper.
    Entry("value", ranged),
    Entry("minimumValue", ranged),
    Entry("maximumValue", ranged),
    Entry("stepValue", [.stepper]),
    Entry("minimumTrackTintColor", [.slider]),
    Entry("maximumTrackTintColor", [.slider]),
    Entry("thumbTintColor", [.slider]),
    Entry("thumbImage", [.slider], perState: true),
    // UIPageControl.
    Entry("numberOfPages", [.pageControl]),
    Entry("currentPage", [.pageControl]),
    Entry("pageIndicatorTintColor", [.pageControl]),
    Entry("currentPageIndicatorTintColor", [.pageControl]),
    // UIActivityIndicatorView (`style` in Swift; its Objective-C name avoids the screen
    // and theme key `style`).
    Entry("activityIndicatorViewStyle", [.activityIndicator]),
    Entry("color", [.activityIndicator]),
    // UIButton.Configuration.
    Entry("configuration", [.button]),
    Entry("subtitle", [.button]),
    Entry("imagePlacement", [.button]),
    Entry("cornerStyle", [.button]),
    Entry("baseBackgroundColor", [.button]),
    Entry("baseForegroundColor", [.button]),
    // UIVisualEffectView (a UIView whose `effect` is a UIBlurEffect style).
    Entry("effect", [.view]),
    // UITextView.
    Entry("textContainerInset", [.textView]),
    Entry("textAlignment", [.textView]),
  ]

  /// Other spellings: Objective-C attribute names inside `titleTextAttributes`, and
  /// short forms screens use.
  public static let aliases: [(String, String)] = {
    var out: [(String, String)] = [
      ("translucent", "isTranslucent"), ("detailText", "detailTextLabel.text"),
      ("textLabel.text", "text"),
    ]
    for attributes in ["titleTextAttributes", "largeTitleTextAttributes"] {
      for (name, key) in [
        ("NSForegroundColorAttributeName", "textColor"), ("foregroundColor", "textColor"),
        ("NSFontAttributeName", "font"),
      ] {
        out.append((attributes + "." + name, attributes + "." + key))
      }
    }
    return out
  }()

  /// Sub-objects styled through key paths or nested dictionaries.
  public static let subObjects: [(String, [WidgetKind])] = [
    ("titleTextAttributes", [.navigationBar, .tabBarItem]),
    ("largeTitleTextAttributes", [.navigationBar]),
    ("textLabel", [.tableViewCell]), ("detailTextLabel", [.tableViewCell]),
  ]

  /// The lists of UIBarButtonItems (``BarButtonItem``).
  static let barItemLists: Set<String> = [
    "leftBarButtonItems", "rightBarButtonItems", "toolbarItems",
  ]

  /// Registers every entry, alias and sub-object in `registry`.
  public static func register(in registry: inout PropertyRegistry) {
    for e in entries {
      // The one property table decides per-state support for a key every kind shares
      // (`title` is per state on buttons, so on bars too).
      let catalog = registry.catalog
      let perState = e.perState || catalog.descriptor(for: e.key)?.supportsStates == true
      var applier = PropertyApplier(
        key: e.key, type: type(of: e.key, in: catalog), kinds: e.kinds, perState: perState)
      if barItemLists.contains(e.key) {
        // Each entry must be an item (a title or a mapping of the item's own properties).
        applier.apply = { widget, value, context in
          try BarButtonItem.validate(value, in: widget)
          widget.set(e.key, value, context)
        }
      }
      registry.register(applier)
    }
    for (alias, key) in aliases { registry.alias(alias, to: key) }
    for (name, kinds) in subObjects { registry.registerSubObject(name, on: kinds) }
  }

  /// The catalog's type of `key`, or of its last part for a sub-object's key path
  /// (`titleTextAttributes.font` is a font); `any` for a key the catalog lacks, which the
  /// registry test reports.
  static func type(of key: String, in catalog: PropertyCatalog) -> PropertyType {
    if let d = catalog.descriptor(for: key) { return d.type }
    guard let dot = key.firstIndex(of: ".") else { return .any }
    return catalog.descriptor(for: String(key[key.index(after: dot)...]))?.type ?? .any
  }
}

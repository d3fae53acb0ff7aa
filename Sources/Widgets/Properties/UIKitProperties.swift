/// The properties of the bars, tables, collections, scroll views and the other UIKit
/// controls (issue 10), declared as data: key path, value type, kinds, per-state. The
/// standard registry registers each with the default applier (store the typed value under
/// its key path), so the list moves to a merged property table mechanically.
public enum UIKitProperties {
  /// One declaration: UIKit's property name, its type, the kinds that have it, and
  /// whether UIKit keeps a value per control state (`setThumbImage(_:for:)`).
  public struct Entry: Sendable {
    public var key: String
    public var type: ValueType
    public var kinds: Set<WidgetKind>
    public var perState: Bool

    init(_ key: String, _ type: ValueType, _ kinds: Set<WidgetKind>, perState: Bool = false) {
      self.key = key
      self.type = type
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
    Entry("title", .string, [.navigationBar, .tabBarItem]),
    Entry("prompt", .string, [.navigationBar]),
    Entry("prefersLargeTitles", .bool, [.navigationBar]),
    Entry("titleTextAttributes.font", .font, [.navigationBar, .tabBarItem], perState: true),
    Entry("titleTextAttributes.textColor", .color, [.navigationBar, .tabBarItem], perState: true),
    Entry("largeTitleTextAttributes.font", .font, [.navigationBar]),
    Entry("largeTitleTextAttributes.textColor", .color, [.navigationBar]),
    Entry("barTintColor", .color, bars),
    Entry("isTranslucent", .bool, bars),
    Entry("shadowColor", .color, bars.union([.label])),
    Entry("shadowOffset", .size, [.label]),
    Entry("backButtonTitle", .string, [.navigationBar]),
    Entry("leftBarButtonItems", .stringList, [.navigationBar]),
    Entry("rightBarButtonItems", .stringList, [.navigationBar]),
    // UITabBar, UITabBarItem, UIToolbar.
    Entry("selectedIndex", .number, [.tabBar]),
    Entry("unselectedItemTintColor", .color, [.tabBar]),
    Entry("image", .image, [.tabBarItem, .tableViewCell]),
    Entry("badgeValue", .string, [.tabBarItem]),
    Entry("badgeColor", .color, [.tabBarItem]),
    Entry("toolbarItems", .stringList, [.toolbar]),
    // UITableView, its sections and cells.
    Entry("tableStyle", .keyword(["plain", "grouped", "insetGrouped"]), [.tableView]),
    Entry("separatorColor", .color, [.tableView]),
    Entry("separatorStyle", .keyword(["none", "singleLine"]), [.tableView]),
    Entry("separatorInset", .insets, [.tableView, .tableViewCell]),
    Entry("rowHeight", .number, [.tableView, .tableViewCell]),
    Entry("headerTitle", .string, [.tableSection]),
    Entry("footerTitle", .string, [.tableSection]),
    Entry("cellStyle", .keyword(["default", "subtitle", "value1", "value2"]), [.tableViewCell]),
    Entry("text", .string, [.tableViewCell, .textView]),
    Entry("detailTextLabel.text", .string, [.tableViewCell]),
    Entry("textLabel.font", .font, [.tableViewCell]),
    Entry("textLabel.textColor", .color, [.tableViewCell]),
    Entry("detailTextLabel.font", .font, [.tableViewCell]),
    Entry("detailTextLabel.textColor", .color, [.tableViewCell]),
    Entry(
      "accessoryType",
      .keyword([
        "none", "disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton",
      ]),
      [.tableViewCell]),
    // UICollectionViewFlowLayout, set on the collection view.
    Entry("itemSize", .size, [.collectionView]),
    Entry("minimumInteritemSpacing", .number, [.collectionView]),
    Entry("minimumLineSpacing", .number, [.collectionView]),
    Entry("sectionInset", .insets, [.collectionView]),
    // UIScrollView and its subclasses.
    Entry("contentSize", .size, scrolling),
    Entry("contentOffset", .point, scrolling),
    Entry("contentInset", .insets, scrolling),
    // UISlider and UIStepper.
    Entry("value", .number, ranged),
    Entry("minimumValue", .number, ranged),
    Entry("maximumValue", .number, ranged),
    Entry("stepValue", .number, [.stepper]),
    Entry("minimumTrackTintColor", .color, [.slider]),
    Entry("maximumTrackTintColor", .color, [.slider]),
    Entry("thumbTintColor", .color, [.slider]),
    Entry("thumbImage", .image, [.slider], perState: true),
    // UIPageControl.
    Entry("numberOfPages", .number, [.pageControl]),
    Entry("currentPage", .number, [.pageControl]),
    Entry("pageIndicatorTintColor", .color, [.pageControl]),
    Entry("currentPageIndicatorTintColor", .color, [.pageControl]),
    // UIActivityIndicatorView (`style` in Swift; its Objective-C name avoids the screen
    // and theme key `style`).
    Entry("activityIndicatorViewStyle", .keyword(["medium", "large"]), [.activityIndicator]),
    Entry("color", .color, [.activityIndicator]),
    // UIButton.Configuration.
    Entry(
      "configuration",
      .keyword([
        "plain", "gray", "tinted", "filled", "borderless", "bordered", "borderedTinted",
        "borderedProminent",
      ]), [.button]),
    Entry("subtitle", .string, [.button]),
    Entry("imagePlacement", .keyword(["leading", "trailing", "top", "bottom"]), [.button]),
    Entry(
      "cornerStyle", .keyword(["fixed", "dynamic", "small", "medium", "large", "capsule"]),
      [.button]),
    Entry("baseBackgroundColor", .color, [.button]),
    Entry("baseForegroundColor", .color, [.button]),
    // UIVisualEffectView (a UIView whose `effect` is a UIBlurEffect style).
    Entry("effect", .keyword(VisualEffect.styles), [.view]),
    // UITextView.
    Entry("textContainerInset", .insets, [.textView]),
    Entry(
      "textAlignment", .keyword(["left", "center", "right", "justified", "natural"]), [.textView]),
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

  /// Registers every entry, alias and sub-object in `registry`.
  public static func register(in registry: inout PropertyRegistry) {
    for e in entries {
      // The one property table decides per-state support for a key every kind shares
      // (`title` is per state on buttons, so on bars too).
      let perState = e.perState || registry.catalog.descriptor(for: e.key)?.supportsStates == true
      registry.register(
        PropertyApplier(key: e.key, type: e.type, kinds: e.kinds, perState: perState))
    }
    for (alias, key) in aliases { registry.alias(alias, to: key) }
    for (name, kinds) in subObjects { registry.registerSubObject(name, on: kinds) }
  }
}

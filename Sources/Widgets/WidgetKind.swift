/// The UIKit classes themeshot models. Every widget is one of these, directly or through a
/// custom type's `base`.
public enum WidgetKind: String, Hashable, Sendable, CaseIterable {
  case view = "UIView"
  case label = "UILabel"
  case button = "UIButton"
  case textField = "UITextField"
  case imageView = "UIImageView"
  case stackView = "UIStackView"
  case `switch` = "UISwitch"
  case segmentedControl = "UISegmentedControl"
  case progressView = "UIProgressView"
  /// A view controller: scopes rules (A_StyleInjection sections, Pixelbits paths) and lays
  /// out like a plain view filling its parent.
  case viewController = "UIViewController"
  /// A navigation controller: its navigation bar on top, below the status bar (the safe
  /// area), and its other children (the top controller's views) under the bar.
  case navigationController = "UINavigationController"
  case navigationBar = "UINavigationBar"
  case tabBar = "UITabBar"
  /// One item of a tab bar (a child of `UITabBar`): image, title, badge.
  case tabBarItem = "UITabBarItem"
  case toolbar = "UIToolbar"
  case tableView = "UITableView"
  /// themeshot's node for one table section (UIKit keeps sections in its data source):
  /// `headerTitle`, `footerTitle` and its cells as children.
  case tableSection = "UITableViewSection"
  case tableViewCell = "UITableViewCell"
  case collectionView = "UICollectionView"
  case scrollView = "UIScrollView"
  case slider = "UISlider"
  case stepper = "UIStepper"
  case pageControl = "UIPageControl"
  case activityIndicator = "UIActivityIndicatorView"
  case textView = "UITextView"

  /// The kind named `name`, in UIKit spelling (`UILabel`) or without the prefix (`Label`).
  public init?(typeName name: String) {
    if let k = WidgetKind(rawValue: name) {
      self = k
    } else if let k = WidgetKind(rawValue: "UI" + name) {
      self = k
    } else {
      return nil
    }
  }

  /// Whether the kind is a `UIControl` (Overlay's state table treats controls alike).
  public var isControl: Bool {
    switch self {
    case .button, .textField, .switch, .segmentedControl, .slider, .stepper, .pageControl: true
    default: false
    }
  }

  /// Whether the kind is a `UIScrollView`: it clips to its bounds and shifts its content
  /// by `contentOffset`.
  public var isScrolling: Bool {
    switch self {
    case .scrollView, .tableView, .collectionView, .textView: true
    default: false
    }
  }

  /// Whether the kind is a bar (navigation bar, tab bar, toolbar).
  public var isBar: Bool { self == .navigationBar || self == .tabBar || self == .toolbar }

  /// The UIKit superclass chain above this kind, nearest first, ending at `UIView`
  /// (`UIButton` → `UIControl`, `UIView`). Used for documentation and state support.
  public var ancestry: [String] {
    switch self {
    case .view: []
    case .viewController, .tabBarItem, .tableSection: []
    case .navigationController: ["UIViewController"]
    case .button, .textField, .switch, .segmentedControl, .slider, .stepper, .pageControl:
      ["UIControl", "UIView"]
    case .tableView, .collectionView, .textView: ["UIScrollView", "UIView"]
    default: ["UIView"]
    }
  }

  /// Each kind's name, then its ``ancestry``: the type names selectors see on a widget of
  /// a built-in type, made once (not a list of its own in each widget).
  static let builtInTypeNames: [WidgetKind: [String]] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0, [$0.rawValue] + $0.ancestry) })
}

/// A widget's type: the name the screen gave (`FancyButton` or `UILabel`) and the UIKit
/// kind it behaves as.
///
/// Type selectors match the type's own name first and then its base: a `FancyButton`
/// (base `UIButton`) is styled by `UIButton` rules and, above them, by `FancyButton` rules.
public struct WidgetType: Hashable, Sendable {
  /// The type name in UIKit spelling for built-in kinds, as written for custom types.
  public var name: String
  public var kind: WidgetKind

  public init(name: String, kind: WidgetKind) {
    self.name = name
    self.kind = kind
  }

  /// A built-in kind.
  public init(_ kind: WidgetKind) {
    self.init(name: kind.rawValue, kind: kind)
  }

  /// Whether this is a custom type extending a built-in kind.
  public var isCustom: Bool { name != kind.rawValue }

  /// Names a type selector may use for this type, most specific first: the custom name,
  /// then the base kind in both spellings.
  public var selectorNames: [String] {
    var names: [String] = []
    if isCustom { names.append(name) }
    names.append(kind.rawValue)
    names.append(String(kind.rawValue.dropFirst(2)))
    return names
  }
}

import Widgets

/// Which widget each Interface Builder element becomes: the one table to extend when the
/// Widgets stage gains a kind.
///
/// An element whose UIKit class themeshot does not model yet (search bars, pickers, web
/// and map views) becomes a plain view; its widget type keeps the UIKit name
/// (`UISearchBar`), so type selectors that name it still match.
public enum ElementMap {
  /// IB element name → (kind it behaves as, UIKit class name).
  public static let views: [String: (WidgetKind, String)] = [
    "view": (.view, "UIView"),
    "label": (.label, "UILabel"),
    "button": (.button, "UIButton"),
    "textField": (.textField, "UITextField"),
    "imageView": (.imageView, "UIImageView"),
    "stackView": (.stackView, "UIStackView"),
    "switch": (.switch, "UISwitch"),
    "segmentedControl": (.segmentedControl, "UISegmentedControl"),
    "progressView": (.progressView, "UIProgressView"),
    "slider": (.slider, "UISlider"),
    "textView": (.textView, "UITextView"),
    "scrollView": (.scrollView, "UIScrollView"),
    "tableView": (.tableView, "UITableView"),
    "tableViewSection": (.tableSection, "UITableViewSection"),
    "tableViewCell": (.tableViewCell, "UITableViewCell"),
    "tableViewCellContentView": (.view, "UITableViewCellContentView"),
    "collectionViewCellContentView": (.view, "UICollectionViewCellContentView"),
    "collectionView": (.collectionView, "UICollectionView"),
    "collectionViewCell": (.view, "UICollectionViewCell"),
    "collectionReusableView": (.view, "UICollectionReusableView"),
    "navigationBar": (.navigationBar, "UINavigationBar"),
    "tabBar": (.tabBar, "UITabBar"),
    "toolbar": (.toolbar, "UIToolbar"),
    "pageControl": (.pageControl, "UIPageControl"),
    "stepper": (.stepper, "UIStepper"),
    "activityIndicatorView": (.activityIndicator, "UIActivityIndicatorView"),
    // Nearest kinds until Widgets models them.
    "searchBar": (.view, "UISearchBar"),
    "datePicker": (.view, "UIDatePicker"),
    "pickerView": (.view, "UIPickerView"),
    "visualEffectView": (.view, "UIVisualEffectView"),
    "containerView": (.view, "UIView"),
    "mapView": (.view, "MKMapView"),
    "wkWebView": (.view, "WKWebView"),
    "webView": (.view, "UIWebView"),
    "glkView": (.view, "GLKView"),
    "sceneKitView": (.view, "SCNView"),
    "arscnView": (.view, "ARSCNView"),
    "mtkView": (.view, "MTKView"),
    "skView": (.view, "SKView"),
    "tableViewHeaderFooterView": (.view, "UITableViewHeaderFooterView"),
  ]

  /// IB controller elements and their UIKit class.
  public static let controllers: [String: String] = [
    "viewController": "UIViewController",
    "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController",
    "navigationController": "UINavigationController",
    "tabBarController": "UITabBarController",
    "pageViewController": "UIPageViewController",
    "splitViewController": "UISplitViewController",
    "avPlayerViewController": "AVPlayerViewController",
    "hostingController": "UIHostingController",
    "glkViewController": "GLKViewController",
  ]
}

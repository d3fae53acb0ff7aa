import Widgets

/// Which widget each Interface Builder element becomes: the one table to extend when the
/// Widgets stage gains a kind.
///
/// An element whose UIKit class themeshot does not model yet becomes the nearest kind
/// that draws alike (a slider as a progress bar, a text view as a multi-line label) or a
/// plain view; its widget type keeps the UIKit name (`UITableView`), so type selectors
/// that name it still match.
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
    // Nearest kinds until Widgets models them.
    "slider": (.progressView, "UISlider"),
    "textView": (.label, "UITextView"),
    "scrollView": (.view, "UIScrollView"),
    "tableView": (.view, "UITableView"),
    "tableViewCell": (.view, "UITableViewCell"),
    "tableViewCellContentView": (.view, "UITableViewCellContentView"),
    "collectionViewCellContentView": (.view, "UICollectionViewCellContentView"),
    "collectionView": (.view, "UICollectionView"),
    "collectionViewCell": (.view, "UICollectionViewCell"),
    "collectionReusableView": (.view, "UICollectionReusableView"),
    "navigationBar": (.view, "UINavigationBar"),
    "tabBar": (.view, "UITabBar"),
    "toolbar": (.view, "UIToolbar"),
    "searchBar": (.view, "UISearchBar"),
    "pageControl": (.view, "UIPageControl"),
    "stepper": (.view, "UIStepper"),
    "datePicker": (.view, "UIDatePicker"),
    "pickerView": (.view, "UIPickerView"),
    "activityIndicatorView": (.view, "UIActivityIndicatorView"),
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

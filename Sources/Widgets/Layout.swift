import Foundation
import Primitives
import Text

/// Lays a widget tree out: given frames stay, stack views arrange their children, and
/// widgets without frames take their intrinsic size from text measurement.
///
/// Rules for widgets without a frame (UIKit leaves this to constraints; these are the
/// constraints an app would usually write):
/// - the root fills the screen;
/// - a child of a plain view or view controller is placed inside the parent's
///   `layoutMargins`, full width; a stack view takes its fitting height (pinned to the
///   top, like scroll-view content), any other view the full height;
/// - a plain view's fitting size is its children's plus its `layoutMargins` (padding).
public struct Layout {
  public let text: any TextMeasuring
  /// Fitting sizes computed in this pass: stacks measure a child more than once (to fit,
  /// then to place, then to lay out its own children).
  private let cache = SizeCache()

  public init(text: any TextMeasuring) {
    self.text = text
  }

  final class SizeCache {
    struct Key: Hashable {
      let widget: ObjectIdentifier
      let width: Double?
    }
    /// Sizes of a widget measured at more widths than ``FittingSizes`` holds: a short list
    /// searched in order while few widgets need it (a screen has a handful), the table
    /// once it is long (a dictionary's first use in a process cost a passing check 0.14 ms
    /// of runtime conformance search).
    private var few: [(key: Key, size: Size)] = []
    private var sizes: [Key: Size] = [:]
    static let fewest = 32
    /// Off: the table from the first size, the twin the tests compare the list with.
    var listsFew = true

    subscript(key: Key) -> Size? {
      get {
        guard sizes.isEmpty else { return sizes[key] }
        return few.first { $0.key == key }?.size
      }
      set {
        guard listsFew, sizes.isEmpty,
          few.count < Self.fewest || few.contains(where: { $0.key == key })
        else {
          if !few.isEmpty {
            for (k, s) in few { sizes[k] = s }
            few.removeAll()
          }
          sizes[key] = newValue
          return
        }
        if let i = few.firstIndex(where: { $0.key == key }) {
          if let newValue { few[i].size = newValue } else { few.remove(at: i) }
        } else if let newValue {
          few.append((key, newValue))
        }
      }
    }

    func removeAll() {
      few.removeAll(keepingCapacity: true)
      sizes.removeAll(keepingCapacity: true)
    }
    /// The screen's safe area (bars sit inside it) and size, for this pass.
    var safeArea = EdgeInsets.zero
    var screen = Size.zero
    /// This pass's number: sizes a widget keeps are good for this pass only.
    var pass = LayoutPasses.next()
  }

  var safeArea: EdgeInsets { cache.safeArea }
  var screenSize: Size { cache.screen }

  /// Lays out `root` to fill `size`. Bars keep out of `safeArea` (by default the device's,
  /// from its size: ``SafeArea``).
  public func layout(_ root: Widget, in size: Size, safeArea: EdgeInsets? = nil) {
    cache.removeAll()
    cache.pass = LayoutPasses.next()
    cache.safeArea = safeArea ?? SafeArea.insets(for: size)
    cache.screen = size
    root.layoutFrame = root.givenFrame ?? Rect(origin: .zero, size: size)
    layoutChildren(of: root)
  }

  func layoutChildren(of w: Widget) {
    let bounds = Rect(origin: .zero, size: w.layoutFrame.size)
    switch w.kind {
    case .stackView:
      StackLayout(layout: self, stack: w).arrange(in: bounds)
    case .tableView:
      TableLayout(layout: self, table: w).arrange()
    case .collectionView:
      FlowLayout(layout: self, collection: w).arrange()
    case .tabBar, .toolbar, .navigationBar:
      BarLayout(layout: self).arrangeItems(of: w)
    case .tableViewCell:
      TableLayout.arrangeCellContent(w, layout: self)
    case .tableSection:
      break  // the table placed the section's cells
    default:
      // A leaf has nothing to place (most widgets are leaves).
      if w.children.isEmpty, !w.kind.isScrolling { return }
      var content = bounds.inset(by: w.layoutMargins)
      let placed = BarLayout(layout: self).placeBars(of: w, content: &content)
      for c in w.children where !placed.contains(ObjectIdentifier(c)) {
        if var f = c.givenFrame {
          // A zero width or height in a given frame means "fit" along that dimension.
          if f.width == 0 { f.size.width = content.width }
          if f.height == 0 { f.size.height = fittingSize(c, width: f.width).height }
          c.layoutFrame = f
        } else if c.kind == .stackView || c.kind == .label {
          let h = fittingSize(c, width: content.width).height
          c.layoutFrame = Rect(x: content.x, y: content.y, width: content.width, height: h)
        } else if let size = Self.ownSize(c) {
          c.layoutFrame = Rect(origin: content.origin, size: size)
        } else {
          c.layoutFrame = content
        }
      }
      if w.kind.isScrolling { ScrollLayout.offsetContent(of: w, layout: self) }
    }
    for c in w.children { layoutChildren(of: c) }
  }

  /// Controls with a fixed size of their own (UIKit's intrinsic size) keep it when a plain
  /// view places them without a frame, rather than stretching to fill.
  static func ownSize(_ w: Widget) -> Size? {
    switch w.kind {
    case .stepper: Size(width: 94, height: 32)
    case .activityIndicator: ActivityIndicator.size(w)
    default: nil
    }
  }

  /// The size `w` wants when offered `width` (nil: as wide as it likes).
  public func fittingSize(_ w: Widget, width: Double?) -> Size {
    if let f = w.givenFrame, f.width > 0, f.height > 0 { return f.size }
    // Kept on the widget first: hashing a table key cost more than the rest of a hit.
    if let hit = w.fittingSizes.size(width: width, pass: cache.pass) { return hit }
    let key = SizeCache.Key(widget: ObjectIdentifier(w), width: width)
    if w.fittingSizes.isFull(pass: cache.pass), let hit = cache[key] { return hit }
    let s = computeFittingSize(w, width: width)
    if !w.fittingSizes.keep(s, width: width, pass: cache.pass) { cache[key] = s }
    return s
  }

  func computeFittingSize(_ w: Widget, width: Double?) -> Size {
    var s = intrinsicSize(w, width: w.givenFrame.map { $0.width > 0 ? $0.width : width } ?? width)
    if let f = w.givenFrame {
      if f.width > 0 { s.width = f.width }
      if f.height > 0 { s.height = f.height }
    }
    return s
  }

  func intrinsicSize(_ w: Widget, width: Double?) -> Size {
    switch w.kind {
    case .label:
      let t = w.text
      guard !t.isEmpty else { return .zero }
      let size: Size
      if let fonts = text as? FontLibraryMeasurer {
        // Kept for drawing: the label's text is shaped and laid out once.
        let measured = fonts.measureLabel(
          t, font: w.font, maxWidth: width, maxLines: w.numberOfLines, lineBreak: w.lineBreakMode)
        size = measured.size
        if let label = measured.measured { w.measuredLabel = label }
      } else {
        size = text.size(
          of: t, font: w.font, maxWidth: width, maxLines: w.numberOfLines,
          lineBreak: w.lineBreakMode)
      }
      return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
    case .button:
      if let c = ButtonConfiguration(w) { return c.size(text) }
      let insets = w.contentEdgeInsets
      let title = w.string("title") ?? ""
      var s = Size.zero
      if !title.isEmpty {
        s = text.size(
          of: title, font: w.titleFont, maxWidth: nil, maxLines: 1, lineBreak: .byTruncatingTail)
      }
      if w.value("image")?.image != nil {
        s.width += s.width > 0 ? 30 : 24
        s.height = max(s.height, 24)
      }
      return Size(
        width: (s.width + insets.horizontal).rounded(.up),
        height: (s.height + insets.vertical).rounded(.up))
    case .textField:
      let lh = text.lineHeight(w.font)
      let height = max(34, lh + 14)
      if let width { return Size(width: width, height: height) }
      // Offered no width (a horizontal stack, a storyboard's intrinsic size): as wide as
      // its text or placeholder and the side padding, as UITextField's intrinsic size.
      let content =
        [
          (w.text, w.font),
          (w.string("placeholder") ?? "", w.value("placeholderFont")?.font ?? w.font),
        ].map { t, f in
          t.isEmpty
            ? 0
            : text.size(of: t, font: f, maxWidth: nil, maxLines: 1, lineBreak: .byClipping).width
        }.max() ?? 0
      return Size(width: (content + w.textInsets.horizontal).rounded(.up), height: height)
    case .switch:
      return Size(width: 51, height: 31)
    case .segmentedControl:
      let font = w.value("font")?.font ?? FontSpec.system(size: 13, weight: 500)
      let widths = w.segments.map {
        text.size(of: $0, font: font, maxWidth: nil, maxLines: 1, lineBreak: .byClipping).width
          + 24
      }
      let n = Double(max(widths.count, 1))
      return Size(width: (widths.max() ?? 0) * n, height: 32)
    case .progressView:
      return Size(width: width ?? 0, height: 4)
    case .imageView:
      return Size(width: 24, height: 24)
    case .stackView:
      return StackLayout(layout: self, stack: w).fittingSize(width: width)
    case .navigationBar, .tabBar, .toolbar:
      return Size(width: width ?? screenSize.width, height: BarLayout(layout: self).height(of: w))
    case .tableView:
      return Size(
        width: width ?? screenSize.width,
        height: TableLayout(layout: self, table: w).contentHeight(width: width ?? screenSize.width))
    case .collectionView:
      return Size(
        width: width ?? screenSize.width,
        height: FlowLayout(layout: self, collection: w).contentHeight(
          width: width ?? screenSize.width))
    case .slider:
      return Size(width: width ?? 100, height: 31)
    case .stepper:
      return Size(width: 94, height: 32)
    case .pageControl:
      return Size(width: PageControl.width(w), height: 26)
    case .activityIndicator:
      return ActivityIndicator.size(w)
    case .textView:
      return TextViewMetrics.fittingSize(w, width: width ?? screenSize.width, text: text)
    case .tableViewCell:
      return Size(
        width: width ?? screenSize.width,
        height: TableLayout.rowHeight(w, table: nil, width: width ?? screenSize.width, layout: self)
      )
    case .tabBarItem, .tableSection:
      return .zero
    case .view, .viewController, .navigationController, .scrollView:
      let m = w.layoutMargins
      let inner = width.map { max(0, $0 - m.horizontal) }
      var size = Size.zero
      for c in w.children where !c.isHidden {
        if let f = c.givenFrame {
          size.width = max(size.width, f.maxX - m.left)
          size.height = max(size.height, f.maxY - m.top)
        } else {
          let s = fittingSize(c, width: inner)
          size.width = max(size.width, s.width)
          size.height = max(size.height, s.height)
        }
      }
      return Size(width: size.width + m.horizontal, height: size.height + m.vertical)
    }
  }
}

/// The fitting sizes of one widget in one layout pass, for up to two widths (a stack
/// measures a child at one width, a horizontal stack again at its placed width); more
/// widths go to the pass's table.
struct FittingSizes {
  private var pass = 0
  private var first: (width: Double?, size: Size)?
  private var second: (width: Double?, size: Size)?

  func size(width: Double?, pass: Int) -> Size? {
    guard pass == self.pass else { return nil }
    if let first, first.width == width { return first.size }
    if let second, second.width == width { return second.size }
    return nil
  }

  /// Whether both widths are taken in `pass`.
  func isFull(pass: Int) -> Bool { pass == self.pass && second != nil }

  /// Keeps `size` for `width`; false when both places are taken.
  mutating func keep(_ size: Size, width: Double?, pass: Int) -> Bool {
    if pass != self.pass {
      self = FittingSizes()
      self.pass = pass
    }
    if first == nil {
      first = (width, size)
    } else if second == nil {
      second = (width, size)
    } else {
      return false
    }
    return true
  }
}

/// Layout pass numbers, unique in the process (passes may run on several threads).
enum LayoutPasses {
  private final class Counter: @unchecked Sendable {
    let lock = NSLock()
    var last = 0
  }
  private static let counter = Counter()

  static func next() -> Int {
    counter.lock.lock()
    defer { counter.lock.unlock() }
    counter.last += 1
    return counter.last
  }
}

import Primitives
import Raster
import Text

/// Turns a laid-out widget tree into a ``DisplayList``, in UIKit's drawing order for each
/// view: shadow, background, content, children (clipped to the rounded bounds when
/// `clipsToBounds`), then the border on top (CALayer draws it above sublayers). A view's
/// alpha below 1 makes its whole subtree one opacity group.
public struct Emitter {
  public let text: any TextMeasuring
  /// Folder that relative image paths are read from.
  public var imageRoot: String
  /// Finds the file for an image name before `imageRoot` is tried (an asset catalog's
  /// variant for the device); nil keeps the name as a path.
  public var imageLookup: (@Sendable (String) -> String?)?
  /// The interface style and contrast default colours resolve in.
  public var appearance: Appearance
  /// SF Symbols the project maps to images, and the log of those it does not.
  public var symbols = SymbolTable()
  /// Image names that found no file, reported after the render.
  public var missingImages = MissingImages()
  /// The widget that drew each image file, to locate an unreadable one.
  public var imageSources = ImageSources()
  /// Off: every label's text is laid out again for drawing, the plain twin of drawing it
  /// from the line layout measured (tests compare the two).
  var reusesMeasuredText = true
  /// Off: the op list grows from empty, the plain twin of reserving its likely size.
  var reservesOps = true

  public init(text: any TextMeasuring, imageRoot: String = "", appearance: Appearance = .light) {
    self.text = text
    self.imageRoot = imageRoot
    self.appearance = appearance
  }

  /// The display list for `root`, already laid out, on a canvas of `size` at `scale`.
  public func displayList(
    _ root: Widget, size: Size, scale: Double, background: Color? = .white,
    statusBar: Bool = false
  ) -> DisplayList {
    // White is the light system background; other appearances have their own.
    let background =
      background == .white ? SystemColor.systemBackground.resolved(in: appearance) : background
    var list = DisplayList(size: size, scale: scale, background: background)
    // Grown by doubling, a long screen's list (megabytes) copied itself a dozen times and
    // touched every abandoned buffer's pages: room for the likely count is taken at once.
    if reservesOps { list.ops.reserveCapacity(Self.likelyOpCount(root)) }
    var fonts = FontTable()
    emit(root, origin: .zero, into: &list, fonts: &fonts)
    if statusBar {
      let color = root.inherited("textColor")?.color ?? SystemColor.label.resolved(in: appearance)
      StatusBar(size: size, color: color).append(to: &list, fonts: &fonts, text: text)
    }
    list.fonts = fonts.names
    return list
  }

  func emit(_ w: Widget, origin: Point, into list: inout DisplayList, fonts: inout FontTable) {
    guard !w.isHidden, w.alpha > 0 else { return }
    let frame = w.layoutFrame.offsetBy(dx: origin.x, dy: origin.y)
    let radii = chromeRadii(w) ?? w.cornerRadii
    let group = w.alpha < 1
    if group { list.append(.beginGroup(opacity: w.alpha)) }
    // CALayer's shadowColor is opaque black unless set.
    if let opacity = w.number("layer.shadowOpacity"), opacity > 0, opacity.isFinite,
      let shadow = w.color("layer.shadowColor") ?? Optional(.black)
    {
      let offset = w.value("layer.shadowOffset")?.size ?? Size(width: 0, height: -3)
      list.append(
        .shadow(
          frame, radii, color: shadow.withAlphaMultiplied(by: opacity),
          blur: w.number("layer.shadowRadius") ?? 3,
          offset: Point(x: offset.width, y: offset.height)))
    }
    // UIVisualEffectView: the backdrop blurred, then the material's tint.
    if let effect = w.string("effect") {
      list.append(.backdropBlur(frame, radii, radius: VisualEffect.radius(effect)))
      let tint = VisualEffect.tint(effect, appearance)
      list.append(
        radii.isZero ? .fillRect(frame, .color(tint)) : .fillRoundedRect(frame, radii, .color(tint))
      )
    }
    // A segmented control draws its own rounded track, bars their extended background
    // and a stepper its rounded halves (ContentPainter).
    if !Self.paintsOwnBackground(w.kind),
      let bg = w.color("backgroundColor") ?? defaultBackground(w),
      bg.alpha > 0
    {
      list.append(
        radii.isZero ? .fillRect(frame, .color(bg)) : .fillRoundedRect(frame, radii, .color(bg)))
    }
    // clipsToBounds clips the view's own content (an aspect-filled image) and its children
    // to the rounded bounds, as CALayer's masksToBounds does.
    let clip = w.clipsToBounds || w.kind.isScrolling || chromeRadii(w) != nil
    // A section's header and footer lie outside its rounded group: drawn before its clip.
    let paintFirst = w.kind == .tableSection
    var painter = ContentPainter(emitter: self, widget: w, frame: frame, list: list, fonts: fonts)
    // One owner of the op array at a time (ours is dropped, the painter's swapped back):
    // a second reference made every append copy it, quadratic in widget count.
    list.ops = []
    if paintFirst { painter.paint() }
    if clip {
      painter.list.append(
        radii.isZero ? .pushClipRect(frame) : .pushClipRoundedRect(frame, radii))
    }
    if !paintFirst { painter.paint() }
    swap(&list, &painter.list)
    fonts = painter.fonts
    for c in w.children { emit(c, origin: frame.origin, into: &list, fonts: &fonts) }
    if w.kind == .tableView || w.kind == .tableSection {
      var overlay = ContentPainter(
        emitter: self, widget: w, frame: frame, list: list, fonts: fonts)
      list.ops = []
      overlay.paintOverlay()
      swap(&list, &overlay.list)
      fonts = overlay.fonts
    }
    if clip { list.append(.popClip) }
    if let width = w.number("layer.borderWidth"), width > 0,
      let color = w.color("layer.borderColor") ?? Optional(.black), color.alpha > 0
    {
      list.append(.strokeRoundedRect(frame, radii, width: width, color: color))
    }
    if group { list.append(.endGroup) }
  }
}

extension Emitter {
  /// About as many ops as `root`'s tree draws: a background and a content op a widget,
  /// and a little over for clips, borders and text lines (more only costs address space:
  /// a large buffer's pages are touched as ops are written).
  static func likelyOpCount(_ root: Widget) -> Int {
    func count(_ w: Widget) -> Int { w.children.reduce(1) { $0 + count($1) } }
    let widgets = count(root)
    return widgets * 2 + widgets / 4 + 16
  }

  static func paintsOwnBackground(_ kind: WidgetKind) -> Bool {
    kind == .segmentedControl || kind.isBar || kind == .stepper
  }

  /// System backgrounds of the kinds that have one: tables (grouped or plain), grouped
  /// sections, text views; nil for the others (UIView's is clear).
  func defaultBackground(_ w: Widget) -> Color? {
    switch w.kind {
    case .tableView:
      return TableLayout.style(of: w) == .plain
        ? SystemColor.systemBackground.resolved(in: appearance)
        : SystemColor.systemGroupedBackground.resolved(in: appearance)
    case .tableSection:
      return TableLayout.style(of: w.parent) == .plain
        ? nil : SystemColor.secondarySystemGroupedBackground.resolved(in: appearance)
    case .textView:
      return SystemColor.systemBackground.resolved(in: appearance)
    default:
      return nil
    }
  }

  /// An inset-grouped section's 10 pt corners (iOS 17), which also clip its cells.
  func chromeRadii(_ w: Widget) -> CornerRadii? {
    guard w.kind == .tableSection, TableLayout.style(of: w.parent) == .insetGrouped,
      w.number("layer.cornerRadius") == nil
    else { return nil }
    return CornerRadii(all: 10)
  }
}

/// Short names for the fonts a display list uses, in order of first use.
struct FontTable {
  var names: [String: String] = [:]
  var keys: [FontSpec: String] = [:]
  /// The font last asked for and its key: a list of labels asks for one font row after
  /// row, and comparing it costs less than hashing it. Off in tests only (the twin).
  var remembersLast = true
  private var last: (font: FontSpec, key: String)?

  /// The display-list key for `font`: its name, with a style word for a weight given
  /// apart from the name (`system` at 600 is `systemSemibold`, as iOS names faces).
  mutating func key(for font: FontSpec) -> String {
    if remembersLast, let last, last.font == font { return last.key }
    let k = plainKey(for: font)
    if remembersLast { last = (font, k) }
    return k
  }

  /// ``key(for:)`` by the table alone.
  mutating func plainKey(for font: FontSpec) -> String {
    if let k = keys[font] { return k }
    let name = Self.request(font).name
    keys[font] = name
    names[name] = name
    return name
  }

  /// `font` with its weight and italic folded into the name, for the Text stage.
  static func request(_ font: FontSpec) -> FontSpec {
    var out = font
    if let weight = font.weight {
      out.name += weightWord(min(900, max(100, (weight + 50) / 100 * 100)))
      out.weight = nil
    }
    if font.italic {
      out.name += "Italic"
      out.italic = false
    }
    return out
  }

  /// iOS's style word for a weight of 100…900 (a switch: the dictionary literal this was
  /// was built on every request).
  static func weightWord(_ weight: Int) -> String {
    switch weight {
    case 100: "Thin"
    case 200: "ExtraLight"
    case 300: "Light"
    case 500: "Medium"
    case 600: "Semibold"
    case 700: "Bold"
    case 800: "ExtraBold"
    case 900: "Black"
    default: ""
    }
  }
}

import Foundation
import Primitives
import Raster
import Text
import Themes

/// Draws what a widget shows inside its background: text, titles, images and the
/// built-in looks of iOS controls (switch, segmented control, progress bar, text field).
struct ContentPainter {
  let emitter: Emitter
  let widget: Widget
  let frame: Rect
  var list: DisplayList
  var fonts: FontTable

  var appearance: Appearance { emitter.appearance }

  /// The widget's tint: its own or inherited `tintColor`, else system blue in the render's
  /// appearance.
  var tint: Color {
    widget.inherited("tintColor")?.color ?? SystemColor.systemBlue.resolved(in: appearance)
  }

  mutating func paint() {
    switch widget.kind {
    case .label: paintLabel()
    case .button: paintButton()
    case .textField: paintTextField()
    case .imageView: paintImageView()
    case .switch: paintSwitch()
    case .segmentedControl: paintSegments()
    case .progressView: paintProgress()
    case .navigationBar: paintNavigationBar()
    case .tabBar: paintTabBar()
    case .tabBarItem: paintTabBarItem()
    case .toolbar: paintToolbar()
    case .tableSection: paintTableSection()
    case .tableViewCell: paintCell()
    case .slider: paintSlider()
    case .stepper: paintStepper()
    case .pageControl: paintPageControl()
    case .activityIndicator: paintActivityIndicator()
    case .textView: paintTextView()
    case .view, .viewController, .stackView, .navigationController, .tableView,
      .collectionView, .scrollView:
      break
    }
  }

  /// What a widget draws above its children: a table's and a section's separators.
  mutating func paintOverlay() {
    switch widget.kind {
    case .tableView, .tableSection:
      paintSeparators()
      paintSectionIndex()
    default: break
    }
  }

  /// Draws `glyph` with its centre at `center`, on the device's pixel grid.
  mutating func drawGlyph(_ glyph: VectorGlyph, centeredAt center: Point, color: Color) {
    let scale = max(1, list.scale)
    let bitmap = glyph.bitmap(scale: scale)
    let w = Double(bitmap.width) / scale
    let h = Double(bitmap.height) / scale
    let x = ((center.x - w / 2) * scale).rounded() / scale
    let y = ((center.y - h / 2) * scale).rounded() / scale
    list.append(
      .image(
        ImageOp(
          rect: Rect(x: x, y: y, width: w, height: h), source: .bitmap(bitmap), tint: color)))
  }

  /// Draws an image value in `box`, aspect-fit: a file, or `systemName:` (the project's
  /// image for the symbol, tinted as a template like SF Symbols; else themeshot's own
  /// chevrons, checkmark, info, plus and minus; any other symbol draws the placeholder, a
  /// rounded square outline, and is reported once per run, as SF Symbols are not shipped).
  mutating func drawImage(_ image: String, in box: Rect, color: Color?) {
    if image.hasPrefix("systemName:") {
      let name = String(image.dropFirst("systemName:".count))
      let c = color ?? tint
      if let file = emitter.symbols.images[name] {
        if let source = imageSource(file) {
          list.append(
            .image(ImageOp(rect: box, source: source, contentMode: .scaleAspectFit, tint: c)))
        }
      } else if let glyph = VectorGlyph.symbol(name) {
        drawGlyph(glyph, centeredAt: Point(x: box.midX, y: box.midY), color: c)
      } else {
        let side = min(box.width, box.height) * 0.8
        list.append(
          .strokeRoundedRect(
            Rect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side),
            CornerRadii(all: side / 4), width: 1.5, color: c))
        emitter.symbols.missing(name, at: widget.location)
      }
      return
    }
    guard let source = imageSource(image) else { return }
    list.append(
      .image(ImageOp(rect: box, source: source, contentMode: .scaleAspectFit, tint: color)))
  }

  /// Lays `text` out in `box` and appends one text op per line, centered vertically as
  /// UILabel centers its text (or from the top, as a text view lays it out).
  /// `measured`: the text as layout measured it, drawn from its shaped line when it is
  /// this text in this font and still one line in `box` (the same block, not laid out again).
  mutating func drawText(
    _ text: String, font: FontSpec, color: Color, in box: Rect, alignment: Text.TextAlignment,
    maxLines: Int, lineBreak: LineBreakMode, topAligned: Bool = false,
    measured: MeasuredLabel? = nil
  ) {
    guard !text.isEmpty, color.alpha > 0, box.width > 0 else { return }
    // The line layout measured, drawn from the library's lines as they are.
    if emitter.reusesMeasuredText, let label = measured,
      label.isMeasurement(of: text, font: font, by: emitter.text),
      let laid = label.measurer.laidOut(label, maxWidth: box.width, alignment: alignment)
    {
      let top = topAligned ? box.y : box.y + ((box.height - laid.size.height) / 2)
      let key = fonts.key(for: font)
      for line in laid.lines {
        for segment in line.segments where !segment.text.isEmpty {
          list.append(
            .text(
              TextOp(
                origin: Point(x: box.x + segment.x, y: top + line.baseline), size: font.size,
                font: key, color: color, text: segment.text)))
        }
      }
      return
    }
    let block = emitter.text.layout(
      text, font: font, maxWidth: box.width, maxLines: maxLines, lineBreak: lineBreak,
      alignment: alignment)
    let top = topAligned ? box.y : box.y + ((box.height - block.size.height) / 2)
    let key = fonts.key(for: font)
    for line in block.lines {
      for segment in line.segments where !segment.text.isEmpty {
        list.append(
          .text(
            TextOp(
              origin: Point(x: box.x + segment.x, y: top + line.baseline), size: font.size,
              font: key, color: color, text: segment.text)))
      }
    }
  }

  /// A label's text, over its text shadow when `shadowColor` is set (UILabel's
  /// `shadowOffset` defaults to (0, -1)).
  mutating func paintLabel() {
    let measured = widget.measuredLabel
    if let shadow = widget.color("shadowColor"), shadow.alpha > 0 {
      let offset = widget.value("shadowOffset")?.size ?? Size(width: 0, height: -1)
      if offset.width.isFinite, offset.height.isFinite {
        drawText(
          widget.text, font: widget.font, color: shadow,
          in: frame.offsetBy(dx: offset.width, dy: offset.height),
          alignment: widget.textAlignment, maxLines: widget.numberOfLines,
          lineBreak: widget.lineBreakMode, measured: measured)
      }
    }
    drawText(
      widget.text, font: widget.font, color: labelColor, in: frame,
      alignment: widget.textAlignment, maxLines: widget.numberOfLines,
      lineBreak: widget.lineBreakMode, measured: measured)
  }

  /// The text colour, with the label colour of the render's appearance as the default.
  var labelColor: Color {
    if widget.inherited("textColor") == nil,
      widget.effectiveState != .highlighted
        || widget.color("highlightedTextColor") == nil
    {
      return SystemColor.label.resolved(in: appearance)
    }
    return widget.textColor
  }

  /// The file an image name draws from; nil (noted in `missingImages`) when neither an
  /// asset catalog nor a file has it.
  func imageSource(_ path: String) -> ImageSource? {
    if let found = emitter.imageLookup?(path) {
      emitter.imageSources.note(found, widget: widget, name: path)
      return .file(found)
    }
    let file =
      path.hasPrefix("/") || emitter.imageRoot.isEmpty ? path : emitter.imageRoot + "/" + path
    guard FileManager.default.fileExists(atPath: file) else {
      emitter.missingImages.note(path, at: widget.imageLocation(named: path))
      return nil
    }
    emitter.imageSources.note(file, widget: widget, name: path)
    return .file(file)
  }

  mutating func paintButton() {
    if let configuration = ButtonConfiguration(widget) {
      paintConfiguredButton(configuration)
      return
    }
    if let bg = widget.value("backgroundImage")?.image {
      if let source = imageSource(bg) { list.append(.image(ImageOp(rect: frame, source: source))) }
    } else if let fill = widget.color("backgroundImageWithColor") {
      // Giotto's UIButton+ThemeManager.m sets a 1×1 image of the colour as the state's
      // background image (UIImage+Giotto.m `imageWithColor:`), stretched over the bounds.
      list.append(.fillRect(frame, .color(fill)))
    }
    let box = frame.inset(by: widget.contentEdgeInsets)
    let title = widget.string("title") ?? ""
    let font = widget.titleFont
    let color = widget.titleColor
    var titleWidth = 0.0
    if !title.isEmpty {
      titleWidth =
        emitter.text.layout(
          title, font: font, maxWidth: box.width, maxLines: 1, lineBreak: .byTruncatingTail
        ).size.width
    }
    if let image = widget.value("image")?.image {
      let side = min(24, box.height)
      let total = side + (titleWidth > 0 ? 6 + titleWidth : 0)
      let x = box.x + max(0, (box.width - total) / 2)
      if let source = imageSource(image) {
        list.append(
          .image(
            ImageOp(
              rect: Rect(x: x, y: box.midY - side / 2, width: side, height: side),
              source: source, contentMode: .scaleAspectFit, tint: color)))
      }
      if titleWidth > 0 {
        let left = x + side + 6
        drawText(
          title, font: font, color: color,
          in: Rect(x: left, y: box.y, width: box.maxX - left, height: box.height),
          alignment: .left, maxLines: 1, lineBreak: .byTruncatingTail)
      }
    } else {
      drawText(
        title, font: font, color: color, in: box, alignment: .center, maxLines: 1,
        lineBreak: .byTruncatingTail)
    }
  }

  mutating func paintTextField() {
    let style = widget.string("borderStyle") ?? "roundedRect"
    if style == "roundedRect", widget.color("backgroundColor") == nil {
      let r = CornerRadii(all: 5)
      list.append(.fillRoundedRect(frame, r, .color(.white)))
      list.append(.strokeRoundedRect(frame, r, width: 0.5, color: SystemDefaults.fieldBorder))
    } else if style == "line" {
      list.append(.strokeRoundedRect(frame, .zero, width: 1, color: .black))
    }
    let box = frame.inset(by: widget.textInsets)
    let text = widget.text
    if text.isEmpty {
      // Giotto's UITextField+ThemeManager.m `placeholderFont` sets the attributed
      // placeholder's font; the text keeps the field's own.
      drawText(
        widget.string("placeholder") ?? "",
        font: widget.value("placeholderFont")?.font ?? widget.font,
        color: widget.color("placeholderColor") ?? SystemDefaults.placeholder, in: box,
        alignment: widget.textAlignment, maxLines: 1, lineBreak: .byTruncatingTail)
    } else {
      drawText(
        text, font: widget.font, color: widget.textColor, in: box,
        alignment: widget.textAlignment, maxLines: 1, lineBreak: .byTruncatingTail)
    }
  }

  mutating func paintImageView() {
    guard let path = widget.value("image")?.image else { return }
    if path.hasPrefix("systemName:") {
      drawImage(path, in: frame, color: widget.color("tintColor"))
      return
    }
    let mode = widget.string("contentMode").flatMap(ContentMode.init(rawValue:)) ?? .scaleToFill
    guard let source = imageSource(path) else { return }
    list.append(
      .image(
        ImageOp(rect: frame, source: source, contentMode: mode, tint: widget.color("tintColor"))))
  }

  mutating func paintSwitch() {
    let on = widget.bool("isOn") ?? false
    let track = Rect(x: frame.x, y: frame.y, width: 51, height: 31)
    let trackColor =
      on ? (widget.color("onTintColor") ?? SystemDefaults.switchOn) : SystemDefaults.switchOff
    list.append(.fillRoundedRect(track, CornerRadii(all: 15.5), .color(trackColor)))
    let thumb = Rect(x: on ? track.maxX - 29 : track.x + 2, y: track.y + 2, width: 27, height: 27)
    let round = CornerRadii(all: 13.5)
    list.append(
      .shadow(
        thumb, round, color: Color(red: 0, green: 0, blue: 0, alpha: 38), blur: 8,
        offset: Point(x: 0, y: 3)))
    list.append(
      .fillRoundedRect(thumb, round, .color(widget.color("thumbTintColor") ?? .white)))
  }

  mutating func paintProgress() {
    let progress = min(max(widget.number("progress") ?? 0, 0), 1)
    let bar = Rect(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4)
    let r = CornerRadii(all: 2)
    list.append(
      .fillRoundedRect(bar, r, .color(widget.color("trackTintColor") ?? SystemDefaults.track)))
    if progress > 0 {
      var fill = bar
      fill.size.width = bar.width * progress
      list.append(
        .fillRoundedRect(fill, r, .color(widget.color("progressTintColor") ?? widget.tintColor)))
    }
  }
}

extension Widget {
  /// The value set for `state` itself, without the normal state's fallback.
  func ownValue(_ key: String, in state: ControlState) -> ThemeValue? {
    for store in [pinned, styled, literal] {
      if let v = store.ownValue(key, in: state) { return v }
    }
    return nil
  }
}

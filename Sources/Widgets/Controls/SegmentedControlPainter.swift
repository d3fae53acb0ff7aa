import Primitives
import Raster
import Themes

/// UISegmentedControl's two looks: iOS 13's track with a sliding selected segment, and the
/// look of a control given background images (`setBackgroundImage(_:for:barMetrics:)`),
/// where every segment shows its own state's image and nothing slides.
extension ContentPainter {
  mutating func paintSegments() {
    let titles = widget.segments
    guard !titles.isEmpty else { return }
    let n = Double(titles.count)
    let segW = frame.width / n
    let selected = Int(clamping: widget.number("selectedSegmentIndex") ?? -1, to: -1...1_000_000)
    // A tintColor set on the control fills the selected segment, its title in white (the
    // look UISegmentedControl had before iOS 13, which themed apps keep asking for).
    let ownTint = widget.color("tintColor")
    let box = frame
    let segments = titles.indices.map { i in
      Rect(x: box.x + segW * Double(i), y: box.y, width: segW, height: box.height)
    }
    if hasSegmentBackgrounds {
      if let bg = widget.color("backgroundColor") { list.append(.fillRect(frame, .color(bg))) }
      for i in titles.indices { paintSegmentBackground(in: segments[i], selected: i == selected) }
      for i in titles.indices.dropFirst() { paintSegmentDivider(at: segments[i].x) }
    } else {
      paintSegmentTrack(selected: selected, segments: segments, tint: ownTint)
    }
    let baseFont = widget.value("font")?.font ?? FontSpec.system(size: 13, weight: 500)
    for (i, title) in titles.enumerated() {
      let state: ControlState = i == selected ? .selected : .normal
      let tinted: Color? = ownTint.map { i == selected ? .white : $0 }
      // The title text attributes for the segment's state, else the normal state's (iOS 13
      // falls back to them), over themeshot's `titleColor` and the defaults. In the tinted
      // look the selected title stays white unless the selected state sets its own colour,
      // as before iOS 13 (Motif's DynamicThemingExample sets the normal colour to its tint).
      let key = "titleTextAttributes.textColor"
      let attributes =
        i == selected && ownTint != nil
        ? widget.ownValue(key, in: .selected)?.color
        : widget.value(key, in: state)?.color
      let color =
        attributes ?? widget.value("titleColor", in: state)?.color ?? tinted ?? labelColor
      var font = baseFont
      if let own = widget.value("titleTextAttributes.font", in: state)?.font {
        font = own
      } else if i == selected {
        font.weight = 600
      }
      drawText(
        title, font: font, color: color, in: segments[i].insetBy(dx: 6, dy: 0),
        alignment: .center, maxLines: 1, lineBreak: .byTruncatingTail)
    }
  }

  /// iOS 13's look: a rounded tertiarySystemFill track (or the control's background colour)
  /// and the selected segment white in light mode, systemGray2 in dark mode (so a white
  /// selected title stays readable), with hairline dividers between unselected segments.
  private mutating func paintSegmentTrack(selected: Int, segments: [Rect], tint: Color?) {
    let bg =
      widget.color("backgroundColor") ?? SystemColor.tertiarySystemFill.resolved(in: appearance)
    let selectedFill =
      appearance.style == .dark ? SystemColor.systemGray2.resolved(in: appearance) : Color.white
    list.append(.fillRoundedRect(frame, CornerRadii(all: 9), .color(bg)))
    if segments.indices.contains(selected) {
      let r = segments[selected].insetBy(dx: 2, dy: 2)
      list.append(
        .shadow(
          r, CornerRadii(all: 7), color: Color(red: 0, green: 0, blue: 0, alpha: 31), blur: 8,
          offset: Point(x: 0, y: 3)))
      list.append(
        .fillRoundedRect(
          r, CornerRadii(all: 7),
          .color(widget.color("selectedSegmentTintColor") ?? tint ?? selectedFill)))
    }
    for i in segments.indices.dropFirst() where i != selected && i - 1 != selected {
      paintSegmentDivider(at: segments[i].x)
    }
  }

  private mutating func paintSegmentDivider(at x: Double) {
    list.append(
      .fillRect(
        Rect(x: x - 0.5, y: frame.midY - 6, width: 1, height: 12),
        .color(Color(red: 142, green: 142, blue: 147, alpha: 77))))
  }

  /// Whether a background image is set for any state: Giotto's
  /// UISegmentedControl+ThemeManager.m sets `backgroundImage` and `backgroundImageWithColor`
  /// (a 1×1 image of the colour, UIImage+Giotto.m) with `setBackgroundImage:forState:`.
  var hasSegmentBackgrounds: Bool {
    ["backgroundImage", "backgroundImageWithColor"].contains { widget.hasValue($0) }
  }

  /// One segment's background: the image for its state (disabled when the control is, else
  /// selected or normal), falling back to the normal state's as UIKit does, stretched over
  /// the segment with square corners. A state's own value beats the normal one whichever
  /// key set it; nothing is drawn when no image reaches the state.
  private mutating func paintSegmentBackground(in rect: Rect, selected: Bool) {
    let control = widget.effectiveState
    let state: ControlState = control == .disabled ? .disabled : selected ? .selected : .normal
    let order: [ControlState] = state == .normal ? [.normal] : [state, .normal]
    for s in order {
      if let path = widget.ownValue("backgroundImage", in: s)?.image {
        if let source = imageSource(path) {
          list.append(.image(ImageOp(rect: rect, source: source)))
        }
        return
      }
      if let fill = widget.ownValue("backgroundImageWithColor", in: s)?.color {
        list.append(.fillRect(rect, .color(fill)))
        return
      }
    }
  }
}

extension Widget {
  /// Whether `key` has a value in any state, in any store.
  func hasValue(_ key: String) -> Bool {
    [pinned, styled, literal].contains { $0.contains(key) }
  }
}

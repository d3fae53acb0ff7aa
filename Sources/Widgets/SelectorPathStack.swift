import Themes

/// The selector path (``Widget/selectorPath``) of each widget in turn as the cascade walks a
/// tree parents first: the parent's path is kept and the widget's own subject put after it.
///
/// Building each widget's whole path anew cost an array, and for a view controller among
/// the ancestors two more, for every widget a rule of several steps reached (issue 15: a
/// third of a generated 1,000-rule theme's rules are nested). ``Widget/selectorPath`` is
/// the twin tests compare with.
struct SelectorPathStack {
  /// The path of the widget last entered, outermost ancestor first.
  private(set) var subjects: [SelectorSubject] = []
  /// The widgets on the path, each with the length of the path up to and including it.
  private var frames: [(widget: ObjectIdentifier, end: Int)] = []

  /// Moves to `widget`, the next widget in tree order: ``subjects`` becomes its path.
  mutating func enter(_ widget: Widget) {
    let parent = widget.parent
    let parentID = parent.map(ObjectIdentifier.init)
    while let top = frames.last, top.widget != parentID { frames.removeLast() }
    if frames.isEmpty, parent != nil {
      // The walk started below the top of the tree (or the tree changed under it): the
      // path above comes from the widgets themselves.
      subjects = widget.selectorPath
    } else {
      subjects.removeSubrange((frames.last?.end ?? 0)...)
      let subject = widget.selectorSubject
      subjects.append(subject)
      // A controller with a class stands in the path twice: as its class, then as a plain
      // `UIViewController` (see ``Widget/selectorPath``).
      if widget.kind == .viewController, subject.typeNames.count > 1 {
        subjects.append(
          SelectorSubject(
            typeNames: ["UIViewController"], styleTags: subject.styleTags,
            identifier: subject.identifier, isViewController: true))
      }
    }
    frames.append((ObjectIdentifier(widget), subjects.count))
  }
}

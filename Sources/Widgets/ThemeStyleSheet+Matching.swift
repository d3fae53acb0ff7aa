import Primitives
import Themes

/// Which selector rules of a theme match a widget.
///
/// A view (every widget but a view controller) is checked against the rules of its buckets
/// by its own subject first; the path of its ancestors is built only when a rule with more
/// than one step gets that far, and the matches are ordered by a rank fixed when the sheet
/// is made. ``plainMatchingRules(for:)`` is the twin that builds every path and sorts by
/// specificity; tests compare the two, and view controllers always take it (they stand in
/// their own path twice and are their own root view).
extension ThemeStyleSheet {
  public func matchingRules(for widget: Widget) -> [[Declaration]] {
    matchingRanks(for: widget).map { declarationsByRank[$0] }
  }

  /// The ranks of the rules matching `widget`, in cascade order (see ``Candidate/rank``).
  func matchingRanks(for widget: Widget) -> [Int] {
    var ranks: [Int] = []
    matchingRanks(for: widget, into: &ranks)
    return ranks
  }

  /// ``matchingRanks(for:)`` into `ranks`, whose storage the cascade keeps from widget to
  /// widget. `path`, when given, is the widget's ``Widget/selectorPath``, which the cascade
  /// keeps as it walks the tree (``SelectorPathStack``); else it is built when a rule of
  /// several steps needs it.
  func matchingRanks(
    for widget: Widget, path given: [SelectorSubject]? = nil, into ranks: inout [Int]
  ) {
    ranks.removeAll(keepingCapacity: true)
    guard !rules.isEmpty else { return }
    if widget.kind == .viewController {
      ranks += plainMatchingRanks(for: widget)
      return
    }
    let subject = given?.last ?? widget.selectorSubject
    var path = given
    func consider(_ bucket: [Candidate]) {
      for c in bucket where c.last.matches(subject) {
        if c.selector.steps.count > 1 {
          if path == nil { path = widget.selectorPath }
          guard c.selector.matches(path!) else { continue }
        }
        ranks.append(c.rank)
      }
    }
    // An empty table is not asked: a lookup hashes the name even when nothing is there.
    if !subtypeOrAny.isEmpty { consider(subtypeOrAny) }
    if !byType.isEmpty, let name = subject.typeNames.first, let bucket = byType[name] {
      consider(bucket)
    }
    if !byTag.isEmpty {
      for tag in subject.styleTags {
        if let bucket = byTag[tag] { consider(bucket) }
      }
    }
    if !byIdentifier.isEmpty, let id = subject.identifier, let bucket = byIdentifier[id] {
      consider(bucket)
    }
    guard ranks.count > 1 else { return }
    ranks.sort()
    // A tag written twice finds its bucket twice: each rule applies once.
    var kept = 1
    for i in 1..<ranks.count where ranks[i] != ranks[kept - 1] {
      ranks[kept] = ranks[i]
      kept += 1
    }
    ranks.removeLast(ranks.count - kept)
  }

  /// The plain matcher's declarations, in cascade order.
  func plainMatchingRules(for widget: Widget) -> [[Declaration]] {
    plainMatchingRanks(for: widget).map { declarationsByRank[$0] }
  }

  /// The plain matcher: every candidate rule against the widget's whole path (and, for a
  /// view controller, its other spellings), sorted by specificity.
  func plainMatchingRanks(for widget: Widget) -> [Int] {
    guard !rules.isEmpty else { return [] }
    var path = widget.selectorPath
    let subject = widget.selectorSubject
    var candidates = subtypeOrAny.map(\.index)
    for name in Set(subject.typeNames.prefix(1) + path.last!.typeNames.prefix(1)) {
      candidates += (byType[name] ?? []).map(\.index)
    }
    for tag in subject.styleTags { candidates += (byTag[tag] ?? []).map(\.index) }
    if let id = subject.identifier { candidates += (byIdentifier[id] ?? []).map(\.index) }
    if widget.kind == .viewController { candidates += (byType["UIView"] ?? []).map(\.index) }
    guard !candidates.isEmpty else { return [] }
    // A view controller with a class is itself matched as that class and as a plain
    // UIViewController (see `selectorPath`).
    var paths = [path]
    if path.count >= 2, widget.kind == .viewController, path[path.count - 2].isViewController,
      path.last!.typeNames == ["UIViewController"], subject.typeNames.count > 1
    {
      path.removeLast()
      paths.append(path)
    }
    // A controller widget is also its root view: a `UIView` whose parent is the controller
    // (Pixelbits builds that location in UIViewLocation.swift), so `UIViewController >
    // UIView` styles it.
    var rootViewPath: [SelectorSubject]?
    if widget.kind == .viewController {
      rootViewPath = widget.selectorPath + [SelectorSubject(typeNames: ["UIView"])]
    }
    let matching = Set(candidates).filter { i in
      let selector = rules[i].rule.selector
      if paths.contains(where: { selector.matches($0) }) { return true }
      guard let rootViewPath, selector.steps.count >= 2,
        selector.steps[selector.steps.count - 2].isViewController
      else { return false }
      return selector.matches(rootViewPath)
    }
    return matching.sorted { rules[$0].rule.specificity < rules[$1].rule.specificity }
      .map { rankOfRule[$0] }
  }
}

extension Widget {
  /// What selectors see of this widget: its type and base chain in UIKit spelling (a view
  /// controller by its class name), style tags and identifier.
  public var selectorSubject: SelectorSubject {
    if kind == .viewController {
      var names = [controllerClass ?? "UIViewController"]
      if names[0] != "UIViewController" { names.append("UIViewController") }
      return SelectorSubject(
        typeNames: names, styleTags: styleTags, identifier: id, isViewController: true)
    }
    return SelectorSubject(typeNames: selectorTypeNames, styleTags: styleTags, identifier: id)
  }

  /// The type's name, its kind's when custom, then the kind's base chain: made once per
  /// widget (the type never changes), since every descendant's path repeats it.
  private var selectorTypeNames: [String] {
    if let names = selectorTypeNamesCache { return names }
    // A built-in type's names are its kind's, one list shared by all its widgets.
    if !type.isCustom, let shared = WidgetKind.builtInTypeNames[kind] {
      selectorTypeNamesCache = shared
      return shared
    }
    var names = [type.name]
    if type.isCustom { names.append(kind.rawValue) }
    names += kind.ancestry
    selectorTypeNamesCache = names
    return names
  }

  /// The subjects from the outermost ancestor to this widget. A view controller with a
  /// class (`SignInViewController`) stands in the path twice, as its class and then as a
  /// plain `UIViewController`, so `@UIViewController` and `UIViewController > UIView`
  /// (the seeds' examples) match it as well as `SignInViewController` sections do.
  public var selectorPath: [SelectorSubject] {
    var path: [SelectorSubject] = []
    var w: Widget? = self
    while let cur = w {
      let subject = cur.selectorSubject
      if cur.kind == .viewController, subject.typeNames.count > 1 {
        path.append(
          SelectorSubject(
            typeNames: ["UIViewController"], styleTags: subject.styleTags,
            identifier: subject.identifier, isViewController: true))
      }
      path.append(subject)
      w = cur.parent
    }
    path.reverse()
    return path
  }
}

import Primitives

/// What the cascade needs from a theme: the rules that match a widget, already in the
/// order they apply (each dialect's priority, then source order: later wins), and named
/// styles for explicit application.
public protocol StyleSheet {
  /// Declarations of every rule matching `widget`, lowest priority first.
  func matchingRules(for widget: Widget) -> [[Declaration]]
  /// A named style or class (Giotto's styles, Motif's classes), inheritance applied; nil
  /// when there is none of that name.
  func style(named name: String) -> [Declaration]?
  /// Names of the styles, for "did you mean" in errors.
  var styleNames: [String] { get }
  /// Where the sheet's loader already reported a problem: styling does not report the
  /// same key again, so each problem is said once.
  var reportedLocations: Set<SourceLocation> { get }
}

extension StyleSheet {
  public var reportedLocations: Set<SourceLocation> { [] }
}

/// Applies a style sheet to a widget tree: one cascade for every dialect.
///
/// For each widget, in tree order (parents before children): the matching rules in
/// priority order, then the styles named in its `apply` list in order; a screen's literal
/// `props` win over both. A name the theme lacks is a warning (Giotto logs "Style not
/// found" and goes on), unless the theme has no named styles at all (a selector-only
/// dialect), which skips `apply` lists. Applying again (a new theme) styles the whole tree
/// anew over what the previous theme set: a key the new theme does not set keeps its value,
/// as A_StyleInjection's `applyStyle` and Motif's dynamic applier only ever set values
/// (`reset: true` clears the previous theme's values first).
public struct Cascade: Sendable {
  public var registry: PropertyRegistry
  /// False styles through the plain path only (each widget's rules matched against its
  /// whole path, every declaration converted per widget): the twin tests compare with.
  var fastPaths = true
  /// False prepares a sheet's rules anew in every cascade (the twin of keeping them on the
  /// sheet between cascades).
  var keepsPreparedRules = true

  public init(registry: PropertyRegistry = .standard) {
    self.registry = registry
  }

  /// Styles `root` and its subtree with `sheet`; returns the diagnostics (unknown styles,
  /// properties and wrong value types, located where they were written).
  ///
  /// On a `device`, a named style `Name` is followed by `Name_IPAD` on iPads and
  /// `Name_IPHONE` on iPhones when the theme has them (Giotto's device styles).
  @discardableResult
  public func apply(
    _ sheet: some StyleSheet, to root: Widget, device: Device? = nil, reset: Bool = false
  ) -> [Diagnostic] {
    let widgets = root.subtree
    if reset { for w in widgets { w.styled.removeAll() } }
    var diagnostics: [Diagnostic] = []
    // Once, not per widget: a sheet lists its style names afresh on each call.
    let hasStyles = !sheet.styleNames.isEmpty
    // Made at the first unknown name: thousands of widgets naming unknown styles against
    // thousands of styles made hints quadratic.
    var styleHints: Suggestion.Index?
    // A loaded theme's rules are matched by rank and prepared once per widget type.
    let themeSheet = fastPaths ? sheet as? ThemeStyleSheet : nil
    let plainSheet = fastPaths ? nil : sheet as? ThemeStyleSheet
    var prepared = themeSheet.map {
      PreparedRules(
        registry: registry, sheet: $0,
        prepared: keepsPreparedRules ? $0.preparedRules.take(for: registry) : nil)
    }
    defer {
      if keepsPreparedRules, let themeSheet, let prepared {
        themeSheet.preparedRules.put(prepared.prepared, for: registry)
      }
    }
    for w in widgets {
      let mark = diagnostics.count
      defer {
        if diagnostics.count > mark, w.location == nil {
          Self.locate(&diagnostics, from: mark, on: w)
        }
      }
      if prepared != nil {
        // Through `prepared`, which holds the sheet: binding the sheet here copied it (a
        // retain and a release of each of its tables) for every widget.
        prepared!.style(w, diagnostics: &diagnostics)
      } else {
        let rules = plainSheet?.plainMatchingRules(for: w) ?? sheet.matchingRules(for: w)
        for declarations in rules {
          registry.apply(declarations, to: w, diagnostics: &diagnostics)
        }
      }
      // A theme without named styles (A_StyleInjection, Pixelbits) styles by selectors
      // only: the screen's `apply` names are for the themes that have them.
      for name in hasStyles ? w.appliedStyles : [] {
        guard let declarations = sheet.style(named: name) else {
          var message = "unknown style '\(name)'"
          if styleHints == nil { styleHints = Suggestion.Index(sheet.styleNames.sorted()) }
          if let near = styleHints!.closest(to: name) {
            message += " (did you mean '\(near)'?)"
          }
          diagnostics.append(.warning(message, at: w.location))
          continue
        }
        registry.apply(declarations, to: w, diagnostics: &diagnostics)
        if let device, let extra = sheet.style(named: name + (device.isPad ? "_IPAD" : "_IPHONE")) {
          registry.apply(extra, to: w, diagnostics: &diagnostics)
        }
      }
    }
    let reported = sheet.reportedLocations
    return Self.unique(diagnostics).filter { d in
      guard let l = d.location, d.severity == .warning else { return true }
      return !reported.contains(l)
    }
  }

  /// The same problem in a shared style reported once, in first-seen order (with the first
  /// widget it was met on).
  static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen = Set<Diagnostic>()
    return diagnostics.filter { d in
      var bare = d
      bare.notes = []
      return seen.insert(bare).inserted
    }
  }

  /// Locates the problems met on a widget built in Swift, which has no screen-file line:
  /// one without a theme line is placed at the widget's path in the tree; one with a theme
  /// line names the widget in a note.
  static func locate(_ diagnostics: inout [Diagnostic], from start: Int, on widget: Widget) {
    guard start < diagnostics.count else { return }
    let path = widget.treePath
    for i in start..<diagnostics.count {
      if diagnostics[i].location == nil {
        diagnostics[i].location = SourceLocation(file: path)
      } else {
        diagnostics[i].notes.append("while styling " + path)
      }
    }
  }
}

extension Widget {
  /// The widget's place in the tree, from the root: each type name with its `#id`
  /// (`UIView > UIStackView > UILabel#title`).
  public var treePath: String {
    var steps: [String] = []
    var node: Widget? = self
    while let w = node {
      steps.append(w.type.name + (w.id.map { "#" + $0 } ?? ""))
      node = w.parent
    }
    return steps.reversed().joined(separator: " > ")
  }
}

import Foundation
import Primitives
import Themes

/// A loaded ``Theme`` as the cascade's style sheet: its selector rules (A_StyleInjection,
/// Pixelbits) matched against the widget's path, and its named styles (Motif classes,
/// Giotto styles) for `apply`.
///
/// Type selectors follow the Themes stage's rule: a type step matches the widget's own type
/// (`FancyButton`), and its base types (`UIButton`, `UIControl`, `UIView`) only through
/// `^UIButton`. Rules are bucketed by what their last step names, so a widget is matched
/// only against rules that could apply to it.
public struct ThemeStyleSheet: StyleSheet, Sendable {
  public let theme: Theme
  private let rules: [(rule: ThemeRule, declarations: [Declaration])]
  private let byType: [String: [Int]]
  private let byTag: [String: [Int]]
  private let byIdentifier: [String: [Int]]
  private let subtypeOrAny: [Int]
  private let styles: [String: [Declaration]]

  public init(_ theme: Theme) {
    self.theme = theme
    var rules: [(ThemeRule, [Declaration])] = []
    var byType: [String: [Int]] = [:]
    var byTag: [String: [Int]] = [:]
    var byIdentifier: [String: [Int]] = [:]
    var other: [Int] = []
    for (i, rule) in theme.rules.enumerated() {
      var declarations = Self.declarations(rule.properties)
      // Pixelbits images are relative to the stylesheet, which is relative to the current
      // folder; the painter resolves relative paths against the screen's folder.
      if rule.dialect == .pixelbits {
        declarations = declarations.map { Self.anchoringImages($0, in: Self.currentFolder) }
      }
      rules.append((rule, declarations))
      guard let last = rule.selector.steps.last else { continue }
      if let id = last.identifier {
        byIdentifier[id, default: []].append(i)
      } else if let tag = last.styleTag {
        byTag[tag, default: []].append(i)
      } else if let type = last.typeName, !last.matchesSubtypes {
        byType[type, default: []].append(i)
      } else {
        other.append(i)
      }
    }
    self.rules = rules
    self.byType = byType
    self.byTag = byTag
    self.byIdentifier = byIdentifier
    self.subtypeOrAny = other
    var styles: [String: [Declaration]] = [:]
    for (name, style) in theme.styles { styles[name] = Self.declarations(style.properties) }
    self.styles = styles
  }

  public func matchingRules(for widget: Widget) -> [[Declaration]] {
    guard !rules.isEmpty else { return [] }
    var path = widget.selectorPath
    let subject = widget.selectorSubject
    var candidates = subtypeOrAny
    for name in Set(subject.typeNames.prefix(1) + path.last!.typeNames.prefix(1)) {
      candidates += byType[name] ?? []
    }
    for tag in subject.styleTags { candidates += byTag[tag] ?? [] }
    if let id = subject.identifier { candidates += byIdentifier[id] ?? [] }
    if widget.kind == .viewController { candidates += byType["UIView"] ?? [] }
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
      .map { rules[$0].declarations }
  }

  public func style(named name: String) -> [Declaration]? { styles[name] }

  static var currentFolder: String { FileManager.default.currentDirectoryPath }

  /// `d` with relative image paths made absolute against `folder`.
  static func anchoringImages(_ d: Declaration, in folder: String) -> Declaration {
    func fix(_ v: ThemeValue) -> ThemeValue {
      if case .image(let p) = v, !p.hasPrefix("/") { return .image(folder + "/" + p) }
      return v
    }
    var out = d
    switch d.value {
    case .value(let v): out.value = .value(fix(v))
    case .states(let map): out.value = .states(map.mapValues(fix))
    case .style(let name, let inner):
      out.value = .style(name: name, inner.map { anchoringImages($0, in: folder) })
    }
    return out
  }

  public var styleNames: [String] { Array(theme.styles.keys) }

  public var reportedLocations: Set<SourceLocation> {
    Set(theme.diagnostics.compactMap(\.location))
  }

  /// A theme's property set as declarations, located where each value was written.
  public static func declarations(_ set: PropertySet) -> [Declaration] {
    set.entries.map { name, property in
      Declaration(name, property.value, at: property.location)
    }
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
    var names = [type.name]
    if type.isCustom { names.append(kind.rawValue) }
    names += kind.ancestry
    return SelectorSubject(typeNames: names, styleTags: styleTags, identifier: id)
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
    return path.reversed()
  }
}

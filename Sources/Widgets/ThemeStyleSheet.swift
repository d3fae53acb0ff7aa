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
  /// What matching needs of one rule, kept in its bucket (a class: a matcher walking a
  /// bucket retains one reference per rule, not each of the selector's strings).
  final class Candidate: Sendable {
    /// The rule's index in ``Theme/rules``.
    let index: Int
    /// Its place in the cascade order (specificity, then source order).
    let rank: Int
    let selector: Selector
    /// The selector's last step, which the widget itself must match.
    let last: Selector.Step

    init(index: Int, rank: Int, selector: Selector, last: Selector.Step) {
      self.index = index
      self.rank = rank
      self.selector = selector
      self.last = last
    }
  }
  let rules: [(rule: ThemeRule, declarations: [Declaration])]
  /// Each rule's declarations in cascade order (by ``Candidate/rank``).
  let declarationsByRank: [[Declaration]]
  /// Each rule's rank, by its index in ``Theme/rules``.
  let rankOfRule: [Int]
  let byType: [String: [Candidate]]
  let byTag: [String: [Candidate]]
  let byIdentifier: [String: [Candidate]]
  let subtypeOrAny: [Candidate]
  private let styles: [String: [Declaration]]
  /// Rules prepared by earlier cascades with this sheet (`PreparedRules`): a sheet styles
  /// every screen of a run. Copies of the sheet share it.
  let preparedRules = PreparedRulesCache()

  public init(_ theme: Theme) {
    self.theme = theme
    var rules: [(ThemeRule, [Declaration])] = []
    for rule in theme.rules {
      var declarations = Self.declarations(rule.properties)
      // Pixelbits images are relative to the stylesheet, which is relative to the current
      // folder; the painter resolves relative paths against the screen's folder.
      if rule.dialect == .pixelbits {
        declarations = declarations.map { Self.anchoringImages($0, in: Self.currentFolder) }
      }
      rules.append((rule, declarations))
    }
    // Specificity orders are unique (source order breaks ties), so ranks are too.
    let order = rules.indices.sorted { rules[$0].0.specificity < rules[$1].0.specificity }
    var rank = Array(repeating: 0, count: rules.count)
    for (r, i) in order.enumerated() { rank[i] = r }
    var byType: [String: [Candidate]] = [:]
    var byTag: [String: [Candidate]] = [:]
    var byIdentifier: [String: [Candidate]] = [:]
    var other: [Candidate] = []
    for (i, (rule, _)) in rules.enumerated() {
      guard let last = rule.selector.steps.last else { continue }
      let c = Candidate(index: i, rank: rank[i], selector: rule.selector, last: last)
      if let id = last.identifier {
        byIdentifier[id, default: []].append(c)
      } else if let tag = last.styleTag {
        byTag[tag, default: []].append(c)
      } else if let type = last.typeName, !last.matchesSubtypes {
        byType[type, default: []].append(c)
      } else {
        other.append(c)
      }
    }
    self.rules = rules
    self.declarationsByRank = order.map { rules[$0].1 }
    self.rankOfRule = rank
    self.byType = byType
    self.byTag = byTag
    self.byIdentifier = byIdentifier
    self.subtypeOrAny = other
    var styles: [String: [Declaration]] = [:]
    for (name, style) in theme.styles { styles[name] = Self.declarations(style.properties) }
    self.styles = styles
  }

  public func style(named name: String) -> [Declaration]? { styles[name] }

  /// Every font value the theme's rules and named styles declare (per-state values and
  /// sub-object styles included), once each, rules first in source order, then the styles
  /// by name: what a render of its screens resolves.
  public var declaredFonts: [FontSpec] {
    var seen = Set<FontSpec>()
    var out: [FontSpec] = []
    func visit(_ v: ThemeValue) {
      switch v {
      case .font(let f): if seen.insert(f).inserted { out.append(f) }
      case .array(let a): a.forEach(visit)
      case .states(let m): for state in m.keys.sorted() { visit(m[state]!) }
      default: break
      }
    }
    func visit(_ ds: [Declaration]) {
      for d in ds {
        switch d.value {
        case .value(let v): visit(v)
        case .states(let m): for state in m.keys.sorted() { visit(m[state]!) }
        case .style(_, let inner): visit(inner)
        }
      }
    }
    for rule in rules { visit(rule.declarations) }
    for name in styles.keys.sorted() { visit(styles[name]!) }
    return out
  }

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

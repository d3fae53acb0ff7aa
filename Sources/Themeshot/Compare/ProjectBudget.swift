import Foundation
import Primitives
import Yams

/// A comparison budget from `themeshot.yml`, for some screens and themes:
///
/// ```yaml
/// budgets:
///   - screens: [feed]          # names or shell patterns; all screens when left out
///     themes: [Dark]           # the same for themes
///     maxDiffPixels: 40        # any of the command line's budgets
///     perceptualPrecision: 0.98
/// ```
///
/// A check starts from the command line's options and applies every matching budget in
/// file order, each value it sets replacing the one before, so later and more specific
/// entries win. The report names the budget that applied (`themeshot.yml:7`).
public struct ProjectBudget: Hashable, Sendable {
  public var screens: [String] = []
  public var themes: [String] = []
  public var threshold: Double?
  public var includeAA: Bool?
  public var perceptualPrecision: Double?
  public var maxDiffPixels: Int?
  public var maxDiffPixelRatio: Double?
  public var precision: Double?
  /// Where the entry starts in themeshot.yml.
  public var location: SourceLocation

  public init(location: SourceLocation) {
    self.location = location
  }

  /// Whether the entry covers `screen` (a name) in `theme`.
  public func matches(screen: String, theme: String) -> Bool {
    func covers(_ patterns: [String], _ name: String) -> Bool {
      patterns.isEmpty || patterns.contains { fnmatch($0, name, 0) == 0 }
    }
    return covers(screens, screen) && covers(themes, theme)
  }

  /// `options` with every budget matching `screen` × `theme` applied in order, and the
  /// locations of those budgets.
  public static func options(
    _ options: ComparisonOptions, _ budgets: [ProjectBudget], screen: String, theme: String
  ) -> (ComparisonOptions, [SourceLocation]) {
    var result = options
    var applied: [SourceLocation] = []
    for budget in budgets where budget.matches(screen: screen, theme: theme) {
      if let v = budget.threshold { result.threshold = v }
      if let v = budget.includeAA { result.includeAA = v }
      if let v = budget.perceptualPrecision { result.perceptualPrecision = v }
      if let v = budget.maxDiffPixels { result.maxDiffPixels = v }
      if let v = budget.maxDiffPixelRatio { result.maxDiffPixelRatio = v }
      if let v = budget.precision { result.precision = v }
      applied.append(budget.location)
    }
    return (result, applied)
  }

  static let keys = [
    "screens", "themes", "threshold", "includeAA", "perceptualPrecision", "maxDiffPixels",
    "maxDiffPixelRatio", "precision",
  ]

  /// Reads the `budgets:` list. Every number is checked where it is read (finite, in its
  /// range, whole where a count is meant) before it is converted; errors are located.
  static func parse(_ node: Node, file: String) -> ([ProjectBudget], [Diagnostic]) {
    var errors: [Diagnostic] = []
    func loc(_ n: Node, _ key: String) -> SourceLocation {
      SourceLocation(file: file, line: n.mark?.line ?? 0, column: n.mark?.column ?? 0, keyPath: key)
    }
    guard case .sequence(let entries) = node else {
      return ([], [.error("'budgets' must be a list of budgets", at: loc(node, "budgets"))])
    }
    var budgets: [ProjectBudget] = []
    for (index, entry) in entries.enumerated() {
      let path = "budgets[\(index)]"
      guard case .mapping(let fields) = entry else {
        errors.append(.error("a budget must be a mapping", at: loc(entry, path)))
        continue
      }
      var budget = ProjectBudget(location: loc(entry, path))
      for (k, v) in fields {
        let key = k.string ?? ""
        let at = loc(v, path + "." + key)
        func names() -> [String] {
          switch v {
          case .scalar(let s): return [s.string]
          case .sequence(let items):
            return items.compactMap {
              if case .scalar(let s) = $0 { return s.string }
              errors.append(.error("expected a name", at: loc($0, path + "." + key)))
              return nil
            }
          default:
            errors.append(.error("expected a name or a list of names", at: at))
            return []
          }
        }
        func share() -> Double? {
          guard case .scalar(let s) = v, let d = Double(s.string), d.isFinite, (0...1).contains(d)
          else {
            errors.append(.error("\(key) must be a number from 0 to 1", at: at))
            return nil
          }
          return d
        }
        switch key {
        case "screens": budget.screens = names()
        case "themes": budget.themes = names()
        case "threshold": budget.threshold = share()
        case "perceptualPrecision": budget.perceptualPrecision = share()
        case "maxDiffPixelRatio": budget.maxDiffPixelRatio = share()
        case "precision": budget.precision = share()
        case "includeAA":
          guard case .scalar(let s) = v, let b = Bool(s.string.lowercased()) else {
            errors.append(.error("includeAA must be true or false", at: at))
            continue
          }
          budget.includeAA = b
        case "maxDiffPixels":
          // Checked as a Double first: a huge or fractional value never reaches Int().
          guard case .scalar(let s) = v, let d = Double(s.string), d.isFinite, d >= 0,
            d <= 1_000_000_000, d == d.rounded()
          else {
            errors.append(.error("maxDiffPixels must be a whole number from 0 to 10⁹", at: at))
            continue
          }
          budget.maxDiffPixels = Int(d)
        default:
          errors.append(
            .error(
              "unknown budget key '\(key)' (expected \(keys.joined(separator: ", ")))",
              at: loc(k, path)))
        }
      }
      budgets.append(budget)
    }
    return (budgets, errors)
  }
}

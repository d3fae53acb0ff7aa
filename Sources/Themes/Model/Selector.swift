/// One element of the widget path a selector is matched against: a view or a view
/// controller, outermost ancestor first.
public struct SelectorSubject: Hashable, Sendable {
  /// The subject's type, then its base types, in UIKit spelling
  /// (`["FancyButton", "UIButton", "UIControl", "UIView"]`). A Swift module prefix
  /// (`MyApp.FancyButton`) is ignored when matching.
  public var typeNames: [String]
  /// Style tags (Pixelbits' `.login-button`).
  public var styleTags: [String]
  /// The style identifier (A_StyleInjection's `#demoLabel`).
  public var identifier: String?
  /// True for a view controller (its class name is `typeNames[0]`).
  public var isViewController: Bool

  public init(
    typeNames: [String], styleTags: [String] = [], identifier: String? = nil,
    isViewController: Bool = false
  ) {
    self.typeNames = typeNames
    self.styleTags = styleTags
    self.identifier = identifier
    self.isViewController = isViewController
  }
}

/// A rule's selector: steps from the outermost ancestor to the subject.
///
/// Type matching follows the seeds: a type step matches the subject's **own** type only
/// (`UIView` does not style a `UILabel`, and a `FancyButton: UIButton` is not a `UIButton`
/// to a selector), unless the step opts in to subclasses with `^` (Classy's syntax:
/// `^UIButton` matches any type whose base chain contains `UIButton`).
public struct Selector: Hashable, Sendable, CustomStringConvertible {
  /// How a step relates to the step before it.
  public enum Combinator: Hashable, Sendable {
    /// The previous step matches the direct parent (Pixelbits' nesting). A view controller
    /// is its own root view: its children are the views placed in that root view.
    case child
    /// The previous step matches any ancestor (A_StyleInjection's controller scope); a
    /// view-controller step matches the nearest controller above only.
    case descendant
  }

  /// One step: all of its conditions must hold for the subject.
  public struct Step: Hashable, Sendable {
    public var typeName: String?
    /// True for `^Type`: the type may appear anywhere in the subject's base chain.
    public var matchesSubtypes: Bool
    public var styleTag: String?
    public var identifier: String?
    /// The step must be a view controller.
    public var isViewController: Bool
    /// The relation to the previous step (ignored for the first).
    public var combinator: Combinator

    public init(
      typeName: String? = nil, matchesSubtypes: Bool = false, styleTag: String? = nil,
      identifier: String? = nil, isViewController: Bool = false,
      combinator: Combinator = .child
    ) {
      self.typeName = typeName
      self.matchesSubtypes = matchesSubtypes
      self.styleTag = styleTag
      self.identifier = identifier
      self.isViewController = isViewController
      self.combinator = combinator
    }

    /// True when this step's conditions hold for `subject`.
    public func matches(_ subject: SelectorSubject) -> Bool {
      if isViewController && !subject.isViewController { return false }
      if let typeName {
        // Compared name by name: mapping the names to new strings cost an array per step
        // and subject, and matching runs for every widget against every candidate rule.
        if matchesSubtypes {
          if !subject.typeNames.contains(where: { Selector.unqualified($0, is: typeName) }) {
            return false
          }
        } else if let first = subject.typeNames.first {
          if !Selector.unqualified(first, is: typeName) { return false }
        } else {
          return false
        }
      }
      if let styleTag, !subject.styleTags.contains(styleTag) { return false }
      if let identifier, subject.identifier != identifier { return false }
      return true
    }

    /// The step as written: `UIButton.login-button`, `#demoLabel`, `^UIView`.
    public var description: String {
      var s = matchesSubtypes ? "^" : ""
      s += typeName ?? ""
      if let styleTag { s += "." + styleTag }
      if let identifier { s += "#" + identifier }
      return s.isEmpty ? "*" : s
    }
  }

  public var steps: [Step]

  public init(steps: [Step]) {
    self.steps = steps
  }

  /// The selector as text: steps joined by ` > ` (child) or ` ` (descendant).
  public var description: String {
    var s = ""
    for (i, step) in steps.enumerated() {
      if i > 0 { s += step.combinator == .child ? " > " : " " }
      s += step.description
    }
    return s
  }

  /// True when the last step matches the last subject of `path` and the earlier steps
  /// match its ancestors as the combinators require.
  public func matches(_ path: [SelectorSubject]) -> Bool {
    guard let last = steps.last, let subject = path.last, last.matches(subject) else {
      return false
    }
    return matchAncestors(step: steps.count - 1, at: path.count - 1, in: path)
  }

  private func matchAncestors(step: Int, at position: Int, in path: [SelectorSubject]) -> Bool {
    if step == 0 { return true }
    let previous = steps[step - 1]
    switch steps[step].combinator {
    case .child:
      if position >= 1, previous.matches(path[position - 1]),
        matchAncestors(step: step - 1, at: position - 1, in: path)
      {
        return true
      }
      // A controller with a class stands in the path twice (as `UIViewController`, then as
      // its class); either may be the direct parent. Pixelbits' `UIViewController > X`
      // styles only views placed directly in the controller's root view (README "Style
      // tag"; `isNodeValid` in PBNodeCollection.swift compares direct parents only).
      if previous.isViewController, position >= 2, path[position - 1].isViewController,
        path[position - 2].isViewController, previous.matches(path[position - 2])
      {
        return matchAncestors(step: step - 1, at: position - 2, in: path)
      }
      return false
    case .descendant:
      var k = position - 1
      while k >= 0 {
        if previous.matches(path[k]), matchAncestors(step: step - 1, at: k, in: path) {
          return true
        }
        // A controller scope is the nearest controller only: A_StyleInjection's
        // `parentController` is the first controller up the responder chain
        // (UIView+Injuection.m `__traceResponseChain`), so an outer controller's section
        // does not reach into a child controller's views. A controller with a class stands
        // as two subjects (its class, then a plain `UIViewController`): both are checked.
        if previous.isViewController, path[k].isViewController,
          !(k >= 1 && path[k].typeNames == ["UIViewController"]
            && path[k - 1].isViewController && path[k - 1].typeNames.count > 1)
        {
          return false
        }
        k -= 1
      }
      return false
    }
  }

  /// Whether `name` without its module prefix is `typeName`, without making a string
  /// when there is no prefix (the usual case).
  static func unqualified(_ name: String, is typeName: String) -> Bool {
    guard name.utf8.contains(UInt8(ascii: ".")) else { return name == typeName }
    return unqualified(name) == typeName
  }

  /// `MyApp.FancyButton` → `FancyButton`.
  static func unqualified(_ name: String) -> String {
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }
}

/// A rule's priority: compared by `components` (lexicographically), then by `order`
/// (source order across all files, later wins ties).
///
/// - A_StyleInjection: `[level]`, level 1 `@Type`, 2 `#identifier`, 3 `Controller → @Type`,
///   4 `Controller → #identifier`.
/// - Pixelbits: `[targetKind, taggedAncestors, ancestors]` with targetKind 0 for `Class`,
///   1 for `.tag`, 2 for `Class.tag` (research §3; it reproduces the README's order 1–8).
public struct Specificity: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var components: [Int]
  public var order: Int

  public init(components: [Int], order: Int) {
    self.components = components
    self.order = order
  }

  public static func < (a: Specificity, b: Specificity) -> Bool {
    if a.components != b.components { return a.components.lexicographicallyPrecedes(b.components) }
    return a.order < b.order
  }

  public var description: String {
    "(" + components.map(String.init).joined(separator: ", ") + "; #\(order))"
  }
}

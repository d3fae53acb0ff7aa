/// A variable the solver gives a value: one edge or extent of a view's frame.
///
/// Variables are compared by identity; `id` orders them, so every choice the solver makes
/// is the same on every run (Swift's dictionaries are seeded per process).
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
  public let name: String
  /// The value after the last ``Solver/updateVariables()``.
  public internal(set) var value = 0.0
  let id: Int

  public init(_ name: String, id: Int) {
    self.name = name
    self.id = id
  }

  public static func == (a: Variable, b: Variable) -> Bool { a === b }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
  public var description: String { name }
}

/// A linear expression: Σ coefficient · variable + constant.
public struct Expression: Sendable {
  public var terms: [(variable: Variable, coefficient: Double)]
  public var constant: Double

  public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
    self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
    self.constant = constant
  }

  public static func + (a: Expression, b: Expression) -> Expression {
    var e = a
    e.terms += b.terms
    e.constant += b.constant
    return e
  }

  public static func - (a: Expression, b: Expression) -> Expression { a + b * -1 }

  public static func * (a: Expression, k: Double) -> Expression {
    Expression(a.terms.map { ($0.variable, $0.coefficient * k) }, constant: a.constant * k)
  }

  public static func + (a: Expression, k: Double) -> Expression {
    var e = a
    e.constant += k
    return e
  }
}

extension Variable {
  /// This variable as an expression, for arithmetic.
  public var expression: Expression { Expression([(self, 1)]) }
}

/// How much a constraint matters. Required constraints must hold; the others are kept
/// as far as their strength allows, stronger before weaker (Cassowary's strengths, as
/// kiwi composes them: strong 10⁶, medium 10³, weak 1, scaled by a weight).
public struct Strength: Hashable, Comparable, Sendable {
  public let value: Double

  /// kiwi's required strength: above any sum of the optional ones that can occur.
  static let requiredValue = 1_001_001_000.0
  public static let required = Strength(value: requiredValue)
  public static let strong = Strength(value: 1_000_000)
  public static let medium = Strength(value: 1_000)
  public static let weak = Strength(value: 1)

  public init(value: Double) {
    self.value = min(max(value, 0), Self.requiredValue)
  }

  /// A UIKit layout priority (1…1000; 1000 is required). Optional priorities are
  /// weights on one scale, so 750 beats 250, and 250 stays far above the weak stays
  /// that keep an underconstrained view where IB drew it.
  public init(priority: Double) {
    self = priority >= 1000 ? .required : Strength(value: max(priority, 0) * 1000)
  }

  public var isRequired: Bool { value >= Self.requiredValue }

  public static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }
}

/// A linear relation between an expression and zero: `expression (==, <=, >=) 0`.
public final class Constraint: Hashable, @unchecked Sendable {
  public enum Relation: String, Sendable {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
  }

  public let expression: Expression
  public let relation: Relation
  public let strength: Strength
  /// What the constraint stands for (an IB constraint id), for messages.
  public let label: String

  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required,
    label: String = ""
  ) {
    self.expression = lhs - rhs
    self.relation = relation
    self.strength = strength
    self.label = label
  }

  public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

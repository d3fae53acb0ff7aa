import TestSupport
import Testing

@testable import AutoLayout

/// ``Solver`` picks its pivots by scanning (lowest id wins) where the plain twin sorts;
/// both must make the same choices, so the values agree to the bit on random systems:
/// required and optional constraints, conflicts, edits, suggestions and removals.
struct SolverTwinTests {
  /// One step applied to both solvers; a thrown failure must be the same failure.
  enum Step {
    case add(
      terms: [(Int, Double)], relation: Constraint.Relation, constant: Double, strength: Strength)
    case remove(Int)
    case edit(Int, Strength)
    case suggest(Int, Double)
    case unedit(Int)
  }

  static func steps(variables: Int, count: Int, rng: inout SplitMix) -> [Step] {
    let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]
    let relations: [Constraint.Relation] = [.equal, .lessOrEqual, .greaterOrEqual]
    var out: [Step] = []
    for _ in 0..<count {
      switch rng.next() % 10 {
      case 0: out.append(.remove(Int(rng.next() % UInt64(max(1, out.count)))))
      case 1:
        out.append(.edit(Int(rng.next() % UInt64(variables)), strengths[2 + Int(rng.next() % 3)]))
      case 2:
        out.append(
          .suggest(Int(rng.next() % UInt64(variables)), Double(Int(rng.next() % 401) - 200)))
      case 3: out.append(.unedit(Int(rng.next() % UInt64(variables))))
      default:
        let n = 1 + Int(rng.next() % 3)
        let terms = (0..<n).map { _ in
          (Int(rng.next() % UInt64(variables)), Double(Int(rng.next() % 7) - 3))
        }
        out.append(
          .add(
            terms: terms, relation: relations[Int(rng.next() % 3)],
            constant: Double(Int(rng.next() % 201) - 100) / 2,
            strength: strengths[Int(rng.next() % 5)]))
      }
    }
    return out
  }

  /// Runs `steps` on a fresh solver of either kind; the values after each step, and each
  /// step's failure.
  static func run(_ steps: [Step], variables: Int, plain: Bool) -> [[Double]] {
    let vars = (0..<variables).map { Variable("v\($0)", id: $0) }
    let fast = Solver()
    let twin = PlainSolver()
    var added: [Constraint] = []
    var trace: [[Double]] = []
    for step in steps {
      var failure = ""
      do {
        switch step {
        case .add(let terms, let relation, let constant, let strength):
          let e = Expression(terms.map { (vars[$0.0], $0.1) }, constant: constant)
          let c = Constraint(
            e, relation, Expression(), strength: strength, label: "c\(added.count)")
          added.append(c)
          if plain { try twin.add(c) } else { try fast.add(c) }
        case .remove(let i):
          guard i < added.count else { continue }
          if plain { try twin.remove(added[i]) } else { try fast.remove(added[i]) }
        case .edit(let v, let strength):
          if plain {
            try twin.addEditVariable(vars[v], strength: strength)
          } else {
            try fast.addEditVariable(vars[v], strength: strength)
          }
        case .suggest(let v, let value):
          if plain { try twin.suggest(vars[v], value) } else { try fast.suggest(vars[v], value) }
        case .unedit(let v):
          if plain {
            try twin.removeEditVariable(vars[v])
          } else {
            try fast.removeEditVariable(vars[v])
          }
        }
      } catch {
        failure = "\(error)"
      }
      if plain { twin.updateVariables() } else { fast.updateVariables() }
      trace.append(vars.map(\.value) + [Double(failure.count)])
    }
    return trace
  }

  @Test(arguments: 0..<40)
  func scansMakeTheSortedWalksChoices(seed: Int) {
    var rng = SplitMix(seed: UInt64(seed))
    let variables = 2 + seed % 12
    let steps = Self.steps(variables: variables, count: 30 + seed, rng: &rng)
    let fast = Self.run(steps, variables: variables, plain: false)
    let plain = Self.run(steps, variables: variables, plain: true)
    #expect(fast.count == plain.count)
    for (i, (a, b)) in zip(fast, plain).enumerated() {
      // Bitwise: the same pivots give the same arithmetic.
      #expect(a.map(\.bitPattern) == b.map(\.bitPattern), "seed \(seed), step \(i)")
    }
  }
}

extension SolverTwinTests {
  /// Layout-shaped systems: views chained edge to edge, with optional sizes, conflicts and
  /// the ambiguity check's nudges (edit, suggest, remove) on every variable.
  @Test(arguments: 0..<6)
  func chainedLayoutsAgreeToTheBit(seed: Int) {
    var rng = SplitMix(seed: 100 + UInt64(seed))
    let views = 10 + seed * 8
    let variables = views * 2
    var steps: [Step] = []
    for i in 0..<views {
      let x = 2 * i
      let w = 2 * i + 1
      // x_i = x_{i-1} + w_{i-1} + gap (required), w_i = size (strong or weak).
      if i > 0 {
        steps.append(
          .add(
            terms: [(x, 1), (x - 2, -1), (w - 2, -1)], relation: .equal,
            constant: -Double(rng.next() % 9), strength: .required))
      } else {
        steps.append(.add(terms: [(x, 1)], relation: .equal, constant: -16, strength: .required))
      }
      let strengths: [Strength] = [.strong, .weak, .medium, .required]
      steps.append(
        .add(
          terms: [(w, 1)], relation: rng.next() % 4 == 0 ? .greaterOrEqual : .equal,
          constant: -Double(20 + rng.next() % 80), strength: strengths[Int(rng.next() % 4)]))
    }
    // The whole row within the screen, weakly.
    steps.append(
      .add(
        terms: [(2 * (views - 1), 1), (2 * views - 1, 1)], relation: .lessOrEqual,
        constant: -390, strength: .medium))
    for v in 0..<variables {
      steps += [.edit(v, Strength(value: 1e-3)), .suggest(v, 1000), .unedit(v)]
    }
    let fast = Self.run(steps, variables: variables, plain: false)
    let plain = Self.run(steps, variables: variables, plain: true)
    for (i, (a, b)) in zip(fast, plain).enumerated() {
      #expect(a.map(\.bitPattern) == b.map(\.bitPattern), "seed \(seed), step \(i)")
    }
  }
}

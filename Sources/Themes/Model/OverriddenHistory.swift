/// ``ResolvedProperty/overridden`` as stored. Most inherited properties replace one or two
/// earlier values (a style over its parent, three-deep inheritance): those are kept in place,
/// so laying a style over its parent makes no array per property. Always in its shortest
/// form, so two histories are equal exactly when their lists are.
enum OverriddenHistory: Hashable, Sendable {
  case none
  case one(Provenance)
  case two(Provenance, Provenance)
  /// Three or more.
  case many([Provenance])

  init(_ list: [Provenance]) {
    switch list.count {
    case 0: self = .none
    case 1: self = .one(list[0])
    case 2: self = .two(list[0], list[1])
    default: self = .many(list)
    }
  }

  /// The values, oldest first.
  var list: [Provenance] {
    switch self {
    case .none: []
    case .one(let a): [a]
    case .two(let a, let b): [a, b]
    case .many(let all): all
    }
  }

  var count: Int {
    switch self {
    case .none: 0
    case .one: 1
    case .two: 2
    case .many(let all): all.count
    }
  }

  /// This history, then `last`, then `tail`: what a value laid over another remembers.
  func appending(_ last: Provenance, then tail: OverriddenHistory) -> OverriddenHistory {
    switch (self, tail) {
    case (.none, .none): return .one(last)
    case (.one(let a), .none): return .two(a, last)
    case (.none, .one(let b)): return .two(last, b)
    default:
      // Appended value by value: `list` would make an array of one or two only to copy it.
      var all: [Provenance] = []
      all.reserveCapacity(count + 1 + tail.count)
      append(to: &all)
      all.append(last)
      tail.append(to: &all)
      return .many(all)
    }
  }

  private func append(to all: inout [Provenance]) {
    switch self {
    case .none: break
    case .one(let a): all.append(a)
    case .two(let a, let b):
      all.append(a)
      all.append(b)
    case .many(let more): all += more
    }
  }
}

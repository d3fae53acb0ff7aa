import OrderedCollections
import Primitives
import Testing

@testable import Themes

/// `PropertySet.set` finds the old value with one lookup and builds the overridden history
/// in one array; it must give what the plain form (two lookups, arrays joined) gives, kept
/// here as the twin, for random sequences of plain, per-state and child-style values.
@Suite struct PropertySetTwinTests {
  /// The cascade's rule as it was written before round 7: the plain twin.
  static func plainSet(
    _ entries: inout OrderedDictionary<String, ResolvedProperty>, _ name: String,
    _ property: ResolvedProperty
  ) {
    guard let old = entries[name] else {
      entries[name] = property
      return
    }
    var new = property
    new.overridden = old.overridden + [old.provenance] + property.overridden
    if case .states(let added) = property.value {
      var merged: [ControlState: ThemeValue]
      switch old.value {
      case .states(let map): merged = map
      default: merged = [.normal: old.value]
      }
      for (state, v) in added { merged[state] = v }
      new.value = .states(merged)
    }
    if case .style(let added) = property.value, case .style(var base) = old.value {
      base.properties.apply(added.properties)
      base.name = added.name ?? base.name
      new.value = .style(base)
    }
    entries[name] = new
  }

  static func property(_ d: inout GeneratedThemes.Draw, line: Int) -> ResolvedProperty {
    let value: ThemeValue
    switch d.below(4) {
    case 0: value = .number(Double(d.below(5)))
    case 1: value = .states([d.pick(ControlState.allCases): .number(Double(d.below(5)))])
    case 2:
      var inner = PropertySet()
      inner.set("alpha", Self.leaf(.number(Double(d.below(3))), line: line))
      value = .style(StyleValue(name: d.chance(50) ? "S\(d.below(3))" : nil, properties: inner))
    default: value = .string("t\(d.below(3))")
    }
    var p = leaf(value, line: line)
    if d.chance(30) { p.overridden = [leaf(.null, line: line + 1000).provenance] }
    return p
  }

  static func leaf(_ value: ThemeValue, line: Int) -> ResolvedProperty {
    ResolvedProperty(
      value: value,
      provenance: Provenance(
        value: value, location: SourceLocation(file: "t", line: line), origin: "test"))
  }

  @Test func setGivesWhatThePlainFormGives() {
    for seed in UInt64(1)...200 {
      var d = GeneratedThemes.Draw(state: seed)
      var fast = PropertySet()
      var plain = OrderedDictionary<String, ResolvedProperty>()
      for line in 0..<(1 + d.below(40)) {
        let name = d.pick(["a", "b", "c", "layer.cornerRadius", "titleLabel"])
        let p = Self.property(&d, line: line)
        fast.set(name, p)
        Self.plainSet(&plain, name, p)
      }
      #expect(fast.entries == plain, "seed \(seed)")
    }
  }

  /// `set` appends a new name with the hash table's append: it must give what inserting at
  /// the end's position gives (`setByInsertion`), entries, order and histories, for names
  /// new and repeated, and under `apply` onto sets built either way.
  @Test func setGivesWhatInsertingAtTheEndGives() {
    let names = ["a", "b", "c", "layer.cornerRadius", "titleLabel", "layer.borderColor", "zeta"]
    for seed in UInt64(1)...300 {
      var d = GeneratedThemes.Draw(state: seed)
      var fast = PropertySet()
      var plain = PropertySet()
      for line in 0..<(1 + d.below(60)) {
        let name = d.chance(10) ? "n\(d.below(100))" : d.pick(names)
        let p = Self.property(&d, line: line)
        fast.set(name, p)
        plain.setByInsertion(name, p)
        #expect(fast.entries.keys == plain.entries.keys, "seed \(seed) line \(line)")
      }
      #expect(fast.entries == plain.entries, "seed \(seed)")
      var over = PropertySet()
      for line in 0..<d.below(9) { over.set(d.pick(names), Self.property(&d, line: 200 + line)) }
      fast.apply(over)
      plain.apply(over)
      #expect(fast == plain, "seed \(seed), applied")
    }
  }

  /// `apply` tries each key at its own position first: it must give what setting each
  /// property in turn gives (`applyBySearch`), for sets in the same order, shuffled,
  /// shorter, longer, sharing some keys or none.
  @Test func applyGivesWhatSettingEachGives() {
    let names = ["a", "b", "c", "layer.cornerRadius", "titleLabel", "layer.borderColor"]
    for seed in UInt64(1)...300 {
      var d = GeneratedThemes.Draw(state: seed)
      func randomSet(_ from: [String]) -> PropertySet {
        var set = PropertySet()
        for line in 0..<d.below(9) { set.set(d.pick(from), Self.property(&d, line: line)) }
        return set
      }
      let base = randomSet(names)
      var other = randomSet(d.chance(50) ? names : ["c", "b", "zeta"])
      if d.chance(40) {
        // The same keys as the base, in its order, as a style over its parent writes them.
        other = PropertySet()
        for (i, name) in base.names.enumerated() where !d.chance(20) {
          other.set(name, Self.property(&d, line: 100 + i))
        }
      }
      var fast = base
      fast.apply(other)
      var plain = base
      plain.applyBySearch(other)
      #expect(fast == plain, "seed \(seed)")
    }
  }
}

import Primitives
import Testing
import Themes

@testable import Widgets

/// `PropertyStore` keeps its values in a flat list of slots; the dictionary of
/// dictionaries it replaced stays here as the model, and random edits are applied to both.
@Suite struct PropertyStoreTests {
  /// The store as it was: entries by key, values and locations by state.
  struct Model: Equatable {
    var entries: [String: PropertyStore.Entry] = [:]

    mutating func set(
      _ key: String, _ value: ThemeValue, state: ControlState?,
      at location: Primitives.SourceLocation?
    ) {
      if let state {
        var e = entries[key] ?? PropertyStore.Entry(values: [:], locations: [:])
        e.values[state] = value
        e.locations[state] = location
        entries[key] = e
      } else {
        var e = PropertyStore.Entry(values: [.normal: value], locations: [:])
        e.locations[.normal] = location
        entries[key] = e
      }
    }

    func value(_ key: String, in state: ControlState) -> ThemeValue? {
      guard let e = entries[key] else { return nil }
      return e.values[state] ?? e.values[.normal]
    }

    func merging(over base: Model) -> Model {
      var out = base
      for (k, e) in entries {
        var b = out.entries[k] ?? PropertyStore.Entry(values: [:], locations: [:])
        for (s, v) in e.values { b.values[s] = v }
        for (s, l) in e.locations { b.locations[s] = l }
        out.entries[k] = b
      }
      return out
    }

    func overlaying(_ base: Model) -> Model {
      var out = base
      for (k, e) in entries {
        if var b = out.entries[k], e.values[.normal] == nil {
          for (s, v) in e.values { b.values[s] = v }
          for (s, l) in e.locations { b.locations[s] = l }
          out.entries[k] = b
        } else {
          out.entries[k] = e
        }
      }
      return out
    }
  }

  /// SplitMix64: the same edits on every run.
  struct Random {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(n))
    }
  }

  static let keys = ["alpha", "title", "backgroundColor", "layer.cornerRadius", "titleLabel.font"]
  static let states: [ControlState?] = [nil, nil, .normal, .highlighted, .selected, .disabled]

  static func edit(_ store: inout PropertyStore, _ model: inout Model, _ r: inout Random) {
    let key = keys[r.next(keys.count)]
    switch r.next(10) {
    case 0:
      store.remove(key)
      model.entries[key] = nil
    default:
      let value = ThemeValue.number(Double(r.next(5)))
      let location = r.next(3) == 0 ? nil : Primitives.SourceLocation(file: "t", line: r.next(9))
      let state = states[r.next(states.count)]
      store.set(key, value, state: state, at: location)
      model.set(key, value, state: state, at: location)
    }
  }

  static func same(_ store: PropertyStore, _ model: Model) -> Bool {
    guard store.entries == model.entries, store.keys == model.entries.keys.sorted() else {
      return false
    }
    for key in keys {
      guard store.contains(key) == (model.entries[key] != nil) else { return false }
      for state in ControlState.allCases {
        guard store.value(key, in: state) == model.value(key, in: state) else { return false }
        // The in-place lookup a widget makes behind its length test, against the method.
        var inPlace = store
        let fast =
          store.mayHold(key)
          ? PropertyStore.lookup(&inPlace, key, state) : (own: nil, normal: nil)
        let plain = store.lookup(key, state)
        guard fast.own == plain.own, fast.normal == plain.normal else { return false }
        let normal = store.mayHold(key) ? PropertyStore.normalValue(&inPlace, key) : nil
        guard normal == store.lookup(key, .normal).normal else { return false }
      }
    }
    return store.isEmpty == model.entries.isEmpty
  }

  @Test func randomEditsKeepTheDictionaryModelsValues() {
    var r = Random(state: 15)
    for _ in 0..<300 {
      var a = PropertyStore()
      var ma = Model()
      var b = PropertyStore()
      var mb = Model()
      for _ in 0..<r.next(12) { Self.edit(&a, &ma, &r) }
      for _ in 0..<r.next(12) { Self.edit(&b, &mb, &r) }
      #expect(Self.same(a, ma))
      #expect(Self.same(a.merging(over: b), ma.merging(over: mb)))
      #expect(Self.same(a.overlaying(b), ma.overlaying(mb)))
      #expect((a == b) == (ma == mb))
    }
  }

  @Test func equalStoresAreEqualWhateverTheOrderOfSetting() {
    var a = PropertyStore()
    a.set("alpha", .number(1))
    a.set("title", .string("x"), state: .highlighted)
    var b = PropertyStore()
    b.set("title", .string("x"), state: .highlighted)
    b.set("alpha", .number(1))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    b.set("alpha", .number(2))
    #expect(a != b)
  }

  @Test func aPlainValueReplacesEveryStateOfItsKeyOnly() {
    var s = PropertyStore()
    s.set("title", .string("a"), state: .highlighted)
    s.set("alpha", .number(1))
    s.set("title", .string("b"), state: .selected)
    s.set("title", .string("c"))
    #expect(s.entries["title"]?.values == [.normal: .string("c")])
    #expect(s.value("alpha") == .number(1))
    #expect(s.value("title", in: .selected) == .string("c"))
  }
}

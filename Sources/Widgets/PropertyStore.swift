import Primitives
import Themes

/// Property values of one widget by key path (`backgroundColor`, `layer.cornerRadius`,
/// `titleLabel.font`), each with one value per control state.
///
/// A plain value is stored as the normal state's value: Overlay falls back to normal for a
/// state without a value, so a plain value shows in every state. Setting a plain value
/// replaces every state's value (a later declaration wins whole, as in CSS); setting one
/// state's value (`title:highlighted`) keeps the others.
///
/// Values are kept in one flat list of (key, state) slots, searched from the start: a
/// widget holds a handful of values, and a dictionary of dictionaries cost four allocations
/// and a string hash per value set, and a hash per lookup (issue 15: styling and layout of
/// 10,000 widgets spent most of its time there). ``entries`` gives the dictionary view.
public struct PropertyStore: Hashable, Sendable {
  /// One property's values and where each came from.
  public struct Entry: Hashable, Sendable {
    public var values: [ControlState: ThemeValue]
    public var locations: [ControlState: SourceLocation]
  }

  /// One state's value of one key.
  struct Slot: Sendable {
    var key: String
    var state: ControlState
    var value: ThemeValue
    var location: SourceLocation?
  }

  /// At most one slot per key and state, in the order first set.
  private(set) var slots: [Slot] = []
  /// A bit for each key length (in UTF-8 bytes, 63 for longer) a key may have here: a
  /// lookup of a key of another length skips the search. Layout asks every widget for keys
  /// few set (`frame`, `center`, `layoutMargins`), so most lookups find nothing.
  private var lengths: UInt64 = 0

  private static func bit(_ key: String) -> UInt64 { 1 << UInt64(min(key.utf8.count, 63)) }

  public init() {}

  public var isEmpty: Bool { slots.isEmpty }
  public var keys: [String] { Set(slots.lazy.map(\.key)).sorted() }

  /// The values by key, each with its states' values and locations.
  public var entries: [String: Entry] {
    var out: [String: Entry] = [:]
    for s in slots {
      out[s.key, default: Entry(values: [:], locations: [:])].values[s.state] = s.value
      if let l = s.location { out[s.key]?.locations[s.state] = l }
    }
    return out
  }

  /// Every state's value of every key with its location, in the order first set: a walk
  /// that builds no dictionary (``entries`` does, which render-time passes over every
  /// widget should not pay for).
  public func forEachValue(
    _ body: (_ key: String, _ state: ControlState, _ value: ThemeValue, _ at: SourceLocation?)
      throws -> Void
  ) rethrows {
    for s in slots { try body(s.key, s.state, s.value, s.location) }
  }

  /// The value set for `state` itself, without the normal state's fallback.
  public func ownValue(_ key: String, in state: ControlState) -> ThemeValue? {
    guard lengths & Self.bit(key) != 0 else { return nil }
    return slots.first { $0.key == key && $0.state == state }?.value
  }

  /// Sets `value` for `key`: in every state when `state` is nil, else in that state only.
  public mutating func set(
    _ key: String, _ value: ThemeValue, state: ControlState? = nil,
    at location: SourceLocation? = nil
  ) {
    let slot = Slot(key: key, state: state ?? .normal, value: value, location: location)
    // A key of a length not stored yet is new: no search.
    if lengths & Self.bit(key) == 0 { return append(slot) }
    guard let state else {
      // The first of the key's slots becomes the normal one, the others go.
      guard let first = slots.firstIndex(where: { $0.key == key }) else { return append(slot) }
      slots[first] = slot
      var i = first + 1
      while i < slots.count {
        if slots[i].key == key { slots.remove(at: i) } else { i += 1 }
      }
      return
    }
    if let i = slots.firstIndex(where: { $0.key == key && $0.state == state }) {
      slots[i] = slot
    } else {
      append(slot)
    }
  }

  /// Room for `count` slots in a store that has none yet (a screen's `props` for a widget,
  /// counted as they are applied): a label's one value took room for four (312 bytes).
  mutating func reserve(_ count: Int) {
    if slots.capacity == 0, count > 0 { slots.reserveCapacity(count) }
  }

  private mutating func append(_ slot: Slot) {
    // Most widgets get a few values: one allocation for them, not one per doubling.
    if slots.capacity == 0 { slots.reserveCapacity(4) }
    slots.append(slot)
    lengths |= Self.bit(slot.key)
  }

  public mutating func remove(_ key: String) { slots.removeAll { $0.key == key } }
  public mutating func removeAll() {
    slots.removeAll()
    lengths = 0
  }

  /// The value shown in `state`: that state's value, else the normal one.
  public func value(_ key: String, in state: ControlState = .normal) -> ThemeValue? {
    let found = lookup(key, state)
    return found.own ?? found.normal
  }

  /// `key`'s value in `state` and its normal value, in one pass.
  func lookup(_ key: String, _ state: ControlState) -> (own: ThemeValue?, normal: ThemeValue?) {
    var own: ThemeValue?
    var normal: ThemeValue?
    guard lengths & Self.bit(key) != 0 else { return (nil, nil) }
    // By index: a slot copied out retains its key, value and location.
    for i in slots.indices where slots[i].key == key {
      if slots[i].state == state { own = slots[i].value }
      if slots[i].state == .normal { normal = slots[i].value }
    }
    return (own, normal)
  }

  /// Whether a value of `key` may be stored here (false for an empty store, and for a key
  /// of a length no stored key has): a test of one word, made before a search.
  @inline(__always)
  func mayHold(_ key: String) -> Bool { lengths & Self.bit(key) != 0 }

  /// ``lookup(_:_:)`` of the store at `store`, in place: a widget's stores sit behind a
  /// pointer (``Widget``), and a method called on one copied it (a retain and a release)
  /// to borrow it. The slots are read through the array's buffer.
  static func lookup(
    _ store: UnsafeMutablePointer<PropertyStore>, _ key: String, _ state: ControlState
  ) -> (own: ThemeValue?, normal: ThemeValue?) {
    var own: ThemeValue?
    var normal: ThemeValue?
    store.pointee.slots.withUnsafeBufferPointer { slots in
      for i in slots.indices where slots[i].key == key {
        if slots[i].state == state { own = slots[i].value }
        if slots[i].state == .normal { normal = slots[i].value }
      }
    }
    return (own, normal)
  }

  /// `key`'s value in the normal state, read in place: ``lookup(_:_:_:)``'s `normal` (and
  /// `own`, for the normal state) with one copy of the value. Layout and drawing read the
  /// normal state almost always, and the pair of copies cost a retain and a release a read.
  static func normalValue(_ store: UnsafeMutablePointer<PropertyStore>, _ key: String)
    -> ThemeValue?
  {
    store.pointee.slots.withUnsafeBufferPointer { slots in
      var found = -1
      for i in slots.indices where slots[i].state == .normal && slots[i].key == key { found = i }
      return found < 0 ? nil : slots[found].value
    }
  }

  /// Whether `key` has a value (in any state).
  public func contains(_ key: String) -> Bool { slots.contains { $0.key == key } }

  /// Values in this store over `base`'s state by state, each state keeping `base`'s value
  /// where this store has none (the theme over a view's initial values). A value without a
  /// location keeps the location `base` had for that state.
  public func merging(over base: PropertyStore) -> PropertyStore {
    var out = base
    for s in slots { out.merge(s) }
    return out
  }

  /// Values in this store override `base`, state by state.
  public func overlaying(_ base: PropertyStore) -> PropertyStore {
    var out = base
    var done: Set<String> = []
    for s in slots where done.insert(s.key).inserted {
      let mine = slots.filter { $0.key == s.key }
      if out.contains(s.key), !mine.contains(where: { $0.state == .normal }) {
        for m in mine { out.merge(m) }
      } else {
        out.remove(s.key)
        for m in mine { out.append(m) }
      }
    }
    return out
  }

  /// Sets one slot's value, keeping the slot's old location when the new one has none.
  private mutating func merge(_ slot: Slot) {
    if let i = slots.firstIndex(where: { $0.key == slot.key && $0.state == slot.state }) {
      slots[i].value = slot.value
      if let l = slot.location { slots[i].location = l }
    } else {
      append(slot)
    }
  }

  public static func == (a: PropertyStore, b: PropertyStore) -> Bool {
    a.slots.count == b.slots.count && a.entries == b.entries
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(entries)
  }
}

/// The numbers inside compound values, by the name a diagnostic gives them, so themes and
/// screens check them against ``NumberLimits`` the same way.
extension NumberLimits {
  /// `"<name> <problem>"` for the first unusable component, or nil.
  public static func problem(in components: [(name: String, value: Double)]) -> String? {
    for c in components {
      if let p = problem(c.value, property: c.name) { return "\(c.name) \(p)" }
    }
    return nil
  }
}

extension FontSpec {
  public var numberComponents: [(name: String, value: Double)] {
    [("font.size", size)] + (weight.map { [("font.weight", Double($0))] } ?? [])
  }
}

extension Point {
  public var numberComponents: [(name: String, value: Double)] { [("x", x), ("y", y)] }
}

extension Size {
  public var numberComponents: [(name: String, value: Double)] {
    [("width", width), ("height", height)]
  }
}

extension Rect {
  public var numberComponents: [(name: String, value: Double)] {
    origin.numberComponents + size.numberComponents
  }
}

extension EdgeInsets {
  public var numberComponents: [(name: String, value: Double)] {
    [("top", top), ("left", left), ("bottom", bottom), ("right", right)]
  }
}

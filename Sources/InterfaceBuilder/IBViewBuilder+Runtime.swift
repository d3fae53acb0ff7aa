import Primitives
import Themes
import Widgets

/// User-defined runtime attributes and outlets.
extension IBViewBuilder {
  /// `userDefinedRuntimeAttributes`: A_StyleInjection's `styleIdentifier` is the view's
  /// identifier (its `#name` rules match it, seed 001), Pixelbits' `style` its style tags
  /// (`UIView.style`, pixelbits/Extensions/UIView+Bits.swift), and key paths of properties
  /// themeshot draws (`layer.cornerRadius`, `layer.borderColor`) initial values.
  func runtimeAttributes(_ e: IBElement, _ w: Widget) {
    for a in e.items(in: "userDefinedRuntimeAttributes")
    where a.name == "userDefinedRuntimeAttribute" {
      guard let keyPath = a["keyPath"] else { continue }
      guard let value = runtimeValue(a) else { continue }
      switch keyPath {
      case "styleIdentifier":
        if let s = value.string { w.id = s }
      case "style" where value.string != nil:
        w.styleTags += value.string!.split(separator: " ").map(String.init)
      default:
        var diagnostics: [Diagnostic] = []
        registry.apply(
          [Declaration(keyPath, value, at: location(a))], to: w, target: .initial,
          diagnostics: &diagnostics)
        if !diagnostics.isEmpty {
          skip(
            "runtime attribute '\(keyPath)' on \(w.type.name) (not a property themeshot draws)", a)
        }
      }
    }
  }

  /// The value of one runtime attribute, by its declared type.
  func runtimeValue(_ a: IBElement) -> ThemeValue? {
    let v = a.children.first { $0["key"] == "value" }
    switch a["type"] ?? "" {
    case "boolean": return .bool(a["value"] == "YES")
    case "string", "localizedString":
      return (a["value"] ?? v?["value"]).map(ThemeValue.string)
    case "number":
      guard let v, let n = number(v, "value") else {
        skip("runtime number without a value", a)
        return nil
      }
      return .number(n)
    case "color":
      return v.flatMap(color).map(ThemeValue.color)
    case "size":
      guard let v, let w = number(v, "width"), let h = number(v, "height") else { return nil }
      return .size(Size(width: w, height: h))
    case "point":
      guard let v, let x = number(v, "x"), let y = number(v, "y") else { return nil }
      return .point(Point(x: x, y: y))
    case "rect":
      return v.flatMap(rect).map(ThemeValue.rect)
    case "nil": return .null
    default:
      skip("runtime attribute type '\(a["type"] ?? "")'", a)
      return nil
    }
  }

  /// Outlets and outlet collections: the owner reaches the destination by the property
  /// name (Giotto styles `titleLabel: {…}` through it, seed 000); the destination takes
  /// the name as its key (Pixelbits' `@subview`).
  func resolveConnections() {
    for (owner, e, scope) in connections {
      for c in e.items(in: "connections") where c.name == "outlet" || c.name == "outletCollection" {
        guard let property = c["property"], let dest = c["destination"] else { continue }
        guard let target = scope?.ids[dest] ?? byID[dest] else { continue }
        if property == "view", owner.kind == .viewController { continue }
        if c.name == "outlet" {
          owner.outlets[property] = [target]
        } else {
          owner.outlets[property, default: []].append(target)
        }
        // The outlet's name is the view's key: the Widgets stage finds a controller's
        // outlets by key at any depth.
        target.key = property
      }
    }
  }
}

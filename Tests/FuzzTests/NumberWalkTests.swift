import Foundation
import Primitives
import Testing
import Themes
import Widgets

/// Every numeric property, given NaN, ±infinity and ±1e30 in a screen and in a theme, is a
/// located error, never a trap (issue 17: `Int(1e30)` stopped the process with SIGILL).
@Suite struct NumberWalkTests {
  /// The hostile numbers as a screen writes them (Swift's `Double` reads `nan` and `inf`).
  static let screenValues = ["nan", "inf", "-inf", "1e30", "-1e30"]
  /// The same numbers as YAML 1.2 spells them in a theme.
  static let themeValues = [".nan", ".inf", "-.inf", "1e30", "-1e30"]

  /// A value of `type` with `n` in every number slot, as YAML flow text.
  static func literal(_ type: PropertyType, _ n: String) -> String? {
    switch type {
    case .number: n
    case .point, .size: "[\(n), \(n)]"
    case .rect: "[\(n), \(n), \(n), \(n)]"
    case .insets: "{top: \(n), left: \(n), bottom: \(n), right: \(n)}"
    case .font: "{font: system, size: \(n)}"
    case .list(.keyword(Keywords.corners)): n
    default: nil
    }
  }

  /// Each numeric applier of the standard registry, with a kind it applies to.
  static var numericAppliers: [(key: String, type: PropertyType, kind: WidgetKind)] {
    var out: [(String, PropertyType, WidgetKind)] = []
    for (key, appliers) in PropertyRegistry.standard.appliers.sorted(by: { $0.key < $1.key }) {
      for a in appliers where literal(a.type, "1") != nil {
        let kind = a.kinds?.sorted(by: { $0.rawValue < $1.rawValue }).first ?? .view
        out.append((key, a.type, kind))
      }
    }
    return out
  }

  @Test func numericAppliersAreFound() {
    // The walk below must cover the crashers of issue 17, or it proves nothing.
    let keys = Set(Self.numericAppliers.map(\.key))
    for key in [
      "numberOfLines", "selectedSegmentIndex", "layer.maskedCorners", "font", "frame", "alpha",
    ] {
      #expect(keys.contains(key), "\(key) is not walked")
    }
  }

  @Test(arguments: screenValues)
  func everyNumericScreenPropertyIsALocatedError(_ value: String) throws {
    for (key, type, kind) in Self.numericAppliers {
      let literal = try #require(Self.literal(type, value))
      let text = """
        root:
          type: UIView
          children:
            - type: \(kind.rawValue)
              props:
                \(key): \(literal)
        """
      do {
        let screen = try ScreenFile.parse(text, file: "walk.yml", name: "walk")
        Issue.record("\(key): \(literal) loaded without an error: \(screen.diagnostics)")
      } catch let error as DiagnosticError {
        let hit = error.diagnostics.first { $0.severity == .error }
        #expect(hit?.location?.file == "walk.yml", "\(key): \(literal)")
        #expect(hit?.location?.line == 6, "\(key): \(literal): \(error)")
        #expect(hit?.location?.keyPath.contains(key) == true, "\(key): \(literal): \(error)")
      }
    }
  }

  /// Numeric properties of the theme catalog (numbers, geometry and fonts).
  static var numericThemeProperties: [(String, PropertyType)] {
    PropertyCatalog.standard.names.compactMap { name in
      guard let d = PropertyCatalog.standard.descriptor(for: name) else { return nil }
      switch d.type {
      case .number, .point, .size, .rect, .insets, .font: return (name, d.type)
      default: return nil
      }
    }
  }

  static func themeLiteral(_ type: PropertyType, _ n: String) -> String {
    switch type {
    case .point, .size: "[\(n), \(n)]"
    case .rect: "[\(n), \(n), \(n), \(n)]"
    case .insets: "[\(n), \(n), \(n), \(n)]"
    case .font: "{name: system, size: \(n)}"
    default: n
    }
  }

  @Test(arguments: themeValues)
  func everyNumericThemePropertyIsALocatedError(_ value: String) throws {
    #expect(Self.numericThemeProperties.count > 20)
    for (name, type) in Self.numericThemeProperties {
      let literal = Self.themeLiteral(type, value)
      let source = ThemeSource(path: "walk.yaml", text: "Label:\n  \(name): \(literal)\n")
      let theme = try ThemeLoader.load(
        sources: [source], options: ThemeLoadOptions(keepGoing: true))
      // An error where the value is read, or a warning when the dialect skips the form.
      let hit = theme.diagnostics.first
      #expect(hit?.location?.file == "walk.yaml", "\(name): \(literal)")
      #expect(hit?.location?.line == 2, "\(name): \(literal): \(theme.diagnostics)")
    }
  }

  @Test func inRangeNumbersStillLoad() throws {
    // The checks must not refuse ordinary values.
    let text = """
      root:
        type: UIView
        children:
          - type: UILabel
            props: {text: hi, numberOfLines: 3, alpha: 0.5, frame: [0, 0, 100, 20]}
          - type: UISegmentedControl
            props: {segments: [a, b], selectedSegmentIndex: 1, layer.maskedCorners: 3}
      """
    let screen = try ScreenFile.parse(text, file: "ok.yml", name: "ok")
    #expect(screen.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(screen.root.children[0].numberOfLines == 3)
  }
}

import Primitives
import Testing

@testable import Themes

/// Loading follows each library's run-time rules (issue 11): a bad key is skipped with one
/// located warning and the rest of the theme loads; `strict` makes those warnings errors.
@Suite struct RuntimeRulesTests {
  /// Motif's README "Constants": a class refers to constants by `$Name`. A typo in one
  /// key loses only that key.
  @Test func unknownConstantSkipsOnlyItsKey() throws {
    let theme = try load([
      (
        "t.json",
        """
        {"$Primary": "#FF0000",
         ".Button": {"tintColor": "$Primry", "alpha": 0.5}}
        """
      )
    ])
    let button = try theme.style(named: "Button").properties
    #expect(button["tintColor"] == nil)
    #expect(button["alpha"] == .number(0.5))
    let warnings = theme.diagnostics.filter { $0.message.contains("$Primry") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.message.contains("did you mean '$Primary'") == true)
    #expect(warnings.first?.location?.line == 2)
  }

  /// Pixelbits' ValueToPropertyConverter returns no typed value for text it cannot read
  /// and PBProperty.apply logs and goes on: the other keys of the rule apply.
  @Test func typeMismatchSkipsOnlyItsKey() throws {
    let sources = [
      (
        "s.yaml",
        """
        UILabel:
          text-color: "not a color"
          numberOfLines: 2
        """
      )
    ]
    let theme = try load(sources)
    let props = theme.ruleProperties(for: [SelectorSubject(typeNames: ["UILabel"])])
    #expect(props["textColor"] == nil)
    #expect(props["numberOfLines"] == .number(2))
    #expect(theme.diagnostics.map(\.severity) == [.warning])
    #expect(theme.diagnostics.first?.location?.file == "s.yaml")
  }

  /// `--strict`: every warning is an error, so CI can refuse a typo.
  @Test func strictTurnsWarningsIntoErrors() {
    let found = diagnostics(
      [("t.json", ##"{".Label": {"textColor": 12, "textColr": "#FFFFFF"}}"##)],
      options: ThemeLoadOptions(strict: true))
    #expect(found.count == 2)
    #expect(found.allSatisfy { $0.severity == .error })
  }

  /// A cycle stops only its members: the other styles load and apply.
  @Test func cycleStopsOnlyItsMembers() throws {
    let theme = try load([
      (
        "t.json",
        """
        {".A": {"_superclass": ".B", "alpha": 1},
         ".B": {"_superclass": ".A", "alpha": 0.5},
         ".C": {"alpha": 0.25}}
        """
      )
    ])
    #expect(try theme.style(named: "C").properties["alpha"] == .number(0.25))
    #expect(throws: Diagnostic.self) { try theme.style(named: "A") }
    #expect(!theme.hasErrors)
  }

  /// Giotto's `applyDictionary:` applies a missing `_superstyle` as nothing: the style's
  /// own keys still apply.
  @Test func unknownSuperstyleIsSkipped() throws {
    let theme = try load([
      (
        "t.json",
        #"{"formatVersion": 2, "Styles": {"Title": {"_superstyle": "Missing", "alpha": 0.5}}}"#
      )
    ])
    #expect(try theme.style(named: "Title").properties["alpha"] == .number(0.5))
    #expect(theme.diagnostics.contains { $0.message.contains("unknown style 'Missing'") })
  }

  /// Pixelbits: UIEdgeInsetsConverter and CGRectConverter read every argument through
  /// `variableValue()`, so `insets($pad, $pad)` takes the variable's value.
  @Test func pixelbitsVariablesInsideFunctionValues() throws {
    let theme = try load([
      (
        "s.yaml",
        """
        $pad: 8
        $wide: 20
        UIButton:
          contentEdgeInsets: insets($pad, $wide)
        """
      )
    ])
    let props = theme.ruleProperties(for: [SelectorSubject(typeNames: ["UIButton"])])
    #expect(
      props["contentEdgeInsets"] == .insets(EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)))
  }

  /// Pixelbits README "UIControlState" lists seven states, `application` and `reserved`
  /// among them (matched without case).
  @Test func pixelbitsEveryReadmeStateIsRead() throws {
    let theme = try load([
      (
        "s.yaml",
        """
        UIButton:
          title:APPLICATION: App
          title:reserved: Reserved
          title:normal: Normal
        """
      )
    ])
    let props = theme.ruleProperties(for: [SelectorSubject(typeNames: ["UIButton"])])
    #expect(
      props["title"]
        == .states([
          .application: .string("App"), .reserved: .string("Reserved"), .normal: .string("Normal"),
        ]))
    #expect(theme.diagnostics.isEmpty)
  }

  /// Pixelbits README "Style tag": `UIViewController > UILabel` styles labels added
  /// directly to the controller's view (PBNodeCollection's `isNodeValid` compares direct
  /// parents only); a controller widget is its own root view.
  @Test func pixelbitsControllerStylesOnlyItsDirectViews() throws {
    let theme = try load([
      ("s.yaml", "UIViewController:\n  UILabel:\n    background-color: white\n")
    ])
    let vc = SelectorSubject(typeNames: ["UIViewController"], isViewController: true)
    let label = SelectorSubject(typeNames: ["UILabel"])
    let stack = SelectorSubject(typeNames: ["UIStackView", "UIView"])
    #expect(theme.ruleProperties(for: [vc, label])["backgroundColor"] == hex("#FFFFFF"))
    #expect(theme.ruleProperties(for: [vc, stack, label]).isEmpty)
    // A controller with a class stands in the path as UIViewController and as its class.
    let named = SelectorSubject(
      typeNames: ["SignInViewController", "UIViewController"], isViewController: true)
    #expect(theme.ruleProperties(for: [vc, named, label])["backgroundColor"] == hex("#FFFFFF"))
    #expect(theme.ruleProperties(for: [vc, named, stack, label]).isEmpty)
  }

  /// Giotto's `normalizeDictionary:` unions key paths into the child's dictionary, so
  /// `titleLabel.font` and `titleLabel: {…}` both apply, whichever is written first.
  @Test func keyPathsMergeWhateverTheirOrder() throws {
    for order in [["dotted", "nested"], ["nested", "dotted"]] {
      let parts = order.map {
        $0 == "dotted"
          ? #""titleLabel.font": "font:system,15""#
          : #""titleLabel": {"textColor": "color:FF0000"}"#
      }
      let theme = try load([
        (
          "t.json",
          #"{"formatVersion": 2, "Styles": {"B": {"# + parts.joined(separator: ", ") + "}}}"
        )
      ])
      guard case .style(let child)? = try theme.style(named: "B").properties["titleLabel"] else {
        Issue.record("titleLabel is a child style (\(order))")
        continue
      }
      #expect(child.properties["font"] != nil, "\(order)")
      #expect(child.properties["textColor"] == hex("#FF0000"), "\(order)")
    }
  }

  /// A_StyleInjection README "Value types": `CG#` colors; the hex digits are read in
  /// either case, as the `#` form's are.
  @Test func styleInjectionCGColorInEitherCase() throws {
    let theme = try load([
      (
        "S.plist",
        """
        <plist version="1.0"><dict><key>@UIView</key><dict>
          <key>layer.borderColor</key><string>CG#a0b0c0</string>
          <key>layer.shadowColor</key><string>CG#A0B0C0</string>
        </dict></dict></plist>
        """
      )
    ])
    let props = theme.ruleProperties(for: [SelectorSubject(typeNames: ["UIView"])])
    #expect(props["layer.borderColor"] == hex("#A0B0C0"))
    #expect(props["layer.shadowColor"] == hex("#A0B0C0"))
  }

  /// Giotto README "Conventions for values": `null` or `nil` set the property to nil
  /// (SDThemeManager.m NULL_IDENTIFIERS also lists NULL, Null and Nil).
  @Test func giottoNullSpellingsClear() throws {
    for word in ["null", "nil", "NULL", "Null", "Nil"] {
      let theme = try load([
        ("t.json", #"{"formatVersion": 2, "Styles": {"S": {"backgroundColor": "\#(word)"}}}"#)
      ])
      #expect(try theme.style(named: "S").properties["backgroundColor"] == .null, "\(word)")
    }
  }

  /// Giotto README "Alternative themes": a style is looked up in the alternatives first and
  /// taken whole from the first that has it; constants not redefined fall through.
  @Test func giottoAlternativeStyleReplacesWhole() throws {
    let theme = try load(
      [
        (
          "default.json",
          """
          {"formatVersion": 2, "Constants": {"RED": "color:FF0000", "GREEN": "color:00FF00"},
           "Styles": {"Title": {"textColor": "RED", "alpha": 0.5}}}
          """
        )
      ],
      alternatives: [
        (
          "night.json",
          """
          {"formatVersion": 2, "Constants": {"RED": "color:880000"},
           "Styles": {"Title": {"backgroundColor": "GREEN"}}}
          """
        )
      ])
    let title = try theme.style(named: "Title").properties
    #expect(title["alpha"] == nil)
    #expect(title["textColor"] == nil)
    #expect(title["backgroundColor"] == hex("#00FF00"))
    #expect(theme.constants["RED"]?.value == hex("#880000"))
  }
}

import Primitives
import TestSupport
import Testing

@testable import Widgets

@Suite struct ScreenFileTests {
  static let signIn = """
    device: iPhone SE
    root:
      type: UIViewController
      class: SignInViewController
      children:
        - type: UIStackView
          id: form
          props: {axis: vertical, spacing: 12}
          children:
            - type: Label
              id: title
              style: headline large
              props: {text: "Welcome back", textColor: "#FF000080"}
            - type: FancyButton
              base: UIButton
              id: signIn
              apply: [Primary, Rounded]
              states: [highlighted]
              frame: [0, 0, 200, 44]
              props:
                title: {states: {normal: Sign In, highlighted: Signing In}}
                layer.cornerRadius: 8
    """

  @Test func readsEveryNodeKey() throws {
    let screen = try ScreenFile.parse(Self.signIn, file: "sign-in.yml", name: "sign-in")
    #expect(screen.device?.name == "iPhone SE")
    let root = screen.root
    #expect(root.kind == .viewController)
    #expect(root.controllerClass == "SignInViewController")
    let form = try #require(root.children.first)
    #expect(form.id == "form" && form.key == "form")
    #expect(form.value("spacing") == .number(12))
    let title = form.children[0]
    #expect(title.type.name == "UILabel")
    #expect(title.styleTags == ["headline", "large"])
    #expect(title.value("textColor") == .color(Color(red: 255, green: 0, blue: 0, alpha: 128)))
    let button = form.children[1]
    #expect(button.type == WidgetType(name: "FancyButton", kind: .button))
    #expect(button.appliedStyles == ["Primary", "Rounded"])
    #expect(button.states == [.highlighted])
    #expect(button.frame == Rect(x: 0, y: 0, width: 200, height: 44))
    #expect(button.value("title") == .string("Signing In"))
    #expect(button.value("title", in: .normal) == .string("Sign In"))
    #expect(button.value("layer.cornerRadius") == .number(8))
  }

  @Test func readsJSONWithLocations() throws {
    let json = """
      {"root": {"type": "UIView", "children": [
        {"type": "UILabel", "props": {"text": 12}}
      ]}}
      """
    let screen = try ScreenFile.parse(json, file: "s.json", name: "s")
    let label = screen.root.children[0]
    #expect(label.value("text") == .string("12"))
    #expect(label.location?.line == 2)
  }

  func errors(_ text: String) -> [Diagnostic] {
    do {
      _ = try ScreenFile.parse(text, file: "bad.yml", name: "bad")
      return []
    } catch let e as DiagnosticError {
      return e.diagnostics
    } catch {
      return [.error("\(error)")]
    }
  }

  @Test func unknownTypeIsLocated() {
    let d = errors("root:\n  type: UIView\n  children:\n    - type: FancyThing\n")
    #expect(d.count == 1)
    #expect(d.first?.location?.line == 4)
    #expect(d.first?.message.contains("unknown type 'FancyThing'") == true)
  }

  @Test func wrongValueTypeIsLocated() {
    let d = errors("root:\n  type: UILabel\n  props:\n    numberOfLines: \"#FF0000\"\n")
    #expect(d.first?.location?.line == 4)
    #expect(d.first?.location?.column == 20)
    #expect(d.first?.message.contains("expects a number") == true)
  }

  @Test func unknownNodeKeyAndStateAreErrors() {
    let d = errors("root:\n  type: UIButton\n  colour: red\n  states: [pressed]\n")
    #expect(d.map { $0.location?.line ?? 0 } == [3, 4])
  }

  @Test func malformedYAMLHasLineAndColumn() {
    let d = errors("root:\n  type: [UIView\n")
    #expect(d.first?.location?.line ?? 0 > 0)
    #expect(d.first?.message.contains("malformed") == true)
  }

  @Test func unsupportedStateIsAWarning() throws {
    let screen = try ScreenFile.parse(
      "root:\n  type: UIView\n  states: [selected]\n", file: "s.yml", name: "s")
    #expect(screen.diagnostics.count == 1)
    #expect(screen.diagnostics[0].severity == .warning)
    #expect(screen.root.effectiveState == .normal)
  }

  @Test func unknownDeviceIsAnError() {
    let d = errors("device: Nokia 3310\nroot: {type: UIView}\n")
    #expect(d.first?.location?.line == 1)
  }

  /// Seeded random mutations of a valid screen: never a crash, always a screen or errors.
  @Test func mutatedScreensNeverCrash() {
    var rng = SplitMix(seed: 42)
    let base = Array(Self.signIn.utf8)
    let alphabet = Array("{}[]:,-\"' \n#abc0123".utf8)
    for _ in 0..<300 {
      var bytes = base
      for _ in 0..<(1 + Int(rng.next() % 6)) {
        let i = Int(rng.next() % UInt64(bytes.count))
        switch rng.next() % 3 {
        case 0: bytes[i] = alphabet[Int(rng.next() % UInt64(alphabet.count))]
        case 1: bytes.remove(at: i)
        default: bytes.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: i)
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      do {
        _ = try ScreenFile.parse(text, file: "m.yml", name: "m")
      } catch let e as DiagnosticError {
        #expect(!e.diagnostics.isEmpty)
      } catch {
        Issue.record("unexpected error type \(error)")
      }
    }
  }
}

/// `NodeReader` finds a widget node's fields by place: its keys must be the screen's.
@Suite struct WidgetFieldsTests {
  @Test func fieldsAreTheNodeKeysInOrder() {
    #expect(WidgetFields.Field.allCases.map { "\($0)" } == ScreenFile.nodeKeys)
  }
}

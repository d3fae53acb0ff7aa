import Primitives
import Testing

@testable import Themes

@Suite struct PixelbitsTests {
  func subject(_ type: String, _ tags: String...) -> SelectorSubject {
    SelectorSubject(typeNames: [type], styleTags: tags)
  }

  @Test func readmePriorityOrderIsDeterministic() throws {
    let theme = try Theme.load(files: [fixture("pixelbits/priority.json")])
    let path = [
      subject("UIView"), subject("UIView", "some-style"), subject("UIButton", "login-button"),
    ]
    let titles = theme.rules(matching: path).compactMap { $0.properties["title"]?.string }
    #expect(titles == ["1", "2", "3", "4", "5", "6", "7", "8"])
    #expect(theme.ruleProperties(for: path)["tintColor"] == hex("#FF0000"))
  }

  @Test func readmeExamplesLoad() throws {
    let vc = SelectorSubject(typeNames: ["UIViewController"], isViewController: true)
    let root = subject("UIView")
    let controller = try Theme.load(files: [fixture("pixelbits/readme-controller-label.yaml")])
    // A controller is its own root view: labels placed directly in it, not deeper.
    #expect(
      controller.ruleProperties(for: [vc, subject("UILabel")])["backgroundColor"] == hex("#FFFFFF"))
    #expect(controller.ruleProperties(for: [vc, root, subject("UILabel")]).isEmpty)
    let tagged = try Theme.load(files: [fixture("pixelbits/readme-style-tag.yaml")])
    #expect(tagged.ruleProperties(for: [vc, subject("UILabel")]).isEmpty)
    #expect(
      tagged.ruleProperties(for: [vc, subject("UILabel", "my-style-value")])[
        "backgroundColor"]
        == hex("#FFFFFF"))

    let sub = try Theme.load(files: [fixture("pixelbits/readme-subviews.yaml")])
    let p = sub.ruleProperties(for: [subject("UIButton", "login-button")])
    #expect(p["backgroundColor"] == hex("#FFFFFF"))
    #expect(p["font"] == .font(FontSpec(name: "HelveticaNeue-Light", size: 18)))
    #expect(p["textColor"] == hex("#000000"))
    #expect(p["title"] == .states([.normal: .string("Pixelbits rules")]))
    #expect(p["textAlignment"] == .string("center"))
    guard case .style(let label)? = p["titleLabel"] else {
      Issue.record("@titleLabel is a child style")
      return
    }
    #expect(label.properties["textColor"] == hex("#000000"))

    let images = try Theme.load(files: [fixture("pixelbits/readme-image-colors.json")])
    let button = images.ruleProperties(for: [subject("UIButton", "login-button")])
    // `image()` names a file beside the stylesheet (issue 11).
    #expect(
      button["backgroundImage"]
        == .states([.normal: .image(fixture("pixelbits/someimage.jpg"))]))
    let view = images.ruleProperties(for: [subject("UIView")])
    #expect(view["backgroundColor"] == hex("#DEDEDE"))
    #expect(view["textColor"] == hex("#808080"))

    let matching = try Theme.load(files: [fixture("pixelbits/readme-property-matching.yaml")])
    #expect(
      matching.ruleProperties(for: [subject("UIButton")])["backgroundColor"]
        == matching.ruleProperties(for: [subject("UILabel")])["backgroundColor"])
  }

  @Test func valueSyntaxes() throws {
    let text = """
      $size: 14
      $face: Menlo
      UILabel:
        text-color: "#80FF0000"
        font: "$face, $size"
        title: yes
        is-hidden: no
        layout-margins: insets(1, 2)
        frame: rect(1, 2, 3, 4)
        text-alignment: NSTextAlignmentRight
      UIButton:
        tint-color: "#abc"
        Title:highlighted: Go
        title:normal: Stay
      """
    let theme = try load([("p.yaml", text)])
    let p = theme.ruleProperties(for: [subject("UILabel")])
    #expect(p["textColor"] == hex("#FF000080"))
    #expect(p["font"] == .font(FontSpec(name: "Menlo", size: 14)))
    #expect(p["title"] == .string("yes"))
    #expect(p["isHidden"] == .bool(false))
    #expect(p["layoutMargins"] == .insets(EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)))
    #expect(p["frame"] == .rect(Rect(x: 1, y: 2, width: 3, height: 4)))
    #expect(p["textAlignment"] == .string("right"))
    let b = theme.ruleProperties(for: [subject("UIButton")])
    #expect(b["tintColor"] == hex("#AABBCC"))
    #expect(b["title"] == .states([.highlighted: .string("Go"), .normal: .string("Stay")]))
  }

  /// UIControlStateConverter.swift: a state name it does not know is `.Normal`; themeshot
  /// does the same, with a warning.
  @Test func unknownStateWarnsAndSetsNormal() throws {
    let theme = try load([("p.json", #"{"UIButton": {"title:pressed": "x"}}"#)])
    #expect(theme.diagnostics.count == 1)
    #expect(theme.diagnostics.first?.message.contains("unknown control state") == true)
    let p = theme.ruleProperties(for: [subject("UIButton")])
    #expect(p["title"] == .states([.normal: .string("x")]))
  }
}

import Primitives
import Testing

@testable import Themes

/// Overlay's README, written with themeshot's Swift API: a custom color enum conforming to
/// `ColorStyle`, and a state group.
enum CustomColor: ColorStyle {
  case white, black

  func normal() -> Color {
    switch self {
    case .white: return .white
    case .black: return .black
    }
  }

  var styleInput: StyleInput { normal().styleInput }
}

@Suite struct SwiftThemeTests {
  @Test func overlayReadmeExamples() throws {
    let theme = try Theme {
      NamedStyle("CustomView") {
        Property.backgroundColor(CustomColor.white)
      }
      NamedStyle("CustomButton") {
        Property.backgroundColor(
          ColorGroup(normal: CustomColor.white.normal(), disabled: CustomColor.black.normal()))
      }
    }
    #expect(try theme.style(named: "CustomView").properties["backgroundColor"] == .color(.white))
    #expect(
      try theme.style(named: "CustomButton").properties["backgroundColor"]
        == .states([.normal: .color(.white), .disabled: .color(.black)]))
    #expect(theme.styles["CustomButton"]?.dialect == .swift)
  }

  @Test func constantsInheritanceChildrenAndLocations() throws {
    let brand = Color(red: 30, green: 136, blue: 229)
    let theme = try Theme {
      Constant("Brand", .color(brand))
      NamedStyle("Text") {
        Property.font(FontSpec(name: "Inter", size: 15))
        Property.textColor(ThemeReference("Brand"))
      }
      NamedStyle("Button", inherits: ["Text"]) {
        Property.cornerRadius(8)
        Property.contentEdgeInsets(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        Property.title(TextGroup(normal: "Save", disabled: "Saving…"))
        Property.child("titleLabel", style: "Text")
        Property.child("imageView") {
          Property.tintColor(brand)
        }
        for i in 0..<2 where i == 1 {
          Property.alpha(0.5)
        }
      }
      Rule(Selector(steps: [Selector.Step(typeName: "UILabel")])) {
        Property.textAlignment(.center)
      }
    }
    let button = try theme.style(named: "Button").properties
    #expect(button["textColor"] == .color(brand))
    #expect(button["font"] == .font(FontSpec(name: "Inter", size: 15)))
    #expect(button["layer.cornerRadius"] == .number(8))
    #expect(button["alpha"] == .number(0.5))
    #expect(button["title"] == .states([.normal: .string("Save"), .disabled: .string("Saving…")]))
    guard case .style(let image)? = button["imageView"] else {
      Issue.record("imageView is an inline child style")
      return
    }
    #expect(image.properties["tintColor"] == .color(brand))
    #expect(
      button.property(named: "layer.cornerRadius")?.location.file.hasSuffix("SwiftThemeTests.swift")
        == true)
    #expect(theme.constants["Brand"]?.value == .color(brand))
    let label = SelectorSubject(typeNames: ["UILabel"])
    #expect(theme.ruleProperties(for: [label])["textAlignment"] == .string("center"))
  }

  /// Values that do not fit are warnings that skip the key (issue 11); strict throws.
  @Test func swiftThemesAreCheckedToo() throws {
    let lenient = try Theme {
      Constant("Size", .number(3))
      NamedStyle("Bad") {
        Property.textColor(ThemeReference("Size"))
        Property.property("alpha", .string("high"))
      }
    }
    #expect(lenient.diagnostics.map(\.severity) == [.warning, .warning])
    #expect(try lenient.style(named: "Bad").properties.isEmpty)
    #expect(throws: DiagnosticError.self) {
      try Theme(options: ThemeLoadOptions(strict: true)) {
        Constant("Size", .number(3))
        NamedStyle("Bad") {
          Property.textColor(ThemeReference("Size"))
          Property.property("alpha", .string("high"))
        }
      }
    }
    do {
      _ = try Theme(options: ThemeLoadOptions(strict: true)) {
        NamedStyle("Bad") { .tintColor(ThemeReference("Missing")) }
      }
      Issue.record("strict throws")
    } catch {
      #expect(error.diagnostics.first?.message == "unknown constant '$Missing'")
    }
  }
}

@Suite struct SwiftThemeDocExampleTests {
  /// The example in docs/themes.md, verbatim.
  @Test func docsExampleCompilesAndResolves() throws {
    let swiftTheme = try Theme {
      Constant("Brand", .color(Color(red: 30, green: 136, blue: 229)))
      NamedStyle("ButtonText") { Property.font(FontSpec(name: "Inter", size: 17)) }
      NamedStyle("Text") { Property.textColor(Color.black) }
      NamedStyle("Button", inherits: ["Text"]) {
        Property.backgroundColor(ColorGroup(normal: .white, disabled: .black))
        Property.tintColor(ThemeReference("Brand"))
        Property.child("titleLabel", style: "ButtonText")
      }
      Rule(Selector(steps: [.init(typeName: "UILabel")])) { Property.textAlignment(.center) }
    }
    let button = try swiftTheme.style(named: "Button").properties
    #expect(button["textColor"] == .color(.black))
    #expect(button["tintColor"] == .color(Color(red: 30, green: 136, blue: 229)))
    guard case .style(let label)? = button["titleLabel"] else {
      Issue.record("titleLabel is a style")
      return
    }
    #expect(label.properties["font"] == .font(FontSpec(name: "Inter", size: 17)))
  }
}

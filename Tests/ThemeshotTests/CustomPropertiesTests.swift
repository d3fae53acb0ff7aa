import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// themeshot.yml `properties` (issue 11): an app's own appliers declared once, reaching
/// theme loading and rendering; and `inspect` reporting the font `render` draws.
@Suite struct CustomPropertiesTests {
  @Test func projectFileDeclaresPropertiesThatLoadAndRender() throws {
    let project = try ProjectFile.parse(
      """
      themes: {Light: [t.json]}
      properties:
        accentColor: {type: color, sets: [tintColor, layer.borderColor]}
        headline: {type: style, styles: titleLabel}
      """, path: "themeshot.yml", root: ".")
    #expect(project.customProperties.map(\.name).sorted() == ["accentColor", "headline"])
    let registry = project.registry
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(path: "t.json", text: ##"{".Button": {"accentColor": "#00FF00"}}"##)
      ], options: ThemeLoadOptions(catalog: registry.catalog))
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let screen = try ScreenFile.parse(
      "root: {type: UIButton, apply: Button, props: {title: Go}}", file: "s.yml", name: "s",
      registry: registry)
    let renderer = try Renderer(threads: 1, registry: registry)
    let (_, found) = renderer.displayList(
      screen, sheet: ThemeStyleSheet(theme),
      device: Device(name: "t", size: Size(width: 100, height: 60), scale: 1))
    #expect(found.isEmpty, "\(found)")
    #expect(screen.root.value("layer.borderColor") == .color(Color(hexString: "#00FF00")!))
  }

  @Test func badDeclarationsAreLocatedErrors() {
    do {
      _ = try ProjectFile.parse(
        """
        properties:
          accent: {type: colour, sets: tintColor}
          edge: {type: color, sets: [layer.bordrColor]}
        """, path: "themeshot.yml", root: ".")
      Issue.record("expected errors")
    } catch let e as DiagnosticError {
      #expect(e.diagnostics.count == 2)
      #expect(e.diagnostics.contains { $0.message.contains("needs a type") })
      #expect(
        e.diagnostics.contains {
          $0.message.contains("did you mean 'layer.borderColor'") && $0.location?.line == 3
        })
    } catch {
      Issue.record("\(error)")
    }
  }

  /// `on:` limits a property to some classes (Motif registers appliers per class): the
  /// same name stays UIKit's elsewhere.
  @Test func onLimitsAPropertyToClasses() throws {
    let project = try ProjectFile.parse(
      """
      properties:
        text: {type: style, styles: titleLabel, on: [UIButton]}
        color: {type: color, sets: textColor, on: UILabel}
      """, path: "themeshot.yml", root: ".")
    #expect(project.customProperties.first { $0.name == "text" }?.kinds == ["UIButton"])
    #expect(project.customProperties.first { $0.name == "color" }?.kinds == ["UILabel"])
    let registry = project.registry
    #expect(registry.canonical("text", on: .button) == "titleLabel")
    #expect(registry.canonical("text", on: .label) == "text")
    #expect(registry.applier(for: "color", on: .label)?.sets == ["textColor"])
    #expect(registry.applier(for: "color", on: .activityIndicator)?.sets == [])
    // A name without UIKit's prefix is one of the app's own screen types.
    let own = try ProjectFile.parse(
      "properties:\n  accent: {type: color, sets: tintColor, on: StyleGuideView}\n",
      path: "themeshot.yml", root: ".")
    #expect(own.customProperties.first?.kinds == ["StyleGuideView"])
  }

  /// A list declares one name for several classes.
  @Test func oneNameDeclaredForSeveralClasses() throws {
    let project = try ProjectFile.parse(
      """
      properties:
        text:
          - {type: style, styles: titleLabel, on: UIButton}
          - {type: style, styles: titleTextAttributes, on: UINavigationBar}
      """, path: "themeshot.yml", root: ".")
    #expect(project.customProperties.count == 2)
    let registry = project.registry
    #expect(registry.canonical("text", on: .button) == "titleLabel")
    #expect(registry.canonical("text", on: .navigationBar) == "titleTextAttributes")
    #expect(registry.canonical("text", on: .label) == "text")
  }

  /// `sets: []`: a key the app handles with nothing themeshot draws (DynamicThemingExample's
  /// UIScrollView+Theming.m `scrollIndicatorStyle`) loads without a warning; leaving `sets`
  /// out is still an error.
  @Test func aKeyThatDrawsNothing() throws {
    let project = try ProjectFile.parse(
      "properties:\n  scrollIndicatorStyle: {type: string, sets: []}\n", path: "themeshot.yml",
      root: ".")
    let theme = try ThemeLoader.load(
      sources: [ThemeSource(path: "t.yaml", text: ".A:\n    scrollIndicatorStyle: dark\n")],
      options: ThemeLoadOptions(catalog: project.registry.catalog))
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    #expect(throws: DiagnosticError.self) {
      _ = try ProjectFile.parse(
        "properties:\n  scrollIndicatorStyle: {type: string}\n", path: "themeshot.yml",
        root: ".")
    }
  }

  @Test func unknownClassInOnIsALocatedError() {
    do {
      _ = try ProjectFile.parse(
        """
        properties:
          tint: {type: color, sets: tintColor, on: [UIButton, UILable]}
        """, path: "themeshot.yml", root: ".")
      Issue.record("expected an error")
    } catch let e as DiagnosticError {
      #expect(e.diagnostics.count == 1)
      #expect(e.diagnostics.first?.message.contains("did you mean 'UILabel'") == true)
      #expect(e.diagnostics.first?.location?.line == 2)
      #expect(e.diagnostics.first?.location?.keyPath == "properties.tint.on")
    } catch {
      Issue.record("\(error)")
    }
  }

  /// A button's title is drawn with `titleLabel.font` (else `font`): inspect reports that
  /// font, not the inherited one.
  @Test func inspectReportsTheButtonTitleFontRenderDraws() throws {
    let theme = try ThemeLoader.load(sources: [
      ThemeSource(
        path: "t.json",
        text: #"{".B": {"font": "Menlo, 30", "titleLabel": {"font": "HelveticaNeue-Bold, 11"}}}"#)
    ])
    let screen = try ScreenFile.parse(
      "root: {type: UIButton, apply: B, props: {title: Go}}", file: "s.yml", name: "s")
    let renderer = try Renderer(threads: 1)
    let (list, found) = renderer.displayList(
      screen, sheet: ThemeStyleSheet(theme),
      device: Device(name: "t", size: Size(width: 100, height: 60), scale: 1))
    let drawn = Set(list.fonts.values)
    let json = Inspection.json(screen.root, diagnostics: found, fonts: renderer.fonts)
    guard case .object(let top) = json, case .array(let widgets)? = top["widgets"],
      case .object(let button) = widgets[0], case .object(let font)? = button["resolvedFont"],
      case .object(let props)? = button["properties"]
    else {
      Issue.record("no resolvedFont on the button: \(json.text)")
      return
    }
    #expect(font["requested"] == .string("HelveticaNeue-Bold"))
    #expect(drawn.contains("HelveticaNeue-Bold"), "\(drawn)")
    #expect(props["titleLabel.font"] != nil)
  }
}

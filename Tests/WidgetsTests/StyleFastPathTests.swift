import Foundation
import Primitives
import Testing
import Themes

@testable import Widgets

/// Styling's fast paths beside their plain twins (issue 15): rule matching by bucket and
/// rank against the plain path-and-specificity matcher, prepared rules against applying
/// every declaration per widget, and layout's cached reads against reading afresh. Each
/// runs on every seed fixture theme, the example app's themes and screens, a generated
/// theme of many rules and trees built to reach the special cases.
@Suite struct StyleFastPathTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every theme file of the seed fixtures and the example app, each loaded on its own, and
  /// the example app's themes as `themeshot.yml` composes them.
  static let sheets: [(String, ThemeStyleSheet)] = {
    var files: [[String]] = []
    for folder in ["Tests/ThemesTests/__Fixtures__", "themes"] {
      let root = repository.appendingPathComponent(folder)
      let found = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
      for name in (found ?? []).sorted() where !name.hasSuffix(".gitkeep") && name.contains(".") {
        files.append([root.appendingPathComponent(name).path])
      }
    }
    let motif = repository.appendingPathComponent("themes/motif").path
    files.append(["Colors.yaml", "LightMappings.yaml", "Components.yaml"].map { motif + "/" + $0 })
    files.append(["Colors.yaml", "DarkMappings.yaml", "Components.yaml"].map { motif + "/" + $0 })
    var out: [(String, ThemeStyleSheet)] = []
    for group in files {
      guard let theme = try? ThemeLoader.load(files: group) else { continue }
      out.append(
        (group.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(), ThemeStyleSheet(theme)))
    }
    out.append(("generated", ThemeStyleSheet(generatedTheme(rules: 300))))
    out.append(("selectors", ThemeStyleSheet(selectorTheme)))
    return out
  }()

  /// The example app's screens, the special-case tree and a generated tree, made afresh
  /// for each use (styling changes them).
  static func trees() throws -> [(String, Widget)] {
    let screens = repository.appendingPathComponent("screens")
    let names = try FileManager.default.contentsOfDirectory(atPath: screens.path)
      .filter { $0.hasSuffix(".yml") }.sorted()
    var out = try names.map {
      ($0, try ScreenFile.load(screens.appendingPathComponent($0).path).root)
    }
    out.append(("special", specialTree()))
    out.append(("generated", generatedTree(count: 400)))
    return out
  }

  @Test func bucketMatchingFindsWhatThePlainMatcherFinds() throws {
    #expect(Self.sheets.count > 20)
    for (sheetName, sheet) in Self.sheets {
      for (treeName, root) in try Self.trees() {
        for w in root.subtree {
          #expect(
            sheet.matchingRanks(for: w) == sheet.plainMatchingRanks(for: w),
            "\(sheetName) on \(treeName): \(w.treePath)")
        }
      }
    }
  }

  @Test func preparedRulesStyleAsThePlainPathDoes() throws {
    var styledValues = 0
    for (sheetName, sheet) in Self.sheets {
      for ((treeName, fast), (_, plain)) in zip(try Self.trees(), try Self.trees()) {
        var plainCascade = Cascade()
        plainCascade.fastPaths = false
        let fastFound = Cascade().apply(sheet, to: fast, device: .default)
        let plainFound = plainCascade.apply(sheet, to: plain, device: .default)
        #expect(fastFound == plainFound, "\(sheetName) on \(treeName)")
        for (a, b) in zip(fast.subtree, plain.subtree) {
          #expect(a.styled == b.styled, "\(sheetName) on \(treeName): \(a.treePath)")
          #expect(a.styled.entries == b.styled.entries)
          styledValues += a.styled.entries.count
        }
      }
    }
    #expect(styledValues > 1000)
  }

  /// Rules a sheet keeps between cascades (round 9) style as rules prepared afresh, tree
  /// after tree and sheet after sheet, in two rounds (the second all from kept rules).
  @Test func preparedRulesKeptOnTheSheetStyleAsFreshOnes() throws {
    for round in 0..<2 {
      for (sheetName, sheet) in Self.sheets {
        for ((treeName, kept), (_, fresh)) in zip(try Self.trees(), try Self.trees()) {
          var freshCascade = Cascade()
          freshCascade.keepsPreparedRules = false
          let keptFound = Cascade().apply(sheet, to: kept, device: .default)
          let freshFound = freshCascade.apply(sheet, to: fresh, device: .default)
          #expect(keptFound == freshFound, "\(round) \(sheetName) on \(treeName)")
          for (a, b) in zip(kept.subtree, fresh.subtree) {
            #expect(a.styled == b.styled, "\(sheetName) on \(treeName): \(a.treePath)")
          }
        }
      }
    }
  }

  /// A registry changed after a cascade kept its rules prepares them again: the kept rules
  /// belong to the registry's earlier edition.
  @Test func aChangedRegistryDoesNotUseKeptRules() {
    let sheet = ThemeStyleSheet(Self.generatedTheme(rules: 300))
    var registry = PropertyRegistry.standard
    Cascade(registry: registry).apply(sheet, to: Self.generatedTree(count: 300))
    let before = registry.edition
    registry.register(
      PropertyApplier(key: "alpha", type: .number) { widget, value, _ in
        widget.styled.set("pipelineAlpha", value)
      })
    #expect(registry.edition !== before)
    let kept = Self.generatedTree(count: 300)
    let fresh = Self.generatedTree(count: 300)
    Cascade(registry: registry).apply(sheet, to: kept)
    var freshCascade = Cascade(registry: registry)
    freshCascade.keepsPreparedRules = false
    freshCascade.apply(sheet, to: fresh)
    var moved = 0
    for (a, b) in zip(kept.subtree, fresh.subtree) {
      #expect(a.styled == b.styled, "\(a.treePath)")
      if a.styled.value("pipelineAlpha") != nil { moved += 1 }
    }
    #expect(moved > 10)
  }

  @Test func layoutReadsFollowEveryChange() {
    let w = Widget.label("x")
    #expect(w.layoutBasics == w.plainLayoutBasics)
    w.styled.set("isHidden", .bool(true))
    #expect(w.isHidden)
    w.literal.set("layoutMargins", .insets(EdgeInsets(all: 3)))
    #expect(w.layoutMargins == EdgeInsets(all: 3))
    w.pinned.set("width", .number(40))
    #expect(w.givenFrame?.width == 40)
    w.frame = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(w.givenFrame == Rect(x: 1, y: 2, width: 40, height: 4))
    // A state value shows only in that state.
    w.styled.set("isHidden", .bool(false), state: .highlighted)
    #expect(w.isHidden)
    w.states = [.highlighted]
    #expect(!w.isHidden)
    w.styled.removeAll()
    w.literal = PropertyStore()
    w.pinned.remove("width")
    #expect(w.layoutBasics == w.plainLayoutBasics)
    #expect(w.givenFrame == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func layoutReadsMatchThePlainReadsOnEveryStyledScreen() throws {
    for (sheetName, sheet) in Self.sheets {
      for (treeName, root) in try Self.trees() {
        Cascade().apply(sheet, to: root, device: .default)
        Layout(text: ApproximateTextMeasurer()).layout(root, in: Device.default.size)
        for w in root.subtree {
          #expect(w.layoutBasics == w.plainLayoutBasics, "\(sheetName) on \(treeName)")
        }
      }
    }
  }

  // MARK: Inputs

  /// Rules reaching the matcher's special cases: view controllers by class and as plain
  /// controllers, controller-scoped and root-view rules, descendant and child steps,
  /// `^Type`, identifiers, custom and module-qualified types, a tag written twice.
  static let selectorTheme: Theme = {
    let pixelbits = """
      {
        "UIViewController > UIView": {"background-color": "#000001"},
        "SignInViewController": {"alpha": 0.5},
        "UIViewController": {"tint-color": "#000002"},
        "UIView.card > UILabel.title": {"text-color": "#000003"},
        "UIView.card": {"UIStackView": {"UILabel": {"alpha": 0.7}}},
        ".title": {"number-of-lines": 2},
        ".title.twice": {"alpha": 0.25},
        "FancyButton": {"alpha": 0.6},
        "UIButton.fancy": {"corner-radius": 3},
        "UIViewController > UILabel": {"text-color": "#000004"},
        "SignInViewController > UIView.card": {"alpha": 0.8}
      }
      """
    let styleInjection = """
      <plist version="1.0"><dict>
        <key>@UILabel</key><dict><key>alpha</key><real>0.4</real></dict>
        <key>#title</key><dict><key>numberOfLines</key><integer>3</integer></dict>
        <key>SignInViewController</key><dict>
          <key>#title</key><dict><key>textColor</key><string>#000005</string></dict>
          <key>@UIButton</key><dict><key>alpha</key><real>0.3</real></dict>
        </dict>
        <key>UIViewController</key><dict>
          <key>@UIView</key><dict><key>backgroundColor</key><string>#000006</string></dict>
        </dict>
      </dict></plist>
      """
    return
      (try? ThemeLoader.load(sources: [
        ThemeSource(path: "special.json", text: pixelbits),
        ThemeSource(path: "StyleSheet.plist", text: styleInjection),
      ])) ?? Theme()
  }()

  static func specialTree() -> Widget {
    Widget.view {
      Widget.viewController("SignInViewController") {
        Widget.view {
          Widget.label("a").id("title").style("title", "title", "twice")
          Widget.stack(.vertical) {
            Widget.label("b").style("title")
            Widget.make(.button, type: "FancyButton").style("fancy")
            Widget.make(.button, type: "MyApp.FancyButton").id("title")
          }
        }.style("card")
        Widget.label("direct")
        Widget.viewController("UIViewController") {
          Widget.label("inner").id("title")
          Widget.view { Widget.button("deep") }
        }
      }
      Widget.viewController("OtherViewController") {
        Widget.view { Widget.label("c").style("title") }.style("card")
      }
      Widget.label("outside").id("title")
    }
  }

  /// The style stage benchmark's theme, smaller: tagged, typed-and-tagged and nested rules.
  static func generatedTheme(rules: Int) -> Theme {
    let kinds: [WidgetKind] = [.label, .button, .view, .switch, .progressView]
    var entries: [String] = []
    for i in 0..<rules {
      let color = String(format: "#%06X", (i * 2_654_435_761) & 0xFFFFFF)
      let body = "{\"background-color\": \"\(color)\", \"alpha\": 0.9}"
      let kind = kinds[i % kinds.count].rawValue
      switch i % 3 {
      case 0: entries.append("\"\(kind).tag-\(i % 40)\": \(body)")
      case 1: entries.append("\".tag-\(i % 40)\": \(body)")
      default: entries.append("\"UIView.section-\(i % 7)\": {\"\(kind).tag-\(i % 40)\": \(body)}")
      }
    }
    let text = "{" + entries.joined(separator: ",\n") + "}"
    return
      (try? ThemeLoader.load(
        sources: [ThemeSource(path: "generated.json", text: text)],
        options: ThemeLoadOptions(dialect: .pixelbits))) ?? Theme()
  }

  static func generatedTree(count: Int) -> Widget {
    let kinds: [WidgetKind] = [.label, .button, .view, .switch, .progressView]
    let root = Widget.viewController("BenchViewController")
    let list = Widget.stack(.vertical, spacing: 4)
    root.addChild(list)
    var made = 2
    var section = 0
    while made < count {
      let s = Widget.make(.view).style("section-\(section % 7)")
      let inner = Widget.stack(.vertical, spacing: 2)
      s.addChild(inner)
      list.addChild(s)
      made += 2
      for i in 0..<min(30, count - made) {
        let kind = kinds[(section + i) % kinds.count]
        let w = Widget.make(kind).style("tag-\((section * 7 + i) % 40)")
        if kind == .label { w.prop("text", .string("Row \(i) of section \(section)")) }
        if kind == .button { w.prop("title", .string("Action \(i)")) }
        inner.addChild(w)
        made += 1
      }
      section += 1
    }
    return root
  }
}

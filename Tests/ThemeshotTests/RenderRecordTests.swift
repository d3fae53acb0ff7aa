import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// The sidecar's widget records: built from one walk of each store (the plain twin below
/// looks each key up in `PropertyStore.entries`, as the record did before round 7), and
/// only when a render asks for one.
@Suite struct RenderRecordTests {
  static let repo = ExampleRenderTests.repo

  /// Every example screen in every theme of the example project, styled and laid out.
  static func styledScreens() throws -> [(Screen, any StyleSheet)] {
    let project = try Project.load(root: repo)
    let renderer = try Renderer(threads: 1)
    var out: [(Screen, any StyleSheet)] = []
    for entry in project.themes {
      let sheet = ThemeStyleSheet(try ThemeLoader.load(files: entry.files))
      for path in project.screens {
        let screen = try ScreenFile.load(path)
        // A state other than normal, so the record's per-state origin is exercised too.
        if let control = screen.root.subtree.first(where: { $0.kind == .button }) {
          control.states.insert(.highlighted)
        }
        _ = renderer.displayList(screen, sheet: sheet, device: .default)
        out.append((screen, sheet))
      }
    }
    return out
  }

  /// The record as it was built before: `entries` looked up per key.
  static func plainRecord(_ root: Widget, sheet: any StyleSheet) -> RenderRecord {
    let fast = RenderRecord(root: root, scale: 3, sheet: sheet)
    let chains = ReferenceChains(sheet)
    var widgets = fast.widgets
    for (i, w) in root.subtree.enumerated() {
      var properties: [String: RenderRecord.PropertyRecord] = [:]
      let store = w.properties
      for (k, v) in Inspection.properties(w) {
        let entry = store.entries[k]
        let location = entry?.locations[w.effectiveState] ?? entry?.locations[.normal]
        properties[k] = RenderRecord.PropertyRecord(
          value: RenderRecord.text(v), origin: location.map(RenderRecord.origin),
          via: location.flatMap(chains.text(for:)))
      }
      widgets[i].properties = properties
    }
    return RenderRecord(scale: 3, widgets: widgets)
  }

  @Test func recordOriginsMatchTheStoreEntries() throws {
    let screens = try Self.styledScreens()
    #expect(screens.count >= 30)
    var withOrigins = 0
    for (screen, sheet) in screens {
      let record = RenderRecord(root: screen.root, scale: 3, sheet: sheet)
      #expect(record == Self.plainRecord(screen.root, sheet: sheet), "\(screen.name)")
      withOrigins += record.widgets.flatMap(\.properties.values).filter { $0.origin != nil }.count
    }
    #expect(withOrigins > 100)
  }

  @Test func renderWithoutRecordDrawsTheSamePixels() throws {
    let project = try Project.load(root: Self.repo)
    let entry = try #require(project.theme(named: "Dark"))
    let sheet = ThemeStyleSheet(try ThemeLoader.load(files: entry.files))
    let path = try #require(project.screens.first { RenderRun.screenName($0) == "settings" })
    let renderer = try Renderer(threads: 1)
    var device = Device.default
    device.scale = 1
    let with = try renderer.render(try ScreenFile.load(path), sheet: sheet, device: device)
    let without = try renderer.render(
      try ScreenFile.load(path), sheet: sheet, device: device, record: false)
    #expect(with.bitmap == without.bitmap)
    #expect(with.diagnostics == without.diagnostics)
    // Built when read, it is the record the render would have built at once.
    #expect(with.record != nil)
    #expect(without.record == with.record)
  }

  /// A record built when read has the text sizes of its render's content size, though the
  /// render put the screen's own sizes back before it was read.
  @Test func aRecordBuiltWhenReadHasItsRendersTextSizes() throws {
    let dir = try DynamicTypeRenderTests.project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let sheet = ThemeStyleSheet(try ThemeLoader.load(files: [dir + "/theme.yaml"]))
    let renderer = try Renderer(threads: 1)
    var records: [RenderRecord] = []
    for size in [ContentSizeCategory.large, .xSmall, .accessibility5] {
      let eager = try renderer.render(
        try ScreenFile.load(dir + "/screens/text.yml"), sheet: sheet, device: .default,
        contentSize: size)
      let lazy = try renderer.render(
        try ScreenFile.load(dir + "/screens/text.yml"), sheet: sheet, device: .default,
        contentSize: size, record: false)
      let record = try #require(lazy.record)
      #expect(record == eager.record, "\(size)")
      records.append(record)
    }
    // The sizes show in the records (the body label's font), so the comparison above sees
    // a record built without them.
    let fonts = records.map { $0.widgets.first { $0.key == "#body" }?.properties["font"]?.value }
    #expect(Set(fonts).count == 3, "\(fonts)")
  }
}

import Foundation
import Primitives
import TestSupport
import Testing
import Themes
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// Dynamic prototype cells take their rows from `<storyboard>.rows.yml` (issue 18): one
/// copy of the prototype's subtree per row, with its constraints and outlets, the row's
/// values applied, at the prototype's row height. `Groceries.storyboard` was written for
/// these tests.
@Suite struct PrototypeRowsTests {
  static let fixtures = ImporterTests.fixtures
  static let scene = fixtures + "/Groceries.storyboard#Groceries"

  func table(_ screen: Screen) throws -> Widget {
    try #require(screen.root.children.first { $0.kind == .tableView })
  }

  /// A scratch copy of the fixture with `rows` as its data file (nil: none).
  func scratch(rows: String?) throws -> String {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-rows-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let doc = dir + "/Groceries.storyboard"
    try FileManager.default.copyItem(atPath: Self.fixtures + "/Groceries.storyboard", toPath: doc)
    try FileManager.default.copyItem(atPath: Self.fixtures + "/star.png", toPath: dir + "/star.png")
    if let rows { try rows.write(toFile: doc + ".rows.yml", atomically: true, encoding: .utf8) }
    return doc + "#Groceries"
  }

  @Test func eachRowIsACopyOfItsPrototypeWithTheRowsValues() throws {
    let screen = try InterfaceBuilderScreens.load(Self.scene)
    let cells = try table(screen).children.filter { $0.kind == .tableViewCell }
    // Three ItemCell rows, then one NoteCell row, in the data file's order.
    #expect(cells.count == 4)
    #expect(cells.map(\.type.name) == ["ItemCell", "ItemCell", "ItemCell", "UITableViewCell"])
    let names = cells.prefix(3).map {
      $0.outlets["nameLabel"]?.first?.initial.value("text")?.string
    }
    #expect(names == ["Milk", "Bread", "Oranges"])
    let prices = cells.prefix(3).map {
      $0.outlets["priceLabel"]?.first?.initial.value("text")?.string
    }
    #expect(prices == ["1.20", "2.40", "3.10"])
    // Each copy's outlets are its own views, not the first copy's.
    #expect(cells[0].outlets["nameLabel"]?.first !== cells[1].outlets["nameLabel"]?.first)
    // By tag: the image view tagged 3 takes the image where the row gives one.
    func image(_ c: Widget) -> ThemeValue? {
      c.children.first?.children.first { $0.kind == .imageView }?.initial.value("image")
    }
    #expect(image(cells[0]) == .image("star.png"))
    #expect(image(cells[1]) == nil)
    // A system subtitle cell's parts.
    #expect(cells[3].initial.value("text") == .string("Deliver after six"))
    #expect(cells[3].initial.value("detailTextLabel.text") == .string("Ring the bell twice"))
    #expect(!screen.diagnostics.contains { $0.message.contains("dynamic prototype once") })
  }

  /// Each copy is laid out by its own constraints, at the prototype's 60 pt row height.
  @Test func copiesAreLaidOutByTheirOwnConstraints() throws {
    let screen = try InterfaceBuilderScreens.load(Self.scene)
    let renderer = try Renderer(threads: 1)
    var device = try #require(Device.named("iPhone 15"))
    device.scale = 1
    _ = try renderer.render(screen, sheet: nil, device: device)
    let cells = try table(screen).children.filter { $0.kind == .tableViewCell }
    #expect(cells.prefix(3).map(\.layoutFrame.height) == [60, 60, 60])
    #expect(cells[1].layoutFrame.y == cells[0].layoutFrame.maxY)
    for cell in cells.prefix(3) {
      let price = try #require(cell.outlets["priceLabel"]?.first)
      // Trailing 16 pt from the content view on the device's width (393 pt), not the
      // 375 pt canvas IB stored.
      let content = try #require(price.parent)
      #expect(abs(price.layoutFrame.maxX - (content.layoutFrame.width - 16)) < 0.5)
      #expect(abs(price.layoutFrame.midY - 30) <= 1)
    }
  }

  /// Without a data file each prototype is drawn once, and a warning says why.
  @Test func withoutRowsEachPrototypeOnceWithANote() throws {
    let screen = try InterfaceBuilderScreens.load(try scratch(rows: nil))
    let cells = try table(screen).children.filter { $0.kind == .tableViewCell }
    #expect(cells.count == 2)
    let note = screen.diagnostics.first { $0.message.contains("dynamic prototype once") }
    #expect(note?.severity == .warning)
    #expect(note?.message.contains("Groceries.storyboard.rows.yml") == true)
    #expect(note?.location?.line == 15)
  }

  @Test func badRowsAreLocatedErrors() throws {
    for (rows, message, line) in [
      (
        "Groceries:\n  ItemCell:\n    - {nameLabel: A, colour: red}\n", "no outlet or tag 'colour'",
        3
      ),
      ("Groceries:\n  MissingCell:\n    - {textLabel: A}\n", "no dynamic prototype", 2),
      ("Groceries:\n  ItemCell: {nameLabel: A}\n", "must be a list of rows", 2),
      ("Groceries:\n  ItemCell:\n    - {\"3\": nothere.png}\n", "no image 'nothere.png'", 3),
    ] {
      do {
        _ = try InterfaceBuilderScreens.load(try scratch(rows: rows))
        Issue.record("no error for \(rows)")
      } catch let e as DiagnosticError {
        let d = try #require(e.diagnostics.first)
        #expect(d.message.contains(message), "\(d.message)")
        #expect(d.location?.file.hasSuffix("Groceries.storyboard.rows.yml") == true)
        #expect(d.location?.line == line)
      }
    }
  }

  /// Rendered on iPhone SE under its navigation bar: the per-item tint of the Clear item
  /// (IB's `<color key="tintColor">`), the bold `add` item, three item rows and a note row.
  @Test func groceriesGolden() throws {
    let screen = try InterfaceBuilderScreens.load(Self.scene)
    var device = try #require(Device.named("iPhone SE"))
    device.scale = 1
    let out = try Renderer(threads: 2).render(screen, sheet: nil, device: device)
    expectGolden(out.bitmap, named: "groceries-rows-iphone-se")
  }

  /// A collection view's `<cells>` are prototypes too: one copy per row, filled by tag,
  /// under the flow layout's section header (`sectionHeaderView`, 40 pt).
  @Test func collectionRowsUnderTheirSectionHeader() throws {
    let screen = try InterfaceBuilderScreens.load(Self.fixtures + "/Groceries.storyboard#Gallery")
    let collection = try #require(screen.root.children.first { $0.kind == .collectionView })
    let cells = collection.children.filter { $0.type.name == "UICollectionViewCell" }
    let captions = cells.map { $0.children.first?.children.first?.initial.value("text") }
    #expect(captions == ["Harbour", "Hills", "Market", "Bridge"].map(ThemeValue.string))
    let header = try #require(collection.children.first { $0.key == "header" })
    var device = try #require(Device.named("iPhone SE"))
    device.scale = 1
    let out = try Renderer(threads: 2).render(screen, sheet: nil, device: device)
    #expect(header.layoutFrame.height == 40)
    // Three 100 pt items fit a line of 375 − 2 × 16 pt; the fourth wraps.
    #expect(cells.map(\.layoutFrame.x) == [16, 126, 236, 16])
    #expect(cells[0].layoutFrame.y == header.layoutFrame.maxY + 8)
    expectGolden(out.bitmap, named: "gallery-rows-iphone-se")
  }

  // Found by the hostile pass (session 6): 2,000 rows of a 1,500-label cell asked for 3
  // million widgets and ran out of memory; rows × the prototype's size is budgeted.
  @Test func rowsCannotCopyABigCellWithoutBound() throws {
    let labels = (0..<200).map {
      "<label text=\"L\($0)\" id=\"pl\($0)\"><rect key=\"frame\" x=\"0\" y=\"0\" "
        + "width=\"20\" height=\"10\"/></label>"
    }.joined()
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes><scene sceneID="s1"><objects>
      <tableViewController storyboardIdentifier="List" id="vc1" sceneMemberID="viewController">
      <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="tv1">
      <rect key="frame" x="0" y="0" width="393" height="852"/>
      <prototypes><tableViewCell reuseIdentifier="Cell" rowHeight="44" id="tc1">
      <tableViewCellContentView key="contentView" tableViewCell="tc1" id="cv1">
      <subviews>\(labels)</subviews>
      </tableViewCellContentView></tableViewCell></prototypes>
      </tableView></tableViewController>
      </objects></scene></scenes></document>
      """
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-rows-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try storyboard.write(toFile: dir + "/Big.storyboard", atomically: true, encoding: .utf8)
    try ("List:\n  Cell:\n" + String(repeating: "    - {}\n", count: 2_000)).write(
      toFile: dir + "/Big.storyboard.rows.yml", atomically: true, encoding: .utf8)
    do {
      _ = try InterfaceBuilderScreens.load(dir + "/Big.storyboard#List")
      Issue.record("the rows were copied")
    } catch let e as DiagnosticError {
      let d = try #require(e.diagnostics.first)
      #expect(d.message.contains("copy more than 250000 elements"), "\(d.message)")
      #expect(d.location?.file.hasSuffix("Big.storyboard.rows.yml") == true)
    }
  }
}

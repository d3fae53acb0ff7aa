import Primitives
import Raster
import Testing
import Themes

@testable import Widgets

/// UITableView's section index (`sectionIndexTitles(for:)`): a column of titles at the
/// trailing edge, in `sectionIndexColor`, else the tint.
@Suite struct SectionIndexTests {
  let measurer = ApproximateTextMeasurer()
  let orange = Color(red: 255, green: 149, blue: 0)

  func indexOps(_ table: Widget, size: Size = Size(width: 300, height: 400)) -> [TextOp] {
    Layout(text: measurer).layout(table, in: size, safeArea: .zero)
    let list = Emitter(text: measurer, appearance: .light).displayList(
      table, size: size, scale: 1, background: nil)
    return list.ops.compactMap {
      if case .text(let t) = $0, ["A", "B", "C"].contains(t.text) { return t }
      return nil
    }
  }

  func table() -> Widget {
    Widget.make(.tableView) {
      Widget.make(.tableViewCell).prop("text", .string("Row"))
    }
    .prop("sectionIndexTitles", .array(["A", "B", "C"].map(ThemeValue.string)))
  }

  @Test func titlesSitInAColumnAtTheTrailingEdgeCentredVertically() {
    let ops = indexOps(table())
    #expect(ops.map(\.text) == ["A", "B", "C"])
    // 11 pt, inside the 15 pt column at the right edge.
    #expect(ops.allSatisfy { $0.size == 11 && $0.origin.x >= 285 && $0.origin.x < 300 })
    // 16 pt apart, the middle one at the table's middle.
    #expect(ops[1].origin.y - ops[0].origin.y == 16)
    #expect(ops[2].origin.y - ops[1].origin.y == 16)
    let middle = ops[1].origin.y
    #expect(middle > 192 && middle < 212)
  }

  @Test func colourIsSectionIndexColorElseTheTint() {
    #expect(indexOps(table()).first?.color == SystemColor.systemBlue.resolved(in: .light))
    #expect(indexOps(table().prop("tintColor", .color(orange))).first?.color == orange)
    let red = Color(red: 255, green: 0, blue: 0)
    let both = table().prop("tintColor", .color(orange)).prop("sectionIndexColor", .color(red))
    #expect(indexOps(both).first?.color == red)
  }

  /// Titles that do not fit 16 pt apart are packed closer, all still inside the table.
  @Test func manyTitlesArePackedIntoTheHeight() {
    let titles = (0..<40).map { _ in ThemeValue.string("A") }
    let t = table().prop("sectionIndexTitles", .array(titles))
    let ops = indexOps(t, size: Size(width: 300, height: 216))
    #expect(ops.count == 40)
    #expect(ops.allSatisfy { $0.origin.y > 0 && $0.origin.y < 216 })
  }
}

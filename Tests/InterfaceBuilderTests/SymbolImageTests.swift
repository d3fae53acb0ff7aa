import Foundation
import PNG
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// SF Symbols in IB (`catalog="system"`) drawn through the project's `symbols:` table
/// (issue 10): a mapped name draws the project's image in the tint; an unmapped one the
/// placeholder, with one warning per name per run (per renderer).
@Suite struct SymbolImageTests {
  static let fixtures = ImporterTests.fixtures

  func render(_ renderer: Renderer) throws -> RenderOutput {
    let screen = try InterfaceBuilderScreens.load(Self.fixtures + "/Settings.storyboard#Controls")
    var d = try #require(Device.named("iPhone 15"))
    d.scale = 1
    return try renderer.render(screen, sheet: nil, device: d)
  }

  func symbolWarnings(_ out: RenderOutput) -> [String] {
    out.diagnostics.map(\.message).filter { $0.hasPrefix("SF Symbol") }
  }

  @Test func unmappedSymbolsWarnOncePerRun() throws {
    let renderer = try Renderer(threads: 1)
    let first = try render(renderer)
    // The tab bar's `gear` (Settings) and `star.fill` (Favorites system item); the image
    // view's `checkmark` is one of themeshot's own glyphs.
    #expect(symbolWarnings(first).count == 2)
    #expect(symbolWarnings(first).contains { $0.contains("'star.fill'") })
    #expect(symbolWarnings(first).contains { $0.contains("'gear'") })
    #expect(symbolWarnings(try render(renderer)).isEmpty)
  }

  @Test func mappedSymbolDrawsTheProjectImage() throws {
    let plain = try render(try Renderer(threads: 1))
    let mapped = try render(
      try Renderer(threads: 1, symbols: ["star.fill": Self.fixtures + "/star.png"]))
    #expect(symbolWarnings(mapped).count == 1)
    #expect(!symbolWarnings(mapped).contains { $0.contains("star.fill") })
    // The Favorites tab (right half of the tab bar) changed; the rest did not. The scene
    // has no constraints: it keeps IB's 375×667 canvas, without a home indicator.
    #expect(plain.bitmap.height == 667)
    let bar = plain.bitmap.height - 49
    var changedInTab = 0
    var changedElsewhere = 0
    for y in 0..<plain.bitmap.height {
      for x in 0..<plain.bitmap.width where plain.bitmap[x, y] != mapped.bitmap[x, y] {
        if y >= bar && x >= plain.bitmap.width / 2 {
          changedInTab += 1
        } else {
          changedElsewhere += 1
        }
      }
    }
    #expect(changedInTab > 50)
    #expect(changedElsewhere == 0)
  }
}

import Primitives
import Raster
import Testing

@testable import Widgets

/// UIVisualEffectView (issue 10): a view with an `effect` blurs its backdrop, then lays the
/// material's tint over it, before its own background and content.
@Suite struct VisualEffectTests {
  let measurer = ApproximateTextMeasurer()

  func ops(_ root: Widget, appearance: Appearance = .light) -> [DisplayOp] {
    let size = Size(width: 100, height: 100)
    Layout(text: measurer).layout(root, in: size)
    var e = Emitter(text: measurer)
    e.appearance = appearance
    return e.displayList(root, size: size, scale: 1, background: nil).ops
  }

  @Test func blurThenTintInTheInterfaceStyle() {
    let frame = Rect(x: 10, y: 20, width: 50, height: 40)
    let blur = Widget.view().frame(x: 10, y: 20, width: 50, height: 40)
      .prop("effect", .string("systemMaterial"))
    let light = ops(Widget.view { blur })
    #expect(light.first == .backdropBlur(frame, .zero, radius: 30))
    guard light.count == 2, case .fillRect(let r, .color(let tint)) = light[1] else {
      Issue.record("expected the tint after the blur: \(light)")
      return
    }
    #expect(r == frame)
    #expect(tint.red > 200 && tint.alpha > 150 && tint.alpha < 255)
    let dark = ops(Widget.view { blur }, appearance: Appearance(style: .dark))
    guard case .fillRect(_, .color(let darkTint)) = dark[1] else {
      Issue.record("expected a tint: \(dark)")
      return
    }
    #expect(darkTint.red < 60)
  }

  @Test func thickerMaterialsHaveMoreOpaqueTints() {
    let alphas = [
      "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial",
    ]
    .map { VisualEffect.tint($0, .light).alpha }
    #expect(alphas == alphas.sorted() && Set(alphas).count == 4)
  }
}

import Foundation
import Primitives
import TestSupport
import Testing

@testable import Raster

@Suite struct SceneFileTests {
  static func decode(_ text: String) throws(SceneError) -> DisplayList {
    try SceneFile.decode(Array(text.utf8), file: "s.json")
  }

  /// The error a scene gives, as printed.
  static func error(_ text: String) -> String {
    do {
      _ = try decode(text)
      return "no error"
    } catch {
      return error.diagnostic.formatted
    }
  }

  @Test func everyOpSurvivesARoundTrip() throws {
    let bitmap = Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 64, 128])
    var list = DisplayList(
      size: Size(width: 390, height: 844), scale: 3,
      background: Color(red: 1, green: 2, blue: 3, alpha: 4),
      fonts: ["b": "DejaVu Sans:bold", "r": "/usr/share/fonts/x.ttf"])
    list.ops = [
      .fillRect(Rect(x: 0.5, y: 1, width: 2.25, height: 1e-3), .color(.black)),
      .fillRoundedRect(
        Rect(x: 1, y: 2, width: 3, height: 4),
        CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4),
        .linearGradient(
          LinearGradient(
            colors: [.white, .clear], locations: [0.1, 0.7], start: Point(x: 0, y: 0),
            end: Point(x: 1, y: 0.3)))),
      .strokeRoundedRect(
        Rect(x: 1, y: 1, width: 9, height: 9), CornerRadii(all: 2), width: 0.5, color: .white),
      .shadow(
        Rect(x: 0, y: 0, width: 5, height: 5), CornerRadii(all: 1), color: .black, blur: 6,
        offset: Point(x: 0, y: -2)),
      .text(
        TextOp(
          origin: Point(x: 16, y: 82), size: 17, font: "b", color: .black,
          text: "Tab\t\"quoted\" ünï ✓")),
      .image(
        ImageOp(
          rect: Rect(x: 0, y: 0, width: 4, height: 4), source: .file("img/a@2x.png"),
          contentMode: .scaleAspectFill, tint: .white)),
      .image(ImageOp(rect: Rect(x: 0, y: 0, width: 4, height: 4), source: .bitmap(bitmap))),
      .pushClipRect(Rect(x: 1, y: 1, width: 2, height: 2)),
      .pushClipRoundedRect(Rect(x: 1, y: 1, width: 2, height: 2), CornerRadii(all: 1)),
      .popClip, .popClip,
      .beginGroup(opacity: 0.3), .endGroup,
    ]
    let text = SceneFile.encode(list)
    #expect(try SceneFileTests.decode(text) == list)
    #expect(SceneFile.encode(try SceneFileTests.decode(text)) == text)
  }

  @Test func readsThePeersScenesFormat() throws {
    let list = try SceneFileTests.decode(
      """
      {"width": 390, "height": 844, "scale": 3, "background": "#F2F2F7",
       "fonts": {"regular": "DejaVu Sans"},
       "ops": [{"op": "text", "x": 16, "y": 82, "size": 34, "font": "regular", "color": "#000000FF", "text": "Inbox"},
               {"op": "image", "rect": [0, 0, 10, 10], "file": "a.png"}]}
      """)
    #expect(list.pixelSize == PixelSize(width: 1170, height: 2532))
    #expect(list.background == Color(red: 0xF2, green: 0xF2, blue: 0xF7))
    #expect(list.ops.count == 2)
  }

  @Test func errorsPointAtTheValue() {
    #expect(
      SceneFileTests.error(
        "{\"width\": 10, \"height\": 10,\n \"ops\": [\n  {\"op\": \"fillRect\", \"rect\": [0, 0, 1], \"color\": \"#000\"}]}"
      )
        == "s.json:3:30: error: expected an array of 4 numbers (in .ops[0].rect)")
    #expect(
      SceneFileTests.error("{\"width\": 10, \"height\": 10, \"ops\": [{\"op\": \"fillCircle\"}]}")
        .hasPrefix("s.json:1:44: error: unknown op 'fillCircle'"))
    #expect(
      SceneFileTests.error(
        "{\"width\": 10, \"height\": 10, \"ops\": [{\"op\": \"fillRect\", \"rect\": [0,0,1,1], \"color\": \"red\"}]}"
      )
      .hasPrefix("s.json:1:84: error: invalid color 'red'"))
    #expect(
      SceneFileTests.error(
        "{\"width\": 10, \"height\": 10, \"ops\": [{\"op\": \"popClip\", \"colour\": 1}]}"
      )
      .hasPrefix("s.json:1:65: error: unknown field 'colour'"))
    #expect(
      SceneFileTests.error("{\"width\": 10,\n  \"height\": }")
        == "s.json:2:13: error: malformed JSON: unexpected character '}', expected a value")
    #expect(SceneFileTests.error("{\"height\": 1}") == "s.json:1:1: error: missing field 'width'")
    #expect(
      SceneFileTests.error(
        "{\"width\": 1, \"height\": 1, \"fonts\": {}, \"ops\": [{\"op\": \"text\", \"x\": 0, \"y\": 0, \"size\": 9, \"font\": \"bold\", \"color\": \"#000\", \"text\": \"\"}]}"
      )
      .contains("unknown font 'bold'"))
    #expect(SceneFileTests.error("{\"width\": 1e6, \"height\": 1}").contains("width must be"))
    #expect(
      SceneFileTests.error("[" + String(repeating: "[", count: 400)).contains("nesting deeper"))
  }

  @Test func randomCorruptionsNeverCrash() throws {
    let valid = Array(
      SceneFile.encode(
        DisplayList(
          size: Size(width: 20, height: 20), scale: 2, background: .white,
          fonts: ["r": "DejaVu Sans"],
          ops: [
            .fillRoundedRect(
              Rect(x: 1, y: 1, width: 5, height: 5), CornerRadii(all: 2), .color(.black)),
            .text(
              TextOp(origin: Point(x: 1, y: 10), size: 9, font: "r", color: .black, text: "é\\\"")),
            .shadow(
              Rect(x: 1, y: 1, width: 5, height: 5), .zero, color: .black, blur: 2, offset: .zero),
          ])
      ).utf8)
    var rng = SplitMix(seed: 11)
    let alphabet = Array("{}[],:\"\\0123456789.-eE truefalsn#uFA".utf8)
    for _ in 0..<2000 {
      var bytes = valid
      for _ in 0..<(1 + rng.int(4)) {
        let i = rng.int(bytes.count)
        switch rng.int(3) {
        case 0: bytes[i] = alphabet[rng.int(alphabet.count)]
        case 1: bytes.remove(at: i)
        default: bytes = Array(bytes[..<i])
        }
        if bytes.isEmpty { break }
      }
      // Either a list or a located error; drawing what parses must not crash either.
      if let list = try? SceneFile.decode(bytes, file: "f.json") {
        var small = list
        small.size = Size(width: min(list.size.width, 40), height: min(list.size.height, 40))
        small.scale = min(list.scale, 2)
        small.ops = small.ops.filter { if case .text = $0 { false } else { true } }
        _ = try Rasterizer(threads: 1).render(small)
      }
    }
  }
}

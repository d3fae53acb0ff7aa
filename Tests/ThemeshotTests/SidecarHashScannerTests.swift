import Foundation
import Primitives
import TestSupport
import Testing

@testable import Themeshot

/// The sidecar hash scanner against JSONDecoder, its plain twin: whenever the scanner
/// answers, JSONDecoder reads the same fields; on what themeshot writes it answers.
@Suite struct SidecarHashScannerTests {
  /// A random JSON value of the kinds a render record holds, and some it does not.
  static func value(_ rng: inout SplitMix, depth: Int) -> String {
    let pick = Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &rng)
    switch pick {
    case 0:
      return ["0", "-1", "17", "3.25", "1e3", "-0.5E-2", "120000000", "0.0"].randomElement(
        using: &rng)!
    case 1: return ["true", "false", "null"].randomElement(using: &rng)!
    case 2, 3:
      return "\""
        + [
          "UILabel", "#form/UIButton[2]", "a \\\"q\\\" b", "tab\\tnew\\nline", "é ü 漢字", "🙂",
          "\\u00e9", "\\/", "Avenir Next, 17", "",
        ].randomElement(using: &rng)! + "\""
    case 4: return "\"plain\""
    case 5:
      let n = Int.random(in: 0..<4, using: &rng)
      return "["
        + (0..<n).map { _ in value(&rng, depth: depth + 1) }.joined(separator: ", ") + "]"
    default:
      let n = Int.random(in: 0..<4, using: &rng)
      return "{"
        + (0..<n).map { i in "\"k\(i)\": " + value(&rng, depth: depth + 1) }.joined(
          separator: ",\n") + "}"
    }
  }

  /// A sidecar's text: the fields in a random order, some of them odd.
  static func sidecar(_ rng: inout SplitMix) -> String {
    let hash = "\"xxh3-128-rows64:fad8592406feec196884846455c8e6da\""
    let pixels = [
      "{\"hash\": \(hash), \"height\": 2556, \"width\": 1179}",
      "{ \"width\" : 3 , \"height\" : 0 , \"hash\" : \(hash) }",
      "{\"hash\": \(hash), \"height\": 2556, \"width\": 1179, \"extra\": [1, {\"a\": null}]}",
      "{\"hash\": \(hash), \"height\": 2556.0, \"width\": 1179}",
      "{\"hash\": \(hash), \"height\": -3, \"width\": 1179}",
      "{\"hash\": \(hash), \"width\": 1179}",
      "{\"hash\": \"a\\u0062c\", \"height\": 2, \"width\": 1}",
      "{\"hash\": 5, \"height\": 2, \"width\": 1}",
      "{\"hash\": \(hash), \"height\": 2, \"width\": 1, \"width\": 4}",
      "{\"hash\": \(hash), \"height\": 2, \"width\": 01}",
      "{\"hash\": \(hash), \"height\": 2, \"width\": 1e2}",
      "null", "3", "[]",
    ]
    var fields = [
      "\"device\": {\"height\": 852, \"name\": \"iPhone 15\", \"scale\": 3, \"width\": 393}",
      "\"record\": " + value(&rng, depth: 0),
      "\"screen\": \"screens/settings.yml\"",
      "\"version\": 3",
    ]
    if Int.random(in: 0..<8, using: &rng) > 0 {
      // Half the time one of the forms themeshot writes.
      let forms = Bool.random(using: &rng) ? pixels[..<3] : pixels[...]
      fields.append("\"pixels\": " + forms.randomElement(using: &rng)!)
    }
    if Int.random(in: 0..<8, using: &rng) > 0 {
      fields.append(
        "\"png\": "
          + (Bool.random(using: &rng)
            ? "\"murmur3-128:cbd8a7b341bd9b025b1e906a48ae1d19\""
            : ["\"plain\"", "null", "\"x\\ny\"", "7"].randomElement(using: &rng)!))
    }
    if Int.random(in: 0..<10, using: &rng) == 0 {
      fields.append("\"png\": \"murmur3-128:00\"")
    }
    fields.shuffle(using: &rng)
    return "{\n  " + fields.joined(separator: ",\n  ") + "\n}\n"
  }

  static func expectAgreement(_ bytes: [UInt8], _ label: String) -> Bool {
    let plain = Sidecar.readHashesPlain(Data(bytes))
    guard case .hashes(let pixels, let png) = SidecarHashScanner.scan(bytes) else {
      return false
    }
    #expect(plain != nil, "\(label): \(String(decoding: bytes, as: UTF8.self))")
    #expect(plain?.pixels == pixels, "\(label): \(String(decoding: bytes, as: UTF8.self))")
    #expect(plain?.png == png, "\(label): \(String(decoding: bytes, as: UTF8.self))")
    return true
  }

  @Test func answersAgreeWithJSONDecoderOnGeneratedSidecars() {
    var rng = SplitMix(seed: 8)
    var answered = 0
    for i in 0..<600 {
      let text = Array(Self.sidecar(&rng).utf8)
      if Self.expectAgreement(text, "sidecar \(i)") { answered += 1 }
      // Broken copies: cut short, a byte changed, a byte inserted.
      var cut = text
      cut.removeLast(Int.random(in: 1...text.count, using: &rng))
      var changed = text
      changed[Int.random(in: 0..<text.count, using: &rng)] = Array(
        "{}[],:\"\\ 0-e.ntfu\u{1}\u{80}".utf8
      ).randomElement(using: &rng)!
      var inserted = text
      inserted.insert(
        Array("{}[],:\"\\ 0x".utf8).randomElement(using: &rng)!,
        at: Int.random(in: 0...text.count, using: &rng))
      for (kind, broken) in [("cut", cut), ("changed", changed), ("inserted", inserted)] {
        _ = Self.expectAgreement(broken, "\(kind) \(i)")
      }
    }
    // It answers for much of what is well formed (the odd fields are left to JSONDecoder).
    #expect(answered > 600 / 5, "\(answered) of 600")
  }

  /// A sidecar as themeshot writes it, with a render record, is read without JSONDecoder.
  @Test func answersForWhatThemeshotWrites() throws {
    var sidecar = Sidecar(screen: "screens/settings.yml")
    sidecar.record = RenderRecord(
      scale: 3,
      widgets: [
        RenderRecord.WidgetRecord(
          key: "#title", type: "UILabel", depth: 2, frame: [16, 96.5, 361, 41],
          properties: [
            "text": .init(value: "Réglages \"α\"\n🙂", origin: "screens/settings.yml:12:7"),
            "font": .init(value: "SFProText-Semibold, 17", origin: nil, via: "$font-body"),
          ])
      ])
    sidecar.fingerprint(Bitmap(width: 3, height: 70, fill: .white), png: [1, 2, 3])
    let bytes = Array(sidecar.json.utf8)
    guard case .hashes(let pixels, let png) = SidecarHashScanner.scan(bytes) else {
      Issue.record("unsure about a sidecar themeshot wrote")
      return
    }
    #expect(pixels == sidecar.pixels)
    #expect(png == sidecar.png)
    #expect(Self.expectAgreement(bytes, "written"))
  }

  @Test func leavesWhatItDoesNotReadToJSONDecoder() {
    let hash = "{\"hash\": \"h\", \"height\": 1, \"width\": 1}"
    for text in [
      "", "{", "{}x", "[1]", "{\"pixels\": \(hash), \"pixels\": \(hash)}",
      "{\"pi\\u0078els\": \(hash)}", "{\"png\": null}", "{\"a\": \"\\ud800\"}",
      "{\"a\": 1e9999}",
      "{\"a\": " + String(repeating: "[", count: 70)
        + String(repeating: "]", count: 70) + "}",
      "{\"a\": \"\u{1}\"}",
    ] {
      #expect(SidecarHashScanner.scan(Array(text.utf8)) == .unsure, "\(text)")
    }
    #expect(SidecarHashScanner.scan([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]) == .unsure)
    #expect(SidecarHashScanner.scan(Array("{}".utf8)) == .hashes(pixels: nil, png: nil))
  }
}

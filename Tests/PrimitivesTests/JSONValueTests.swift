import Testing

@testable import Primitives

/// The one JSON writer: sorted keys by UTF-8 bytes, whole numbers without ".0".
@Suite struct JSONValueTests {
  @Test func textIsStable() {
    let v = JSONValue.object([
      "b": .array([.number(1), .number(0.5), .null]), "a": .string("q\"\n\u{1}"), "B": .bool(true),
    ])
    #expect(v.text == #"{"B":true,"a":"q\"\n\u0001","b":[1,0.5,null]}"#)
    #expect(JSONValue.numberText(.nan) == "null")
    #expect(JSONValue.numberText(1e20) == "1e+20")
    #expect(JSONValue.quoted("é/") == "\"é/\"")
  }

  @Test func prettyTextIndentsTwoSpaces() {
    #expect(
      JSONValue.object(["a": .array([.number(1)])]).prettyText == "{\n  \"a\": [\n    1\n  ]\n}")
  }
}

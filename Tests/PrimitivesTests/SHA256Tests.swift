import Primitives
import Testing

@Suite struct SHA256Tests {
  /// FIPS 180-4 examples, plus lengths around the padding boundary.
  @Test func matchesKnownDigests() {
    func hex(_ text: String) -> String { SHA256.hex(Array(text.utf8)) }
    #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      hex(String(repeating: "a", count: 1_000))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
  }

  @Test func hashIsTheBytesOfHex() {
    let bytes = SHA256.hash(Array("abc".utf8))
    #expect(bytes.count == 32)
    #expect(bytes.prefix(4) == [0xba, 0x78, 0x16, 0xbf])
  }
}

import Primitives
import Testing

@Suite struct ColorTests {
  @Test func hexStringRoundTrips() {
    let c = Color(red: 0x12, green: 0xAB, blue: 0xFF, alpha: 0x80)
    #expect(c.hexString == "#12ABFF80")
    #expect(Color(hexString: "#12ABFF80") == c)
    #expect(Color(hexString: "#12ABFF") == Color(red: 0x12, green: 0xAB, blue: 0xFF))
    #expect(Color(hexString: "12ABFF") == nil)
    #expect(Color(hexString: "#12ABF") == nil)
  }

  @Test func premultiplyThenUnpremultiplyIsIdentityOnEveryPremultipliedPixel() {
    for a in 0...255 {
      for c in 0...a {
        let p = PremultipliedPixel(r: UInt8(c), g: UInt8(c), b: UInt8(c), a: UInt8(a))
        #expect(PremultipliedPixel(p.color) == p, "a=\(a) c=\(c)")
      }
    }
  }

  @Test func bitmapFillStoresPremultipliedBytes() {
    let b = Bitmap(width: 2, height: 1, fill: Color(red: 255, green: 0, blue: 0, alpha: 128))
    #expect(b.pixels == [128, 0, 0, 128, 128, 0, 0, 128])
    #expect(b[1, 0].color == Color(red: 255, green: 0, blue: 0, alpha: 128))
  }
}

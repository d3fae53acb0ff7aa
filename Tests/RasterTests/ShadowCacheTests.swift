import Dispatch
import Foundation
import Primitives
import Synchronization
import Testing

@testable import Raster

/// Threads asking the shadow cache for one mask at once get it blurred once: the first
/// blurs, the rest wait for it (``PrepareAhead`` blurs a list's shadows while its preparer
/// may reach them).
@Suite struct ShadowCacheTests {
  @Test func concurrentAskersShareOneBlur() {
    let cache = ShadowCache()
    let made = Atomic<Int>(0)
    let shape = PixelShape(x0: 0.25, y0: 0.5, x1: 30, y1: 20)
    let key = ShadowKey(shape: shape, sigma: 6)
    let expected = Shadow.mask(shape, sigma: 6)
    let wrong = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let got = cache.mask(key) {
        made.add(1, ordering: .relaxed)
        // Long enough that the other askers arrive while it is blurred.
        Thread.sleep(forTimeInterval: 0.02)
        return Shadow.mask(shape, sigma: 6)
      }
      if got.0.bytes != expected.0.bytes || got.x != expected.x || got.y != expected.y {
        wrong.add(1, ordering: .relaxed)
      }
    }
    #expect(made.load(ordering: .relaxed) == 1)
    #expect(wrong.load(ordering: .relaxed) == 0)
    #expect(cache.count == 1)
  }
}

import CXXHash

extension PixelHash {
  /// XXH3-128 (seed 0) of `bytes`, through the system's xxHash (its vector dispatch on
  /// x86-64 Linux, see `shim.h`): h1 is the high 64 bits and
  /// h2 the low, so ``description`` prints what `xxhsum -H2` prints.
  ///
  /// Why this hash for sidecar format 3: a passing check hashes every pixel of the render
  /// (12 MB for a 3× phone screen). MurmurHash3 in Swift ran at ≈ 4 GB/s there, a ninth of
  /// the check's CPU; XXH3 reads 64 bytes a round with SIMD multiplies and hashed the same
  /// bands in 0.6× the CPU inside a check (3.7× faster in a hot loop), with 128 bits as
  /// before. It is not cryptographic, for the reason ``PixelHash`` gives.
  init(xxh3 bytes: UnsafeRawBufferPointer) {
    let hash = themeshot_xxh3_128(bytes.baseAddress, bytes.count)
    self.init(h1: hash.high64, h2: hash.low64)
  }
}

#if canImport(Glibc)
  import Glibc
#endif

/// How the C allocator keeps large buffers, set once at start.
///
/// Every render makes a 12 MB bitmap (a 3× phone screen) and the encoder buffers beside it.
/// glibc hands blocks that large straight back to the kernel when freed, so the next render
/// took fresh pages and the kernel zeroed them one fault at a time. Kept in the heap, they
/// are reused: 600 renders fault 60 % less and spend 3 s less in the kernel, for 18 MB
/// more peak memory, which each worker's arena keeps (docs/performance.md, round 5).
enum AllocatorTuning {
  static func keepLargeBuffers() {
    #if canImport(Glibc)
      // glibc's `mallopt` and its malloc.h constants, which the Glibc module does not
      // import: M_TRIM_THRESHOLD is -1, M_MMAP_THRESHOLD -3.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "mallopt") else {
        return
      }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      // 32 MB is the largest threshold glibc accepts (half its 64 MB arena heaps).
      _ = mallopt(-3, 32 << 20)
      _ = mallopt(-1, 512 << 20)
    #endif
  }
}

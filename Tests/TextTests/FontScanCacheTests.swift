import Foundation
import Primitives
import Testing

@testable import Text

/// The scan cache gives exactly what fontconfig's scan gives (its plain twin), cold, warm
/// and after a file changed, and ignores a cache file it cannot trust.
@Suite struct FontScanCacheTests {
  /// A fresh folder under the temporary directory, removed by the caller.
  static func folder() -> String {
    let path = NSTemporaryDirectory() + "font-scan-cache-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Every substitute font file on the machine, plus the project fixture and the corrupt one.
  static var files: [String] {
    FontConfiguration.debianSubstitutes.flatMap { FontCatalog.fontFiles(in: $0.path) }
      + [TestFonts.fixture("project-fonts/BrandMono.ttf"), TestFonts.fixture("corrupt/Broken.ttf")]
  }

  @Test func coldAndWarmScansEqualFontconfigsScan() throws {
    let dir = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let files = Self.files
    let plain = Fontconfig.scan(files: files)
    #expect(plain.count >= 2)
    let cacheFile = dir + "/nested/font-scan.txt"
    let cold = FontScanCache(file: cacheFile).scan(files: files)
    #expect(cold == plain)
    #expect(FileManager.default.fileExists(atPath: cacheFile))
    // A new process reads the file: the same faces, and the corrupt font is still absent.
    let warm = FontScanCache(file: cacheFile).scan(files: files)
    #expect(warm == plain)
    let text = try String(contentsOfFile: cacheFile, encoding: .utf8)
    #expect(!text.contains("Broken.ttf"))
    #expect(FontScanCache.parse(text)?.count == Set(plain.map(\.file)).count)
  }

  @Test func aWarmScanReadsTheCacheInsteadOfTheFiles() throws {
    let dir = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let font = dir + "/Brand.ttf"
    try FileManager.default.copyItem(
      atPath: TestFonts.fixture("project-fonts/BrandMono.ttf"), toPath: font)
    let cacheFile = dir + "/cache.txt"
    let real = FontScanCache(file: cacheFile).scan(files: [font])
    #expect(real.count == 1)
    // Rewrite the recorded name (escapes and all): a warm scan that reports it read the cache.
    let text = try String(contentsOfFile: cacheFile, encoding: .utf8)
    let name = real[0].postScriptName
    try text.replacingOccurrences(of: name, with: "Cached\\tName\\\\x")
      .write(toFile: cacheFile, atomically: true, encoding: .utf8)
    let cached = FontScanCache(file: cacheFile).scan(files: [font])
    #expect(cached.map(\.postScriptName) == ["Cached\tName\\x"])
  }

  @Test func aChangedFileIsScannedAgain() throws {
    let dir = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let font = dir + "/Face.ttf"
    let fixture = TestFonts.fixture("project-fonts/BrandMono.ttf")
    try FileManager.default.copyItem(atPath: fixture, toPath: font)
    let cacheFile = dir + "/cache.txt"
    let cache = FontScanCache(file: cacheFile)
    #expect(cache.scan(files: [font]).map(\.postScriptName) == ["DejaVuSansMono-Oblique"])
    // Replaced by another font (another size, time and inode): the new names are read.
    let other = try #require(
      Self.files.first {
        $0.hasSuffix("/LiberationSans-Regular.ttf") || $0.hasSuffix("/DejaVuSans.ttf")
      })
    try FileManager.default.removeItem(atPath: font)
    try FileManager.default.copyItem(atPath: other, toPath: font)
    let fresh = Fontconfig.scan(files: [font])
    #expect(cache.scan(files: [font]) == fresh)
    #expect(FontScanCache(file: cacheFile).scan(files: [font]) == fresh)
    // Removed: nothing is found, whatever the cache says.
    try FileManager.default.removeItem(atPath: font)
    #expect(FontScanCache(file: cacheFile).scan(files: [font]).isEmpty)
  }

  @Test(arguments: [
    "", "garbage", "themeshot font scan 0, fontconfig 1\n",
    "HEADER\nF\t/x.ttf\t1\t2\t3\n", "HEADER\nA\t0\t400\t0\t100\tRegular\tX\tFam\n",
    "HEADER\nF\t/x.ttf\t1\t2\t3\t4\nA\t0\t400\t2\t100\tRegular\tX\tFam\n",
    "HEADER\nF\t/x.ttf\t1\t2\t3\t4",
  ])
  func anUntrustedCacheFileIsIgnored(_ text: String) throws {
    let parsed = FontScanCache.parse(
      text.replacingOccurrences(of: "HEADER", with: FontScanCache.header))
    #expect(parsed == nil)
    let dir = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cacheFile = dir + "/cache.txt"
    try text.write(toFile: cacheFile, atomically: true, encoding: .utf8)
    let files = [TestFonts.fixture("project-fonts/BrandMono.ttf")]
    #expect(FontScanCache(file: cacheFile).scan(files: files) == Fontconfig.scan(files: files))
  }

  @Test func theCacheFileFollowsTheEnvironment() {
    #expect(FontScanCache.defaultFile(environment: ["THEMESHOT_FONT_CACHE": "off"]) == nil)
    #expect(
      FontScanCache.defaultFile(environment: ["THEMESHOT_FONT_CACHE": "/tmp/c", "HOME": "/h"])
        == "/tmp/c")
    #expect(
      FontScanCache.defaultFile(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"])
        == "/x/themeshot/font-scan.txt")
    #expect(FontScanCache.defaultFile(environment: [:]) == nil)
    #if !canImport(Darwin)
      #expect(
        FontScanCache.defaultFile(environment: ["HOME": "/h"])
          == "/h/.cache/themeshot/font-scan.txt")
    #endif
  }
}

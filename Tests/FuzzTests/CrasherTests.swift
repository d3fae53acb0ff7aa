import Foundation
import PNG
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot
@testable import ThemeshotCLI

/// The crashers of issue 17, each as found: they trapped (SIGILL) converting a huge or NaN
/// number to an integer, or overflowed. Each is now a located error.
@Suite struct CrasherTests {
  static func screen(_ props: String) -> String {
    """
    root:
      type: UIView
      children:
        - type: UILabel
          props: {text: hi}
        - type: UISegmentedControl
          props: {segments: [a, b]}
        - type: UIView
          props: {\(props)}
    """
  }

  static func errors(inScreen text: String) -> [Diagnostic] {
    do {
      _ = try ScreenFile.parse(text, file: "s.yml", name: "s")
      return []
    } catch let error as DiagnosticError {
      return error.diagnostics
    } catch {
      return [.error("\(error)")]
    }
  }

  @Test(arguments: [
    ("UILabel", "numberOfLines: 1e30"), ("UILabel", "numberOfLines: nan"),
    ("UISegmentedControl", "selectedSegmentIndex: 1e19"),
    ("UILabel", "font: {font: system, size: 17, weight: 1e30}"),
    ("UIView", "layer.maskedCorners: 1e30"),
  ])
  func screenCrasherIsALocatedError(_ kind: String, _ prop: String) {
    let text = """
      root:
        type: \(kind)
        props: {\(prop)}
      """
    let errors = Self.errors(inScreen: text)
    #expect(errors.count == 1, "\(prop): \(errors)")
    #expect(errors.first?.location?.line == 3, "\(prop)")
    #expect(errors.first?.location?.file == "s.yml")
  }

  // Session 6: a widget's `frame` was not range-checked like props, and `inspect` trapped
  // printing a width of 1e308 as an integer.
  @Test(arguments: ["[0, 0, 1e308, 1e308]", "[.inf, 0, 1, 1]", "[0, -1e6, 1, 1]"])
  func hugeFrameIsALocatedError(_ frame: String) {
    let errors = Self.errors(inScreen: "root:\n  type: UIView\n  frame: \(frame)\n")
    #expect(errors.count == 1, "\(frame): \(errors)")
    #expect(errors.first?.message.hasPrefix("'frame' must be") == true, "\(errors)")
    #expect(errors.first?.location?.line == 3)
  }

  @Test func inspectionPrintsAnyNumberWithoutTrapping() {
    #expect(Inspection.num(1e308) == "1e+308")
    #expect(Inspection.num(-.infinity) == "-inf")
    #expect(Inspection.num(12) == "12")
    #expect(Inspection.num(0.25) == "0.2")
  }

  @Test(arguments: ["numberOfLines: 1e30", "numberOfLines: .nan", "selectedSegmentIndex: 1e19"])
  func themeCrasherIsALocatedError(_ declaration: String) throws {
    let source = ThemeSource(path: "t.yaml", text: "Label:\n  \(declaration)\n")
    let theme = try ThemeLoader.load(
      sources: [source], options: ThemeLoadOptions(keepGoing: true))
    let errors = theme.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(theme.diagnostics)")
    #expect(errors.first?.location?.line == 2)
  }

  @Test func themeLintReportsTheCrashers() async throws {
    // `theme lint` called such a theme clean (issue 17).
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-crashers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("T.yaml").path
    try "Label:\n  numberOfLines: 1e30\n  alpha: .nan\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let status = await ThemeshotMain.run(["theme", "lint", path])
    #expect(status == .badInput)
  }

  @Test(arguments: [
    "1,1,9223372036854775807,1", "-9223372036854775808,0,1,1", "0,0,1,9223372036854775807",
  ])
  func diffIgnoreOverflowIsAUsageError(_ region: String) async {
    let png = DiffFixtures.path("r.png")
    let status = await ThemeshotMain.run(["diff", png, png, "--ignore", region])
    #expect(status == .badInput)
  }

  @Test func numberOfLinesConversionClampsWhateverIsStored() {
    // The second guard: a value stored without the check (from Swift) clamps, never traps.
    let label = Widget(WidgetType(.label))
    label.set("numberOfLines", .number(.nan), ApplyContext(target: .literal))
    #expect(label.numberOfLines == 0)
    label.set("numberOfLines", .number(1e30), ApplyContext(target: .literal))
    #expect(label.numberOfLines == 1_000_000)
  }
}

/// Small PNGs written once per process for commands that need files.
enum DiffFixtures {
  static let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-fuzz-fixtures-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  static func path(_ name: String) -> String {
    let url = folder.appendingPathComponent(name)
    if !FileManager.default.fileExists(atPath: url.path) {
      let color: [UInt8] = name.hasPrefix("r") ? [255, 0, 0, 255] : [0, 255, 0, 255]
      let bitmap = Bitmap(width: 4, height: 4, pixels: Array((0..<16).map { _ in color }.joined()))
      try? PNGEncoder().write(bitmap, to: url.path)
    }
    return url.path
  }
}

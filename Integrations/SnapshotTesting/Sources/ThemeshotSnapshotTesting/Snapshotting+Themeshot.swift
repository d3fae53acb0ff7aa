import Foundation
import Primitives
import SnapshotTesting
import Themes
import Themeshot
import Widgets

extension Snapshotting where Value == Screen, Format == Bitmap {
  /// Renders a screen with themeshot, on any platform, as a PNG reference.
  ///
  ///     assertSnapshot(
  ///       of: try ScreenFile.load("screens/settings.yml"),
  ///       as: .themeshot(theme: "Dark", device: .named("iPhone 15")!))
  ///
  /// References, record modes and their names are swift-snapshot-testing's own
  /// (`__Snapshots__/<TestFile>/<test>.<n>.png`). A theme or screen that cannot be loaded
  /// fails the test with its located diagnostics. `precision` and `perceptualPrecision` mean
  /// what they mean in the library's `.image` strategy; both default to an exact match.
  public static func themeshot(
    theme: ThemeshotTheme, device: Device = .default, precision: Double = 1,
    perceptualPrecision: Double = 1, fontFolders: [String] = ["fonts"]
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .themeshotImage(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { screen in
      do {
        let renderer = try Renderer(fontFolders: fontFolders)
        let sheet = ThemeStyleSheet(try theme.load())
        return try renderer.render(screen, sheet: sheet, device: device).bitmap
      } catch {
        reportFailure("themeshot could not render \(screen.name): \(error)")
        return Bitmap(width: 1, height: 1)
      }
    }
  }
}

extension Snapshotting where Value == Widget, Format == Bitmap {
  /// Renders a widget tree (a screen built in Swift) as a screen named `name`.
  public static func themeshot(
    theme: ThemeshotTheme, device: Device = .default, precision: Double = 1,
    perceptualPrecision: Double = 1, fontFolders: [String] = ["fonts"]
  ) -> Snapshotting {
    Snapshotting<Screen, Bitmap>.themeshot(
      theme: theme, device: device, precision: precision,
      perceptualPrecision: perceptualPrecision, fontFolders: fontFolders
    ).pullback { Screen(name: "screen", root: $0) }
  }
}

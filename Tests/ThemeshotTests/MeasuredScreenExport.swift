import Foundation
import PNG
import Raster
import Testing
import Themes
import Widgets

@testable import Themeshot

/// Writes the screen that `Scripts/measure-check.sh` times (settings, Light, iPhone 15 at
/// 3×) as a scene file, so the peers' renderers draw the same display list. Runs only when
/// `THEMESHOT_EXPORT_SCENE` names the output file.
@Suite struct MeasuredScreenExport {
  static let output = ProcessInfo.processInfo.environment["THEMESHOT_EXPORT_SCENE"]
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  @Test(.enabled(if: output != nil)) func exportsTheMeasuredScreen() throws {
    let project = try Project.load(root: Self.repo)
    let theme = try #require(project.theme(named: "Light"))
    let renderer = try Renderer(fontFolders: project.fontFolders)
    let sheet = ThemeStyleSheet(try ThemeLoader.load(files: theme.files))
    let screen = try ScreenFile.load(Self.repo + "/screens/settings.yml")
    var (list, _) = renderer.displayList(screen, sheet: sheet, device: project.devices[0])
    #expect(list.size.width * list.scale == 1179)
    // The peers' scene readers take image files only: the vector glyphs drawn as inline
    // bitmaps (chevrons, checkmarks) become PNG files beside the scene.
    let folder = (Self.output! as NSString).deletingLastPathComponent
    for (index, op) in list.ops.enumerated() {
      guard case .image(var image) = op, case .bitmap(let bitmap) = image.source else { continue }
      let file = folder + "/inline-\(index).png"
      try Data(PNGEncoder().encode(bitmap)).write(to: URL(fileURLWithPath: file))
      image.source = .file(file)
      list.ops[index] = .image(image)
    }
    try SceneFile.encode(list).write(toFile: Self.output!, atomically: true, encoding: .utf8)
  }
}

import ArgumentParser
import Themeshot

/// `themeshot render`: Render the project's screens with a theme to PNG.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Render the project's screens with a theme to PNG.",
    discussion: """
      Renders every screen (screens/) with the theme to out/<Theme>/<screen>.png and \
      prints the paths. A metadata file beside each PNG records the theme files, device \
      and fonts used. The project's themes, screens, devices and output folder come from \
      themeshot.yml when there is one.
      """)

  @OptionGroup var options: RenderOptions

  @OptionGroup var contrastAudit: ContrastAuditOption

  func run() async throws {
    // The spare core readies the raster while the project is read.
    Renderer.warmUpProcess()
    var task = try RenderTask(
      project: options.project, themes: options.themes, screens: options.screens,
      device: options.device, scale: options.scale, output: options.output,
      strict: options.strict, allowOutsideProject: options.allowOutsideProject,
      style: options.appearance.resolvedStyle,
      contrast: options.appearance.resolvedContrast, contentSizes: options.contentSizes)
    task.contrastLevel = contrastAudit.wcag
    // Said once per run: renders still work, with DejaVu standing in.
    if let warning = task.setupWarning { DiagnosticPrinter.standardError.print([warning]) }
    let progress = ProgressLine(total: task.outputs.count)
    try task.perform(progress: progress.update, finished: progress.finish)
    for output in task.outputs { print(output) }
  }
}

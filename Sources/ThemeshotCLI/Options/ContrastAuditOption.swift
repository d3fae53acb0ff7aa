import ArgumentParser
import Themeshot

/// `--wcag aa|aaa`, the same for `render` and `check`: the contrast audit on the rendered
/// pixels (docs/reports.md).
struct ContrastAuditOption: ParsableArguments {
  @Option(help: "Warn about text below WCAG contrast aa or aaa, measured on the rendered pixels.")
  var wcag: ContrastLevel?
}

extension ContrastLevel: ExpressibleByArgument {}

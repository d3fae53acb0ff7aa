import Foundation
import InterfaceBuilder
import Primitives
import Reports
import Testing
import Widgets

/// Fuzz targets for the parsers `FuzzTests` lacked: storyboards and XIBs (XML, then each
/// scene built into a screen and laid out by its constraints) and `report.json` (what
/// `merge-reports`, `approve` and `review` read, then every report format written from
/// it). Same corpus mutation, seed and input count as `FuzzTests`.
@Suite(.serialized) struct FormatFuzzTests {
  @Test(.timeLimit(.minutes(5))) func interfaceBuilder() throws {
    _ = try FuzzTests.fuzz("interface-builder", folder: "interface-builder") { name, bytes in
      let file = name.hasSuffix(".xib") ? "fuzz.xib" : "fuzz.storyboard"
      do {
        let doc = try IBDocument(data: Data(bytes), file: file)
        var built = 0
        for scene in doc.scenes {
          guard let screen = try? doc.screen(scene) else { continue }
          let device = screen.resolvedDevice(
            Device(name: "fuzz", size: .init(width: 320, height: 480), scale: 1))
          Layout(text: ApproximateTextMeasurer()).layout(screen.root, in: device.size)
          built += 1
        }
        return built > 0
      } catch let error as DiagnosticError {
        // Every refusal points into the file.
        for d in error.diagnostics where d.location?.file != file {
          Issue.record("unlocated: \(d.formatted)")
        }
        return false
      } catch {
        Issue.record("not a located error: \(error)")
        return false
      }
    }
  }

  @Test(.timeLimit(.minutes(5))) func reportJSON() throws {
    _ = try FuzzTests.fuzz("reports", folder: "reports") { _, bytes in
      guard let report = try? ReportJSON.parse(bytes) else { return false }
      // What parses is written back in every format without trapping.
      for format in ReportFormat.allCases { _ = format.render(report) }
      return !report.items.isEmpty
    }
  }
}

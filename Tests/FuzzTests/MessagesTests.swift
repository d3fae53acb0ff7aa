import Foundation
import PNG
import Primitives
import Testing
import Themeshot
import Widgets

@testable import ThemeshotCLI

/// Messages of issue 17 that said the wrong thing: each now says what is wrong, exit 2.
@Suite struct MessagesTests {
  @Test func tinyScaleSaysTheCanvasIsEmpty() throws {
    // It was "Error: error: cannot encode PNG: Invalid IHDR data".
    var device = Device.default
    device.scale = 0.001
    let problem = try #require(device.canvasProblem)
    #expect(problem.contains("less than one pixel"))
    let project = Project(root: ".", themes: [.init(name: "T", files: ["t"])], screens: ["s.yml"])
    #expect(throws: DiagnosticError.self) {
      try RenderRun(project: project, themes: [], scale: 0.001)
    }
  }

  @Test func oversizedDeviceSaysWhichPartIsOutOfRange() {
    // It was "unknown device '5000x5000@4'" followed by the list of presets.
    #expect(Device.named("5000x5000@4") == nil)
    #expect(Device.unknownReason("5000x5000@4").contains("at most 4096 points"))
    #expect(Device.unknownReason("400x400@9").contains("scale"))
    #expect(Device.unknownReason("Nokia").contains("presets"))
  }

  @Test func deviceOverTheCanvasBudgetIsRefusedBeforeRendering() throws {
    let big = try #require(Device.named("4000x4000@4"))
    #expect(big.canvasProblem?.contains("THEMESHOT_MAX_CANVAS_PIXELS") == true)
    #expect(Device.default.canvasProblem == nil)
  }

  @Test func pngErrorsAreReportedOnce() {
    // ExitStatus prints a PNGError as one located diagnostic, without "Error: error:".
    let error = PNGError.encodingFailed(reason: "Invalid IHDR data")
    #expect(!error.diagnostic.formatted.contains("error: error"))
    #expect(ExitStatus.report(error) == .badInput)
  }
}

/// Repeated diagnostics are capped (issue 17: one inheritance chain printed 99,900 lines).
@Suite struct RepeatedDiagnosticsTests {
  @Test func repeatsPastTheLimitBecomeOneLine() {
    let many = (0..<500).map {
      Diagnostic.error(
        "inheritance is deeper than 100 styles",
        at: SourceLocation(file: "t.yaml", line: $0 + 1, column: 1))
    }
    let other = Diagnostic.warning("unknown property 'x'")
    let capped = Diagnostic.cappingRepeats(many + [other], limit: 20)
    #expect(capped.count == 22)
    #expect(capped[20].message.contains("480 more"))
    #expect(capped[21] == other)
  }

  @Test func fewRepeatsAreLeftAlone() {
    let list = (0..<3).map { _ in Diagnostic.error("same") }
    #expect(Diagnostic.cappingRepeats(list, limit: 3) == list)
  }
}

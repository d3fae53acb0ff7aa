import Foundation
import Primitives
import Testing

@testable import Themes

/// The fixtures folder, found relative to this file.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("__Fixtures__")

/// The path of a fixture.
func fixture(_ name: String) -> String {
  fixtures.appendingPathComponent(name).path
}

/// Loads in-memory sources; fails the test with the diagnostics if loading throws.
func load(
  _ sources: [(String, String)], alternatives: [(String, String)] = [],
  options: ThemeLoadOptions = ThemeLoadOptions()
) throws -> Theme {
  try ThemeLoader.load(
    sources: sources.map { ThemeSource(path: $0.0, text: $0.1) },
    alternatives: alternatives.map { ThemeSource(path: $0.0, text: $0.1) }, options: options)
}

/// The diagnostics loading produces (thrown or kept), in order.
func diagnostics(
  _ sources: [(String, String)], options: ThemeLoadOptions = ThemeLoadOptions()
) -> [Diagnostic] {
  do throws(DiagnosticError) {
    return try ThemeLoader.load(
      sources: sources.map { ThemeSource(path: $0.0, text: $0.1) }, options: options
    ).diagnostics
  } catch {
    return error.diagnostics
  }
}

func hex(_ s: String) -> ThemeValue {
  .color(Color(hexString: s)!)
}

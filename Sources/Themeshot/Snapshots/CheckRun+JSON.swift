import Primitives
import Reports

extension CheckRun.Outcome {
  /// `check --json`: compact results for tools (the full report with images is
  /// `report.json`). Each item that a reference's record explains carries `explanation`
  /// (`ChangeExplanation`; schema in docs/reports.md).
  public var json: JSONValue {
    .object([
      "items": .array(
        items.map { item in
          var fields: [String: JSONValue] = [
            "name": .string(item.name), "status": .string(item.status.rawValue),
            "mismatched": .number(Double(item.mismatched)),
            "ratio": .number(item.ratio.isFinite ? item.ratio : 0),
            "regions": .array(
              item.regions.map { r in .array([r.x, r.y, r.width, r.height].map(Self.int)) }),
          ]
          if let explanation = item.explanation { fields["explanation"] = explanation.json }
          return .object(fields)
        }),
      "recorded": .array(recorded.map(JSONValue.string)),
      "orphans": .array(orphans.map(JSONValue.string)),
      "pruned": .array(pruned.map(JSONValue.string)),
      "passed": .bool(passed),
    ])
  }

  static func int(_ n: Int) -> JSONValue { .number(Double(n)) }
}

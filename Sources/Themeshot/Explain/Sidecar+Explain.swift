import Primitives

extension Sidecar {
  /// Explains `regions` of a render whose sidecar is `current`, this sidecar being the
  /// reference's; nil when either has no record (references recorded before records were
  /// kept). The sidecars' font lists join the records, so a region that no widget change
  /// explains names the font files that changed.
  public func explain(current: Sidecar, regions: [PixelRect]) -> Explanation? {
    guard var before = record, var after = current.record else { return nil }
    before.fonts.merge(fontFiles, uniquingKeysWith: { a, _ in a })
    after.fonts.merge(current.fontFiles, uniquingKeysWith: { a, _ in a })
    return Explanation.explain(reference: before, current: after, regions: regions)
  }

  /// Requested font name → `file sha256` of the file that stood in for it.
  var fontFiles: [String: String] {
    Dictionary(
      (fonts ?? []).map { ($0.requested, "\($0.file) \($0.sha256)") },
      uniquingKeysWith: { a, _ in a })
  }
}

extension Sidecar {
  /// A sidecar holding what explains `output`: its record and the fonts that stood in
  /// (what `assertSnapshot` keeps beside a reference, without a project's screen and theme).
  public init(explaining output: RenderOutput) {
    self.init(
      fonts: output.fonts.map {
        FontInfo(file: $0.file, requested: $0.requestedName, sha256: $0.sha256, source: $0.source)
      })
    record = output.record
  }
}

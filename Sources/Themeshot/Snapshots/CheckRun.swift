import Foundation
import PNG
import Primitives
import Reports

/// Compares fresh renders with the project's references (`Snapshots/<Theme>/<screen>.png`)
/// and records references as the mode says. Each render is matched by its path relative to
/// the render folder, so `out/check/Dark/settings.png` checks `Snapshots/Dark/settings.png`.
///
/// A render that matches is verified by hash and nothing is encoded, decoded or written
/// (unless `keepsAllActuals`). A mismatch decodes the reference, diffs it with the same
/// ``ImageComparer`` as `themeshot diff`, and writes the actual PNG and its sidecar into
/// the render folder, where `themeshot approve` finds them.
public struct CheckRun: Sendable {
  public var snapshots: String
  public var mode: RecordMode
  public var options: ComparisonOptions
  /// Write every actual (and its sidecar), not only the failures'.
  public var keepsAllActuals: Bool
  /// Budgets from themeshot.yml, applied per screen and theme over `options`.
  public var budgets: [ProjectBudget] = []
  /// Failures whose PNGs the report embeds; later ones are linked to their files only, so
  /// memory stays bounded when a whole large suite fails (or is recorded) at once.
  public var maxEmbeddedImages = 200
  /// Audit every render's text contrast at this WCAG level (`--wcag`); nil: no audit.
  public var contrastLevel: ContrastLevel?

  public init(
    snapshots: String, mode: RecordMode, options: ComparisonOptions = .exact,
    keepsAllActuals: Bool = false
  ) {
    self.snapshots = snapshots
    self.mode = mode
    self.options = options
    self.keepsAllActuals = keepsAllActuals
  }

  /// What a check found.
  public struct Outcome: Sendable {
    /// One item per render, then one per orphan (when the run was complete).
    public var items: [ReportItem]
    /// References written (paths), in order.
    public var recorded: [String]
    /// References that no screen × theme × device produces (relative paths).
    public var orphans: [String]
    /// Orphans removed (`--record all` on a complete run).
    public var pruned: [String]
    /// Seconds per render and check, by relative path, for balancing shards next time.
    public var timings: [String: Double]
    /// Renders verified by hash alone.
    public var verifiedByHash: Int
    /// Warnings met while styling, each once.
    public var warnings: [Diagnostic] = []

    /// Whether the check passes: nothing changed, missing or orphaned, and nothing
    /// recorded or pruned (a recording run never passes by accident).
    public var passed: Bool {
      recorded.isEmpty && pruned.isEmpty && items.allSatisfy { $0.status == .unchanged }
    }
  }

  /// One render's result, made on the worker that rendered it.
  struct Checked: Sendable {
    var item: ReportItem
    var recorded: String?
    var seconds: Double
    var byHash: Bool
    var warnings: [Diagnostic] = []
  }

  /// Renders `run`'s items (in parallel, bounded by `workers`) and checks each against its
  /// reference. `renderFolder` is the run's output folder: items are named relative to it.
  /// With `complete` (the whole suite: no filters, no shard) references that no item
  /// produced are orphans.
  public func check(
    _ run: RenderRun, renderFolder: String, renderer: Renderer, sheets: [String: SheetBox],
    complete: Bool, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: (Int, RenderItem) -> Void = { _, _ in }
  ) throws -> Outcome {
    let root = run.project.root
    let embedded = Counter()
    let limit = maxEmbeddedImages
    let contrastLevel = contrastLevel
    // A check of one image reads its reference on the second core while it renders; a
    // render per core has none to spare.
    let prefetch =
      run.items.count == 1 && renderer.rasterizer.threads > 1
      ? ReferencePrefetch(
        Reference(path: path(of: Self.relativeName(run.items[0].output, in: renderFolder))))
      : nil
    // Records are built only when read: by a failure's explanation or the contrast audit.
    let results = try run.render(
      renderer: renderer, sheets: sheets, workers: workers, records: false
    ) {
      _, item, out, renderSeconds in
      let start = DispatchTime.now().uptimeNanoseconds
      let name = Self.relativeName(item.output, in: renderFolder)
      let (options, applied) = ProjectBudget.options(
        options, budgets, screen: RenderRun.screenName(item.screen), theme: item.theme.name)
      // Made only when written or explained: a passing check hashes no font file.
      var checked = try check(
        out.pixels, name: name, actualPath: item.output,
        sidecar: {
          var sidecar = Sidecar(item: item, fonts: out.fonts, root: root)
          sidecar.record = out.record
          return sidecar
        }(), options: options, budgets: applied,
        read: prefetch.flatMap { $0.reference.path == path(of: name) ? $0.value() : nil })
      if checked.item.status != .unchanged, embedded.next() > limit {
        checked.item.expectedPNG = nil
        checked.item.actualPNG = nil
        checked.item.diffPNG = nil
        checked.item.message =
          (checked.item.message.map { $0 + "; " } ?? "")
          + "images not embedded (over \(limit) failures): see \(item.output)"
      }
      checked.warnings = out.diagnostics
      if let level = contrastLevel {
        let contrast = ContrastAudit.warnings(
          out.displayList, bitmap: out.bitmap, record: out.record, screen: item.screen,
          level: level)
        checked.warnings += contrast
        // Listed on the image's card in the report too: ";" splits them on a card's one
        // line, the newline on a changed card's own paragraph.
        if !contrast.isEmpty {
          checked.item.message =
            (checked.item.message.map { $0 + ";\n" } ?? "")
            + contrast.map(\.formatted).joined(separator: ";\n")
        }
      }
      checked.seconds = renderSeconds + Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      return checked
    } progress: { done, item in
      progress(done, item)
    }
    var outcome = Outcome(
      items: results.map(\.item), recorded: results.compactMap(\.recorded), orphans: [],
      pruned: [], timings: [:], verifiedByHash: results.filter(\.byHash).count)
    var seen = Set<Diagnostic>()
    outcome.warnings = (renderer.catalogWarnings + results.flatMap(\.warnings)).filter {
      seen.insert($0).inserted
    }
    for (item, result) in zip(run.items, results) {
      outcome.timings[Self.relativeName(item.output, in: renderFolder)] = result.seconds
    }
    if complete {
      outcome.orphans = try orphans(rendered: Set(outcome.items.map(\.name)))
      for name in outcome.orphans {
        let reference = Reference(path: path(of: name))
        if mode == .all {
          try reference.remove()
          outcome.pruned.append(name)
        }
        outcome.items.append(
          ReportItem(
            name: name, status: .removed,
            message: mode == .all
              ? "orphan removed: no screen × theme × device produces it"
              : "orphan: no screen × theme × device produces it; `themeshot prune --apply` "
                + "removes it"))
      }
    }
    return outcome
  }

  /// Checks one rendered bitmap against `Snapshots/<name>`.
  /// `options` (the run's by default) decide what counts as changed; `budgets` are where
  /// the budgets that shaped them were set, named in the message of a compared image.
  /// `sidecar` is what this render's sidecar would say, made only when one is written or
  /// a mismatch explained.
  func check(
    _ bitmap: Bitmap, name: String, actualPath: String, sidecar: @autoclosure () -> Sidecar,
    options: ComparisonOptions? = nil, budgets: [SourceLocation] = []
  ) throws -> Checked {
    try check(
      RenderedPixels(bitmap), name: name, actualPath: actualPath, sidecar: sidecar(),
      options: options, budgets: budgets)
  }

  /// ``check(_:name:actualPath:sidecar:options:budgets:)`` of pixels drawn on demand: a
  /// passing check hashes them band by band and never draws the whole bitmap.
  /// `read` is the reference's files as read ahead (nil: read them now).
  func check(
    _ pixels: RenderedPixels, name: String, actualPath: String,
    sidecar: @autoclosure () -> Sidecar, options: ComparisonOptions? = nil,
    budgets: [SourceLocation] = [], read: Reference.Read? = nil
  ) throws -> Checked {
    var made: Sidecar?
    func current() -> Sidecar {
      if let made { return made }
      let side = sidecar()
      made = side
      return side
    }
    let options = options ?? self.options
    let reference = Reference(path: path(of: name))
    let verdict = reference.verify(pixels, read: read ?? reference.read())
    var item: ReportItem
    var png: [UInt8]?
    var byHash = false
    switch verdict {
    case .matched(let hashed):
      byHash = hashed
      item = ReportItem(
        name: name, status: .unchanged, expectedSize: pixels.size, actualSize: pixels.size)
    case .missing:
      png = try encode(pixels.bitmap, name)
      item = ReportItem(
        name: name, status: .added, actualSize: pixels.size, actualPNG: png,
        message: "no reference in \(snapshots)")
    case .differs(let expected):
      let actual = try encode(pixels.bitmap, name)
      png = actual
      let comparer = ImageComparer(options: options.diffOptions, budget: options.budget)
      item = try comparer.compare(
        expected: expected, expectedPath: reference.path, actual: actual, actualPath: actualPath,
        name: name, threads: 1)
      // Which widget and property the changed regions come from, when both records exist.
      if let recorded = Sidecar.read(Sidecar.path(forImage: reference.path)),
        let explanation = recorded.explain(current: current(), regions: item.regions)
      {
        let lines = explanation.lines
        if !lines.isEmpty {
          item.message = (item.message.map { $0 + "\n  " } ?? "") + lines.joined(separator: "\n  ")
          item.explanation = explanation.report
          // The theme keys behind the changes, for the report's theme diff panel.
          let keys = ThemeChanges.between(reference: recorded, current: current())
          if !keys.isEmpty { item.explanation?.themeChanges = keys }
        }
      }
      if !budgets.isEmpty {
        let places = budgets.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" }
        item.message =
          (item.message.map { $0 + "; " } ?? "") + "budget from "
          + places.joined(separator: ", ")
      }
    case .corrupt(let reason, let expected):
      png = try encode(pixels.bitmap, name)
      item = ReportItem(
        name: name, status: .changed, expectedSize: expected.flatMap(PNGHeader.size(of:)),
        actualSize: pixels.size, expectedPNG: expected, actualPNG: png,
        message: "corrupt reference \(reference.path): \(reason); re-record it with "
          + "--record failed")
    }
    let failed = item.status != .unchanged
    if failed || keepsAllActuals {
      let bytes = try png ?? encode(pixels.bitmap, name)
      var side = current()
      side.fingerprint(pixels.bitmap, png: bytes)
      try AtomicFile.write(bytes, to: actualPath)
      try AtomicFile.write(side.json, to: Sidecar.path(forImage: actualPath))
    } else {
      // An earlier run's actual for an image that now passes would only mislead.
      unlink(actualPath)
      unlink(Sidecar.path(forImage: actualPath))
    }
    let record: Bool
    switch mode {
    case .all: record = true
    case .missing: if case .missing = verdict { record = true } else { record = false }
    case .failed: record = failed
    case .never: record = false
    }
    if record {
      try reference.record(pixels.bitmap, png: png, sidecar: current())
      item.message = (item.message.map { $0 + "; " } ?? "") + "recorded \(reference.path)"
    }
    return Checked(
      item: item, recorded: record ? reference.path : nil, seconds: 0, byHash: byHash)
  }

  /// References under the folder that are not in `rendered` (relative paths, sorted).
  public func orphans(rendered: Set<String>) throws -> [String] {
    guard FileManager.default.fileExists(atPath: snapshots) else { return [] }
    return try PNGListing.relativePaths(in: snapshots).filter { !rendered.contains($0) }
  }

  func path(of name: String) -> String {
    (snapshots as NSString).appendingPathComponent(name)
  }

  func encode(_ bitmap: Bitmap, _ name: String) throws -> [UInt8] {
    do {
      return try PNGEncoder().encode(bitmap)
    } catch {
      throw Diagnostic.error("cannot encode the render: \(error)", at: SourceLocation(file: name))
    }
  }

  /// `out/check/Dark/settings.png` in `out/check` → `Dark/settings.png`.
  public static func relativeName(_ output: String, in folder: String) -> String {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return output.hasPrefix(prefix) ? String(output.dropFirst(prefix.count)) : output
  }
}

/// A count shared by render workers.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}

/// A reference's files read on the spare core (`Reference.read`), taken once rendered.
final class ReferencePrefetch: @unchecked Sendable {
  let reference: Reference
  private let job: SpareCore.Job
  private let read = ReadBox()

  /// Written by the job before it finishes, read once it has.
  private final class ReadBox: @unchecked Sendable {
    var value: Reference.Read?
  }

  init(_ reference: Reference) {
    self.reference = reference
    job = SpareCore.Job { [read] in
      read.value = reference.read()
    }
    // Urgent: the warm-up's later jobs can wait, the check's end cannot.
    SpareCore.shared.help(job, urgent: true)
  }

  /// The read, waiting for it when it has started; nil when the spare core never got to
  /// it (the caller reads the files itself).
  func value() -> Reference.Read? {
    job.closeOrWait() ? nil : read.value
  }
}

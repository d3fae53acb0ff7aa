/// The folders a report compared, as a shell in the working directory names them
/// (`Snapshots`, `out/Dark`). With them, reports offer the commands that accept changes.
public struct ComparedFolders: Hashable, Sendable {
  /// The baseline (expected) folder.
  public var baseline: String
  /// The current (actual) folder.
  public var current: String
  /// The command that promotes a current image with its sidecar (`themeshot approve`);
  /// when set, accept commands use it (and `themeshot prune --apply` for removed ones)
  /// instead of `cp` and `rm`.
  public var approveCommand: String?

  /// Creates the pair.
  public init(baseline: String, current: String, approveCommand: String? = nil) {
    self.baseline = baseline
    self.current = current
    self.approveCommand = approveCommand
  }
}

/// POSIX shell commands that accept a change by making the baseline match the current
/// images: copy a changed or added image over the baseline, delete a removed one. The static
/// page cannot write files, so it shows these for copying (Playwright #24310, reg-cli `-U`).
public enum AcceptCommands {
  /// The command for one item, or nil when there is nothing to accept (unchanged).
  public static func command(for item: ReportItem, in folders: ComparedFolders) -> String? {
    if let approve = folders.approveCommand {
      switch item.status {
      case .unchanged: return nil
      case .changed, .added: return "\(approve) \(quote(item.name))"
      case .removed:
        return approve.replacingOccurrences(of: "themeshot approve", with: "themeshot prune")
          + " --apply \(quote(item.name))"
      }
    }
    let baseline = quote(join(folders.baseline, item.name))
    let current = quote(join(folders.current, item.name))
    switch item.status {
    case .unchanged:
      return nil
    case .changed:
      return "cp -- \(current) \(baseline)"
    case .added:
      let folder = item.name.lastIndex(of: "/").map { String(item.name[..<$0]) } ?? ""
      let copy = "cp -- \(current) \(baseline)"
      return folder.isEmpty
        ? copy : "mkdir -p -- \(quote(join(folders.baseline, folder))) && \(copy)"
    case .removed:
      return "rm -- \(baseline)"
    }
  }

  /// Every item's command, one per line in report order: a script that accepts them all.
  public static func script(for items: [ReportItem], in folders: ComparedFolders) -> String {
    items.compactMap { command(for: $0, in: folders) }.joined(separator: "\n")
  }

  /// `root/name`, without doubling a trailing slash.
  static func join(_ root: String, _ name: String) -> String {
    root.isEmpty ? name : root.hasSuffix("/") ? root + name : root + "/" + name
  }

  /// Single quotes keep every character literal; a quote itself becomes `'\''`.
  static func quote(_ s: String) -> String {
    "'" + s.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#)
      + "'"
  }
}

import Foundation
import Reports
import Testing

@Suite struct AcceptCommandsTests {
  private let folders = ComparedFolders(baseline: "Snapshots", current: "out/")

  @Test func oneCommandPerKindOfChange() {
    let changed = ReportItem(name: "Dark/a.png", status: .changed)
    let added = ReportItem(name: "Dark/New/b.png", status: .added)
    let topAdded = ReportItem(name: "c.png", status: .added)
    let removed = ReportItem(name: "d.png", status: .removed)
    #expect(
      AcceptCommands.command(for: changed, in: folders)
        == "cp -- 'out/Dark/a.png' 'Snapshots/Dark/a.png'")
    #expect(
      AcceptCommands.command(for: added, in: folders)
        == "mkdir -p -- 'Snapshots/Dark/New' && cp -- 'out/Dark/New/b.png' 'Snapshots/Dark/New/b.png'"
    )
    #expect(
      AcceptCommands.command(for: topAdded, in: folders) == "cp -- 'out/c.png' 'Snapshots/c.png'")
    #expect(AcceptCommands.command(for: removed, in: folders) == "rm -- 'Snapshots/d.png'")
    #expect(
      AcceptCommands.command(for: ReportItem(name: "e.png", status: .unchanged), in: folders) == nil
    )
  }

  @Test func quotesAnyName() {
    let item = ReportItem(name: "it's $(x) `y`.png", status: .removed)
    #expect(
      AcceptCommands.command(for: item, in: folders) == #"rm -- 'Snapshots/it'\''s $(x) `y`.png'"#)
  }

  /// The real thing: the script, run by /bin/sh on files with hostile names, makes the
  /// baseline folder match the current one and runs nothing else.
  @Test func scriptMakesTheBaselineMatchWhenRun() throws {
    let fm = FileManager.default
    let root = fm.temporaryDirectory.appendingPathComponent("themeshot-accept-\(UUID().uuidString)")
    defer { try? fm.removeItem(at: root) }
    let base = root.appendingPathComponent("base line")
    let current = root.appendingPathComponent("cur")
    let names = [
      "Dark/it's.png", "Dark/$(touch pwned).png", "-rf.png", "New Folder/`touch pwned2`.png",
      "gone; touch pwned3.png", "same.png",
    ]
    func write(_ text: String, _ dir: URL, _ name: String) throws {
      let url = dir.appendingPathComponent(name)
      try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write("old", base, names[0])
    try write("new", current, names[0])
    try write("old", base, names[1])
    try write("new", current, names[1])
    try write("old", base, names[2])
    try write("new", current, names[2])
    try write("new", current, names[3])  // added, in a folder the baseline lacks
    try write("old", base, names[4])  // removed
    try write("same", base, names[5])
    try write("same", current, names[5])
    let items = [
      ReportItem(name: names[0], status: .changed), ReportItem(name: names[1], status: .changed),
      ReportItem(name: names[2], status: .changed), ReportItem(name: names[3], status: .added),
      ReportItem(name: names[4], status: .removed), ReportItem(name: names[5], status: .unchanged),
    ]
    let script = AcceptCommands.script(
      for: Report(items: items).items, in: ComparedFolders(baseline: "base line", current: "cur"))

    let sh = Process()
    sh.executableURL = URL(fileURLWithPath: "/bin/sh")
    sh.arguments = ["-e", "-c", script]
    sh.currentDirectoryURL = root
    try sh.run()
    sh.waitUntilExit()
    #expect(sh.terminationStatus == 0)

    for name in names where name != names[4] {
      let text = try String(contentsOf: base.appendingPathComponent(name), encoding: .utf8)
      #expect(text == (name == "same.png" ? "same" : "new"), "\(name)")
    }
    #expect(!fm.fileExists(atPath: base.appendingPathComponent(names[4]).path))
    let stray = try fm.contentsOfDirectory(atPath: root.path).sorted()
    #expect(stray == ["base line", "cur"], "the script ran something it should not have")
  }

  @Test func reportsShowTheCommandsOnlyWhenFoldersAreKnown() {
    let items = SampleReport.items
    let without = Report(items: items)
    #expect(!HTMLReport.render(without).contains("class=\"cmd\""))
    #expect(!MarkdownReport.render(without).contains("```sh"))
    let with = Report(items: items, folders: ComparedFolders(baseline: "Snapshots", current: "out"))
    let html = HTMLReport.render(with)
    #expect(html.contains("Accept all 5 changes"))
    // One per changed, added or removed card, plus the header's.
    #expect(html.components(separatedBy: "<pre class=\"cmd\">").count - 1 == 6)
    #expect(
      html.contains("cp -- &#39;out/Light/profile.png&#39; &#39;Snapshots/Light/profile.png&#39;"))
    #expect(!html.contains("<script>alert"))
    let md = MarkdownReport.render(with)
    #expect(md.contains("```sh\ncp -- 'out/Dark/"))
  }

  @Test func markdownFenceOutlastsBackticksInNames() {
    let item = ReportItem(name: "a````b.png", status: .changed, mismatched: 1, ratio: 0.1)
    let md = MarkdownReport.render(
      Report(items: [item], folders: ComparedFolders(baseline: "b", current: "c")))
    #expect(md.contains("`````sh\n") && md.contains("\n`````\n"))
  }
}

import Testing

@testable import Documents

/// A plist's columns are counted on from the last one asked on the same line: the same
/// numbers as counting from the line's start, with no pass over the line per tag (a plist
/// written on one line of 8,000 tags took 5 s).
@Suite struct PlistColumnTests {
  @Test func keysOnOneLongLineHaveTheirColumns() throws {
    let keys = (0..<20_000).map { "<key>k\($0)</key><integer>\($0)</integer>" }
    let head = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
    let text = head + keys.joined() + "</dict></plist>"
    let root = try DocumentReader.read(Array(text.utf8), file: "t.plist").root
    let entries = try #require(root.entries)
    #expect(entries.count == 20_000)
    // Each key's tag starts where the ones before it end (ASCII: a byte is a column).
    var column = head.utf8.count + 1
    for (entry, written) in zip(entries, keys) {
      #expect(entry.keyLocation.line == 1)
      #expect(entry.keyLocation.column == column)
      column += written.utf8.count
    }
  }

  /// Non-ASCII text before a key counts a column per character, on every line.
  @Test func columnsCountCharactersAcrossLines() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>é</key><string>ü</string><key>b</key><string>x</string>
      <key>c</key><string>y</string></dict></plist>
      """
    let entries = try #require(
      try DocumentReader.read(Array(text.utf8), file: "t.plist").root.entries)
    #expect(entries.map(\.keyLocation.line) == [2, 2, 3])
    #expect(entries.map(\.keyLocation.column) == [28, 58, 1])
  }
}

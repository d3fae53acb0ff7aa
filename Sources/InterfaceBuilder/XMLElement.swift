import Foundation
import Primitives

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an Interface Builder document, with where it starts in the file.
///
/// IB's XML is small and regular (no mixed content that matters, no namespaces), so a
/// plain tree of elements is all the importer needs. The parser builds the tree and
/// nothing changes it afterwards, so a parsed document can be shared between threads.
public final class IBElement: @unchecked Sendable {
  public let name: String
  public let attributes: [String: String]
  public private(set) var children: [IBElement] = []
  /// The text inside the element (`<string key="text">…</string>` in newer documents).
  public internal(set) var text = ""
  public let line: Int
  public let column: Int

  init(name: String, attributes: [String: String], line: Int, column: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.column = column
  }

  func append(_ child: IBElement) { children.append(child) }

  public subscript(_ attribute: String) -> String? { attributes[attribute] }

  /// The first child named `name` whose `key` is `key` (nil: any key).
  public func child(_ name: String, key: String? = nil) -> IBElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The first child whose `key` attribute is `key`, whatever its element name.
  public func keyed(_ key: String) -> IBElement? {
    children.first { $0["key"] == key }
  }

  /// Children of the child named `container` (`subviews`, `constraints`, `connections`).
  public func items(in container: String) -> [IBElement] {
    children.first { $0.name == container }?.children ?? []
  }
}

/// Reads IB XML into ``IBElement``s with Foundation's `XMLParser`.
enum IBXMLReader {
  /// Budgets that keep a hostile document bounded (docs/interface-builder.md).
  static let maxBytes = 32 << 20
  static let maxDepth = 200
  static let maxElements = 2_000_000

  static func parse(_ data: Data, file: String) throws -> IBElement {
    guard data.count <= maxBytes else {
      throw DiagnosticError([
        .error(
          "document is \(data.count) bytes (the limit is \(maxBytes))",
          at: SourceLocation(file: file))
      ])
    }
    try checkUTF8(data, file: file)
    if let line = doctypeLine(data) {
      throw DiagnosticError([
        .error(
          "the file declares a DOCTYPE; Interface Builder files never do, and its entities "
            + "could expand without bound or read other files, so it is refused",
          at: SourceLocation(file: file, line: line, column: 1))
      ])
    }
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw DiagnosticError([.error("the document is empty", at: SourceLocation(file: file))])
    }
    let delegate = Delegate()
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    parser.delegate = delegate
    let ok = parser.parse()
    if let stop = delegate.stop {
      throw DiagnosticError([
        .error(stop, at: SourceLocation(file: file, line: delegate.line, column: delegate.column))
      ])
    }
    // libxml2 may recover from unclosed elements; an IB document never has them.
    guard ok, delegate.stack.isEmpty, let root = delegate.root else {
      let message =
        if let open = delegate.stack.last, XMLErrorText.meansUnclosed(parser.parserError) {
          "malformed XML: <\(open.name)> is not closed"
        } else {
          XMLErrorText.describe(parser.parserError)
        }
      throw DiagnosticError([
        .error(
          message,
          at: SourceLocation(
            file: file, line: parser.lineNumber, column: parser.columnNumber))
      ])
    }
    return root
  }

  /// The line of a `<!DOCTYPE` in the prolog (before the first element), or nil. Checked
  /// before parsing: entity bombs and external entities live in the DTD.
  static func doctypeLine(_ data: Data) -> Int? {
    let marker = Array("<!DOCTYPE".utf8)
    let bytes = [UInt8](data.prefix(64 << 10))
    var line = 1
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "\n") { line += 1 }
      if b == UInt8(ascii: "<"), i + 1 < bytes.count {
        let next = bytes[i + 1]
        // The first element ends the prolog.
        if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { return nil }
        if bytes[i...].starts(with: marker) { return line }
      }
      i += 1
    }
    return nil
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    var stack: [IBElement] = []
    var root: IBElement?
    var count = 0
    var stop: String?
    var line = 0
    var column = 0

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      count += 1
      line = parser.lineNumber
      column = parser.columnNumber
      if count > IBXMLReader.maxElements || stack.count >= IBXMLReader.maxDepth {
        stop =
          count > IBXMLReader.maxElements
          ? "more than \(IBXMLReader.maxElements) elements"
          : "elements nested deeper than \(IBXMLReader.maxDepth)"
        parser.abortParsing()
        return
      }
      let e = IBElement(
        name: name, attributes: attributes, line: parser.lineNumber,
        column: parser.columnNumber)
      if let top = stack.last { top.append(e) } else { root = e }
      stack.append(e)
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if stack.last?.name != name {
        line = parser.lineNumber
        column = parser.columnNumber
        stop = "mismatched </\(name)> (expected </\(stack.last?.name ?? "")>)"
        parser.abortParsing()
        return
      }
      _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard let top = stack.last, top.text.utf8.count < 1 << 20 else { return }
      top.text += string
    }
  }
}

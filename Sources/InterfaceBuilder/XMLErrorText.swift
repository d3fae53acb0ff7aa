import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Words for the XML parser's error codes. On Linux `localizedDescription` reads
/// "NSXMLParserErrorDomain error 9", which tells a user nothing; the codes are libxml2's
/// `xmlParserErrors`, which Foundation's `XMLParser.ErrorCode` mirrors on every platform.
enum XMLErrorText {
  static func describe(_ error: Error?) -> String {
    guard let error else { return "malformed XML" }
    let code = (error as NSError).code
    if let words = words[code] { return "malformed XML: \(words)" }
    return "malformed XML (parser error \(code))"
  }

  /// Whether the parser stopped because an element was left open (a mismatched or missing
  /// end tag, or the end of the file), so naming the open element says more.
  static func meansUnclosed(_ error: Error?) -> Bool {
    guard let error else { return true }
    return [5, 74, 76, 77, 85].contains((error as NSError).code)
  }

  static let words: [Int: String] = [
    3: "the document does not start like XML",
    4: "the document is empty",
    5: "content after the root element has ended",
    6: "a bad hexadecimal character reference",
    7: "a bad decimal character reference",
    8: "a bad character reference",
    9: "a character XML does not allow (a control character, or `<` or `&` unescaped)",
    22: "an `&` without an entity name (write `&amp;`)",
    23: "an entity reference without its `;`",
    26: "an undeclared entity (IB files use only `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`)",
    31: "an unknown encoding",
    32: "an unsupported encoding",
    38: "a `<` inside an attribute value (write `&lt;`)",
    39: "an attribute value that does not start with a quote",
    40: "an attribute value that is not closed",
    41: "an attribute without a value",
    42: "an attribute given twice in one element",
    45: "a comment that is not closed",
    57: "an XML declaration that is not closed",
    63: "a CDATA section that is not closed",
    65: "a space is missing between attributes",
    68: "a name is missing (after `<`, or an attribute name)",
    73: "`>` expected",
    74: "`</` expected",
    75: "`=` expected after an attribute name",
    76: "a closing tag that does not match the open element",
    77: "an element that is not closed before the document ends",
    85: "the elements are not well nested",
    86: "content after the root element has ended",
  ]
}

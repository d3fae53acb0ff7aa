import CLibYAML

/// One libyaml parser event, as the composers need it. Lines and columns are 1-based, as
/// Yams reports them (libyaml counts from 0; columns in Unicode scalars).
enum YAMLEvent {
  case streamStart, streamEnd, documentStart, documentEnd
  /// `style` is libyaml's `yaml_scalar_style_t` (1 plain, 2 single-quoted, 3 double-quoted,
  /// 4 literal, 5 folded), which Yams' `Node.Scalar.Style` numbers alike.
  case scalar(String, style: UInt32, line: Int, column: Int)
  case sequenceStart(line: Int, column: Int)
  /// `style` as Yams reads it for the node: from the end event (always 0, "any").
  case sequenceEnd(style: UInt32)
  case mappingStart(line: Int, column: Int)
  case mappingEnd(style: UInt32)
  /// An alias, an anchor, an explicit tag, or a scalar that Foundation's UTF-8 decoding
  /// (Yams') might read otherwise (a leading byte-order mark): the caller leaves the file to
  /// Yams.
  case unsupported
}

/// The only file importing libyaml (Debian's libyaml-dev): its event parser over a copy of
/// the text, handing out ``YAMLEvent``s. Any syntax error ends the events (nil); the
/// caller then reads the file with Yams, which words the error.
final class LibYAMLParser {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  /// The input; libyaml reads it in place until the parser is deleted.
  private let input: UnsafeMutableBufferPointer<UInt8>
  /// The current event, behind a pointer: `&event` of a class's stored property was a
  /// dynamic exclusivity check per event (a tenth of the events' wrapping).
  private let event: UnsafeMutablePointer<yaml_event_t>

  init?(_ text: String) {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    guard yaml_parser_initialize(parser) == 1 else {
      parser.deallocate()
      return nil
    }
    let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, text.utf8.count))
    let count = input.initialize(fromContentsOf: text.utf8)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(parser, input.baseAddress, count)
    self.parser = parser
    self.input = input
    self.event = .allocate(capacity: 1)
    event.initialize(to: yaml_event_t())
  }

  deinit {
    yaml_parser_delete(parser)
    parser.deallocate()
    input.deallocate()
    event.deallocate()
  }

  /// The next event; nil on a syntax error (or after the stream's end).
  func next() -> YAMLEvent? {
    guard yaml_parser_parse(parser, event) == 1 else { return nil }
    defer { yaml_event_delete(event) }
    let event = self.event.pointee
    let line = Int(event.start_mark.line) + 1
    let column = Int(event.start_mark.column) + 1
    switch event.type {
    case YAML_STREAM_START_EVENT: return .streamStart
    case YAML_STREAM_END_EVENT: return .streamEnd
    case YAML_DOCUMENT_START_EVENT: return .documentStart
    case YAML_DOCUMENT_END_EVENT: return .documentEnd
    case YAML_SCALAR_EVENT:
      let s = event.data.scalar
      guard s.anchor == nil, s.tag == nil else { return .unsupported }
      let value = UnsafeBufferPointer(start: UnsafePointer(s.value), count: s.length)
      if value.starts(with: [0xEF, 0xBB, 0xBF]) { return .unsupported }
      return .scalar(
        String(decoding: value, as: UTF8.self), style: s.style.rawValue, line: line,
        column: column)
    case YAML_SEQUENCE_START_EVENT:
      let s = event.data.sequence_start
      guard s.anchor == nil, s.tag == nil else { return .unsupported }
      return .sequenceStart(line: line, column: column)
    case YAML_SEQUENCE_END_EVENT:
      return .sequenceEnd(style: event.data.sequence_start.style.rawValue)
    case YAML_MAPPING_START_EVENT:
      let m = event.data.mapping_start
      guard m.anchor == nil, m.tag == nil else { return .unsupported }
      return .mappingStart(line: line, column: column)
    case YAML_MAPPING_END_EVENT:
      return .mappingEnd(style: event.data.mapping_start.style.rawValue)
    default:
      return .unsupported
    }
  }
}

/// Where text stops being UTF-8: a file that is not UTF-8 is an error located at its first
/// bad byte, so the user finds the stray byte, not only the file.
extension SourceLocation {
  /// The line and column (Unicode scalars, from 1) of the first byte of `bytes` that is not
  /// UTF-8; nil when all of it is.
  public static func firstInvalidUTF8<Bytes: Sequence<UInt8>>(
    _ bytes: Bytes, file: String
  ) -> SourceLocation? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var line = 1
    var column = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        if scalar.count == 1, scalar.first == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput: return nil
      case .error: return SourceLocation(file: file, line: line, column: column)
      }
    }
  }
}

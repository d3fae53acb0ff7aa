/// Leading and trailing spaces, as screen files and Interface Builder text carry them.
extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first?.isWhitespace == true { s.removeFirst() }
    while s.last?.isWhitespace == true { s.removeLast() }
    return String(s)
  }
}

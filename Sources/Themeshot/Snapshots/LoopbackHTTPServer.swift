import Foundation
import Primitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP/1.1 server bound to 127.0.0.1 only, one connection at a time, each closed
/// after its response: enough for one person's browser talking to `themeshot review`, with
/// nothing to build (FlyingFox would be the full-featured choice). Requests over 1 MB, or
/// slower than 10 s, are dropped.
public final class LoopbackHTTPServer: @unchecked Sendable {
  public struct Request: Sendable {
    public var method: String
    /// The path without the query.
    public var path: String
    public var query: [String: String]
    public var body: [UInt8]
  }

  public struct Response: Sendable {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]

    public init(status: Int = 200, contentType: String, body: [UInt8]) {
      self.status = status
      self.contentType = contentType
      self.body = body
    }
  }

  public typealias Handler = @Sendable (Request) -> Response

  private let listener: Int32
  /// The port the server listens on (the one the system chose when asked for 0).
  public let port: Int
  private let handler: Handler

  /// Binds 127.0.0.1:`port` (0: any free port) and starts serving on a background thread.
  public init(port: Int = 0, handler: @escaping Handler) throws {
    guard (0...65535).contains(port) else {
      throw Diagnostic.error("port must be 0...65535, not \(port)")
    }
    #if canImport(Darwin)
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard fd >= 0 else { throw Diagnostic.error("cannot open a socket: \(Self.errnoText())") }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      let reason = Self.errnoText()
      close(fd)
      throw Diagnostic.error("cannot listen on 127.0.0.1:\(port): \(reason)")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    listener = fd
    self.port = Int(UInt16(bigEndian: actual.sin_port))
    self.handler = handler
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  /// Stops accepting connections.
  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func serve() {
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR { continue }
        return
      }
      #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
      #endif
      var timeout = timeval(tv_sec: 10, tv_usec: 0)
      setsockopt(
        connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      let response =
        Self.read(connection).map(handler)
        ?? Response(status: 400, contentType: "text/plain", body: Array("bad request\n".utf8))
      Self.write(response, to: connection)
      close(connection)
    }
  }

  static let limit = 1 << 20

  /// Reads one request: the head up to a blank line, then `Content-Length` bytes of body.
  static func read(_ fd: Int32) -> Request? {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16384)
    var headEnd: Int?
    var bodyLength = 0
    while true {
      if let end = headEnd, data.count >= end + bodyLength { break }
      let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      guard n > 0 else { return nil }
      data += buffer[0..<n]
      guard data.count <= limit else { return nil }
      if headEnd == nil, let end = find([13, 10, 13, 10], in: data) {
        headEnd = end + 4
        let head = String(decoding: data[0..<end], as: UTF8.self)
        for line in head.split(separator: "\r\n").dropFirst() {
          let parts = line.split(separator: ":", maxSplits: 1)
          if parts.count == 2, parts[0].lowercased() == "content-length" {
            guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)),
              (0...limit).contains(length)
            else { return nil }
            bodyLength = length
          }
        }
      }
    }
    guard let end = headEnd else { return nil }
    let head = String(decoding: data[0..<(end - 4)], as: UTF8.self)
    let requestLine = head.split(separator: "\r\n").first?.split(separator: " ") ?? []
    guard requestLine.count >= 2 else { return nil }
    let target = String(requestLine[1])
    let components = URLComponents(string: target)
    var query: [String: String] = [:]
    for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
    return Request(
      method: String(requestLine[0]), path: components?.path ?? target, query: query,
      body: Array(data[end..<(end + bodyLength)]))
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
      if Array(haystack[i..<(i + needle.count)]) == needle { return i }
    }
    return nil
  }

  static func write(_ response: Response, to fd: Int32) {
    let reason = [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed"]
    let head =
      "HTTP/1.1 \(response.status) \(reason[response.status] ?? "Error")\r\n"
      + "Content-Type: \(response.contentType)\r\nContent-Length: \(response.body.count)\r\n"
      + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
    let bytes = Array(head.utf8) + response.body
    var offset = 0
    while offset < bytes.count {
      // A browser that went away must not kill the server with SIGPIPE.
      #if canImport(Darwin)
        let flags: Int32 = 0
      #else
        let flags = Int32(MSG_NOSIGNAL)
      #endif
      let n = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, flags) }
      if n <= 0 { return }
      offset += n
    }
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }
}

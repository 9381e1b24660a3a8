// A small HTTP/1.1 server on the loopback interface, for `anim preview --live`: it answers one
// request per connection, in turn, on the calling thread. Only 127.0.0.1 is bound, so nothing
// outside the machine reaches the interpreter behind it.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One request: its method, path and query parameters (percent-decoded).
struct HTTPRequest {
  var method: String
  var path: String
  var query: [String: String]
}

/// One response.
struct HTTPResponse {
  var status: Int
  var contentType: String
  var body: [UInt8]

  static func text(_ s: String, status: Int = 200, type: String = "text/plain; charset=utf-8")
    -> HTTPResponse
  {
    HTTPResponse(status: status, contentType: type, body: Array(s.utf8))
  }
}

final class LoopbackServer {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The port it listens on (a free one the system chose when asked for 0).
  let port: Int
  private let listener: Int32

  /// The largest request head read (a page's requests are a line and a few headers).
  static let maximumHeadBytes = 16 * 1024

  init(port: Int = 0) throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else {
      throw Failure(description: "cannot open a socket: \(String(cString: strerror(errno)))")
    }
    var yes: Int32 = 1
    _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      let why = String(cString: strerror(errno))
      close(fd)
      throw Failure(description: "cannot listen on 127.0.0.1:\(port): \(why)")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    self.port = Int(UInt16(bigEndian: actual.sin_port))
    self.listener = fd
  }

  deinit { close(listener) }

  /// Waits up to `milliseconds` for a connection and answers its request with `handler`;
  /// returns without one when none came.
  func serveOne(waitingAtMost milliseconds: Int32, _ handler: (HTTPRequest) -> HTTPResponse) {
    var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, milliseconds) > 0 else { return }
    let client = accept(listener, nil, nil)
    guard client >= 0 else { return }
    defer { close(client) }
    // A client that stops sending or reading does not hold the server up for long.
    var limit = timeval(tv_sec: 2, tv_usec: 0)
    _ = setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    _ = setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    let response: HTTPResponse
    if let request = readRequest(client) {
      response = handler(request)
    } else {
      response = .text("bad request\n", status: 400)
    }
    write(response, to: client)
  }

  private func readRequest(_ client: Int32) -> HTTPRequest? {
    var head: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    let end: [UInt8] = Array("\r\n\r\n".utf8)
    while head.count < LoopbackServer.maximumHeadBytes {
      let n = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      guard n > 0 else { return nil }
      head += chunk.prefix(n)
      if head.firstRange(of: end) != nil { break }
    }
    guard let lineEnd = head.firstIndex(of: UInt8(ascii: "\r")) else { return nil }
    let parts = String(decoding: head[..<lineEnd], as: UTF8.self).split(separator: " ")
    guard parts.count == 3 else { return nil }
    let target = String(parts[1])
    guard let components = URLComponents(string: target) else { return nil }
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
    return HTTPRequest(method: String(parts[0]), path: components.path, query: query)
  }

  private func write(_ response: HTTPResponse, to client: Int32) {
    let reason =
      [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed"][response.status]
      ?? "Error"
    let head =
      "HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: \(response.contentType)\r\n"
      + "Content-Length: \(response.body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
    let bytes = Array(head.utf8) + response.body
    var sent = 0
    while sent < bytes.count {
      // MSG_NOSIGNAL: a page closed mid-answer is an error here, not a SIGPIPE that ends anim.
      let n = bytes[sent...].withUnsafeBytes {
        send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard n > 0 else { return }
      sent += n
    }
  }
}

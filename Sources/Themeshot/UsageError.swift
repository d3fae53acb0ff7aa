/// A request the user can fix by changing the command line (an unknown theme, device or
/// dialect): the CLI reports it as a usage error (exit status 2, with the usage line).
public struct UsageError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

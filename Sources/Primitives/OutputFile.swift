import Foundation

/// Checks before writing a file, and readable reasons when writing fails.
public enum OutputFile {
  /// Throws unless `path` is absent or a regular file (or a link to one). Writes rename a
  /// new file over the target, which would replace a device, FIFO or folder (`--diff-image
  /// /dev/null` replaced the device node, issue 17).
  public static func checkReplaceable(_ path: String) throws {
    guard !path.isEmpty else { throw Diagnostic.error("the output path is empty") }
    var info = stat()
    guard stat(path, &info) == 0 else { return }  // absent: the write creates it
    let kind = info.st_mode & S_IFMT
    if kind == S_IFREG { return }
    let what: String
    switch kind {
    case S_IFDIR: what = "a folder"
    case S_IFCHR, S_IFBLK: what = "a device"
    case S_IFIFO: what = "a FIFO"
    case S_IFSOCK: what = "a socket"
    default: what = "not a regular file"
    }
    throw Diagnostic.error(
      "will not replace '\(path)': it is \(what), not a file", at: SourceLocation(file: path))
  }

  /// The nearest existing ancestor of `path` when it is not a folder (Foundation reports
  /// that case as "A file with the same name already exists").
  static func fileInTheWay(of path: String) -> String? {
    var current = (path as NSString).deletingLastPathComponent
    while !current.isEmpty, current != "/" {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: current, isDirectory: &isFolder) {
        return isFolder.boolValue ? nil : current
      }
      current = (current as NSString).deletingLastPathComponent
    }
    return nil
  }

  /// A one-line reason for a failed file operation: the system's words for the error
  /// number ("Permission denied", "No space left on device") rather than Foundation's
  /// `Error Domain=NSCocoaErrorDomain Code=513 …` dump.
  public static func reason(_ error: Error, path: String? = nil) -> String {
    if let d = error as? Diagnostic { return d.message }
    if let path, let blocker = fileInTheWay(of: path) {
      return "'\(blocker)' is a file, not a folder"
    }
    let ns = error as NSError
    var current: NSError? = ns
    while let e = current {
      if e.domain == NSPOSIXErrorDomain, let text = strerror(Int32(e.code)) {
        return String(cString: text)
      }
      current = e.userInfo[NSUnderlyingErrorKey] as? NSError
    }
    switch CocoaError.Code(rawValue: ns.code) {
    case .fileWriteNoPermission, .fileReadNoPermission: return "Permission denied"
    case .fileWriteOutOfSpace: return "No space left on device"
    case .fileWriteVolumeReadOnly: return "Read-only file system"
    case .fileNoSuchFile, .fileReadNoSuchFile: return "No such file or directory"
    default: return ns.localizedDescription
    }
  }
}

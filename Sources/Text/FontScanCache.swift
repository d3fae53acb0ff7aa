import Foundation
import Primitives
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What fontconfig read from each font file, kept between processes, so a command does not
/// scan every substitute font at start (FcFreeTypeQueryAll walks each file's charmap; see
/// docs/performance.md, round 7).
///
/// An entry is used only while its file's size, modification and change times and inode
/// are the ones recorded, and only under the fontconfig version that wrote it; a cache
/// file that cannot be read or parsed is ignored. So the faces are always those a fresh
/// scan gives (``Fontconfig/scan(files:)`` is the plain twin the tests compare with).
/// Files where fontconfig found no face are not kept: they are scanned every time, so a
/// project's corrupt font is reported exactly as before. The file is written atomically,
/// and only when a scan found something it did not hold.
final class FontScanCache: Sendable {
  /// What identifies one version of a font file on disk.
  struct Stamp: Hashable {
    var size: Int64
    var inode: UInt64
    var modified: Int64
    var changed: Int64
  }

  struct Entry {
    var stamp: Stamp
    var faces: [Fontconfig.ScannedFace]
  }

  /// Where the cache lives; nil keeps nothing (every file is scanned).
  let file: String?
  private let state = Mutex<State>(State())

  private struct State {
    var loaded = false
    var entries: [String: Entry] = [:]
  }

  init(file: String?) {
    self.file = file
  }

  /// The cache libraries use: none unless the process chose one (the CLI does, at start;
  /// tests and library users scan, unless they call ``FontLibrary/useScanCache(at:)``).
  static let current = Mutex<FontScanCache>(FontScanCache(file: nil))

  /// Every scalable face of `files`, as ``Fontconfig/scan(files:)`` finds them, in the
  /// same order; files whose recorded stamp still holds are not scanned again.
  func scan(files: [String]) -> [Fontconfig.ScannedFace] {
    guard let file else { return Fontconfig.scan(files: files) }
    return state.withLock { state in
      if !state.loaded {
        state.entries = Self.read(file)
        state.loaded = true
      }
      var faces: [Fontconfig.ScannedFace] = []
      var changed = false
      for path in files {
        let stamp = Self.stamp(of: path)
        if let stamp, let entry = state.entries[path], entry.stamp == stamp {
          faces += entry.faces
          continue
        }
        // One file at a time, so each face found is kept under the file it came from.
        let found = Fontconfig.scan(files: [path])
        faces += found
        if let stamp, !found.isEmpty, found.allSatisfy({ $0.file == path }) {
          state.entries[path] = Entry(stamp: stamp, faces: found)
          changed = true
        }
      }
      if changed { try? AtomicFile.write(Array(Self.text(state.entries).utf8), to: file) }
      return faces.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
    }
  }

  /// The file's stamp, or nil when it cannot be read (then it is scanned, never cached).
  static func stamp(of path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified =
        Int64(info.st_mtimespec.tv_sec) * 1_000_000_000
        + Int64(info.st_mtimespec.tv_nsec)
      let changed =
        Int64(info.st_ctimespec.tv_sec) * 1_000_000_000
        + Int64(info.st_ctimespec.tv_nsec)
    #else
      let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
      let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    #endif
    return Stamp(
      size: Int64(info.st_size), inode: UInt64(info.st_ino), modified: modified,
      changed: changed)
  }

  /// The cache's own path for a process environment: `THEMESHOT_FONT_CACHE` (a file, or
  /// `off` for none), else `themeshot/font-scan.txt` under `XDG_CACHE_HOME`, else under
  /// `~/.cache` (`~/Library/Caches` on macOS); nil when there is no home.
  static func defaultFile(environment: [String: String]) -> String? {
    if let given = environment["THEMESHOT_FONT_CACHE"] {
      return given.isEmpty || given == "off" ? nil : given
    }
    let name = "/themeshot/font-scan.txt"
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + name }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    #if canImport(Darwin)
      return home + "/Library/Caches" + name
    #else
      return home + "/.cache" + name
    #endif
  }
}

// The text form: a header naming the format and fontconfig's version, then per file one
// `F` line (path and stamp) followed by one `A` line per face. Fields are separated by
// tabs; backslash, tab, newline and carriage return in text are escaped.
extension FontScanCache {
  static var header: String { "themeshot font scan 1, fontconfig \(Fontconfig.version)" }

  static func text(_ entries: [String: Entry]) -> String {
    var out = header + "\n"
    for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
      let s = entry.stamp
      out += line(["F", path, "\(s.size)", "\(s.inode)", "\(s.modified)", "\(s.changed)"])
      for f in entry.faces {
        out += line(
          [
            "A", "\(f.index)", "\(f.weight)", f.italic ? "1" : "0", "\(f.width)", f.style,
            f.postScriptName,
          ] + f.families)
      }
    }
    return out
  }

  /// The entries of the cache file at `path`; empty when it is missing, unreadable,
  /// malformed anywhere, or written by another format or fontconfig version.
  static func read(_ path: String) -> [String: Entry] {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else { return [:] }
    return parse(text) ?? [:]
  }

  static func parse(_ text: String) -> [String: Entry]? {
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.first, String(first) == header, lines.last?.isEmpty == true else {
      return nil
    }
    lines.removeFirst()
    lines.removeLast()
    var entries: [String: Entry] = [:]
    var path: String?
    for raw in lines {
      let fields = raw.split(separator: "\t", omittingEmptySubsequences: false).map(unescape)
      switch fields.first {
      case "F"?:
        guard fields.count == 6, let size = Int64(fields[2]), let inode = UInt64(fields[3]),
          let modified = Int64(fields[4]), let changed = Int64(fields[5])
        else { return nil }
        path = fields[1]
        entries[fields[1]] = Entry(
          stamp: Stamp(size: size, inode: inode, modified: modified, changed: changed),
          faces: [])
      case "A"?:
        guard let path, fields.count >= 7, let index = Int(fields[1]),
          let weight = Int(fields[2]), let width = Int(fields[4]),
          fields[3] == "0" || fields[3] == "1"
        else { return nil }
        entries[path]?.faces.append(
          Fontconfig.ScannedFace(
            file: path, index: index, families: Array(fields[7...]), style: fields[5],
            postScriptName: fields[6], weight: weight, italic: fields[3] == "1", width: width))
      default:
        return nil
      }
    }
    return entries
  }

  private static func line(_ fields: [String]) -> String {
    fields.map(escape).joined(separator: "\t") + "\n"
  }

  // Scalars, not Characters: "\r\n" is one Character, and would slip past a Character test.
  private static func escape(_ s: String) -> String {
    let special: Set<Unicode.Scalar> = ["\\", "\t", "\n", "\r"]
    guard s.unicodeScalars.contains(where: special.contains) else { return s }
    var out = String.UnicodeScalarView()
    for c in s.unicodeScalars {
      switch c {
      case "\\": out += ["\\", "\\"]
      case "\t": out += ["\\", "t"]
      case "\n": out += ["\\", "n"]
      case "\r": out += ["\\", "r"]
      default: out.append(c)
      }
    }
    return String(out)
  }

  private static func unescape(_ s: Substring.UnicodeScalarView) -> String {
    guard s.contains("\\") else { return String(s) }
    var out = String.UnicodeScalarView()
    var escaped = false
    for c in s {
      if escaped {
        switch c {
        case "t": out.append("\t")
        case "n": out.append("\n")
        case "r": out.append("\r")
        default: out.append(c)
        }
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else {
        out.append(c)
      }
    }
    return String(out)
  }
}

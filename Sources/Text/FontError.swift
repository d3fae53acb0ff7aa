/// What can go wrong finding, opening or reading a font. Unknown font *names* are not
/// errors (they fall back to the system font with a warning); these are.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A font file that does not exist or cannot be read.
  case unreadableFile(path: String)
  /// A file FreeType cannot open as a font (FreeType's error code attached).
  case corruptFile(path: String, freeTypeError: Int32)
  /// A face index past the number of faces in a collection.
  case noSuchFace(path: String, index: Int)
  /// The configured folders hold no usable font at all, so not even a fallback exists.
  case noFonts(folders: [String])
  /// A name no configured font answers to, where falling back is not wanted (scene
  /// files): what was asked and the closest names the configured fonts offer.
  case unknownFont(name: String, closest: [String])

  /// The message, naming the file or name at fault.
  public var description: String {
    switch self {
    case .unreadableFile(let path): "cannot read font file '\(path)'"
    case .corruptFile(let path, let code):
      "font file '\(path)' is not a usable font (FreeType error \(code))"
    case .noSuchFace(let path, let index): "font file '\(path)' has no face \(index)"
    case .noFonts(let folders):
      "no usable font in \(folders.isEmpty ? "any configured folder" : folders.joined(separator: ", "))"
        + "; install fonts-dejavu-core (and fonts-liberation2, fonts-inter) or add a fonts/ folder"
    case .unknownFont(let name, let closest):
      "no font named '\(name)'"
        + (closest.isEmpty ? "" : "; closest configured: \(closest.joined(separator: ", "))")
    }
  }
}

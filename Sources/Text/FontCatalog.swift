import Foundation

/// Every face the configured folders hold, indexed by family and PostScript name. Built
/// once by a library and immutable afterwards.
struct FontCatalog: Sendable {
  /// Faces of the project's folders, then of the substitute folders.
  let project: [FontFace]
  let installed: [FontFace]
  private let projectFamilies: [String: [FontFace]]
  private let projectPostScript: [String: FontFace]
  private let installedFamilies: [String: [FontFace]]
  private let installedPostScript: [String: FontFace]
  private let projectFamilyKeys: [String]
  private let allFamilyKeys: [String]

  init(configuration: FontConfiguration) throws(FontError) {
    var project = try Self.scan(configuration.projectFolders, strict: true)
    var installed = try Self.scan(configuration.substituteFolders, strict: false)
    for i in project.indices { project[i].slot = Int32(i) }
    for i in installed.indices { installed[i].slot = Int32(project.count + i) }
    self.project = project
    self.installed = installed
    (projectFamilies, projectPostScript) = Self.index(project)
    (installedFamilies, installedPostScript) = Self.index(installed)
    projectFamilyKeys = Self.longestFirst(projectFamilies.keys)
    allFamilyKeys = Self.longestFirst(Array(projectFamilies.keys) + Array(installedFamilies.keys))
  }

  /// The faces of a family (normalised key), the project's if it has the family.
  func family(_ key: String, projectOnly: Bool = false) -> (faces: [FontFace], project: Bool)? {
    if let faces = projectFamilies[key] { return (faces, true) }
    if !projectOnly, let faces = installedFamilies[key] { return (faces, false) }
    return nil
  }

  func postScript(_ key: String, projectOnly: Bool = false) -> (face: FontFace, project: Bool)? {
    if let face = projectPostScript[key] { return (face, true) }
    if !projectOnly, let face = installedPostScript[key] { return (face, false) }
    return nil
  }

  /// Family keys, longest first, for family + style-suffix names (`Inter SemiBold Italic`).
  func familyKeys(projectOnly: Bool) -> [String] {
    projectOnly ? projectFamilyKeys : allFamilyKeys
  }

  private static func longestFirst(_ keys: some Sequence<String>) -> [String] {
    Set(keys).sorted { ($0.count, $0) > ($1.count, $1) }
  }

  /// Every family and PostScript name as files spell them, for did-you-mean suggestions.
  var displayNames: [String] {
    let faces = project + installed
    return Array(Set(faces.flatMap { $0.families + [$0.postScriptName] }.filter { !$0.isEmpty }))
      .sorted()
  }

  private static func index(_ faces: [FontFace]) -> ([String: [FontFace]], [String: FontFace]) {
    var families: [String: [FontFace]] = [:]
    var postScript: [String: FontFace] = [:]
    for face in faces {
      for family in Set(face.families.map(FaceMatching.normalizedKey)) {
        families[family, default: []].append(face)
      }
      let ps = FaceMatching.normalizedKey(face.postScriptName)
      if !ps.isEmpty, postScript[ps] == nil { postScript[ps] = face }
    }
    return (families, postScript)
  }

  /// Scans the font files of folders (recursively) with fontconfig. `strict`: a font file in the folder that fontconfig
  /// could not read is an error naming it (a project's corrupt font must not silently
  /// turn into a fallback).
  private static func scan(_ folders: [FontFolder], strict: Bool) throws(FontError) -> [FontFace] {
    var faces: [FontFace] = []
    for folder in folders {
      let root = URL(fileURLWithPath: folder.path).standardizedFileURL.path
      guard FileManager.default.fileExists(atPath: root) else { continue }
      let files = fontFiles(in: root)
      let scanned = FontScanCache.current.withLock { $0 }.scan(files: files)
      for s in scanned {
        let relative =
          s.file.hasPrefix(root + "/") ? String(s.file.dropFirst(root.count + 1)) : s.file
        faces.append(
          FontFace(
            file: s.file, index: s.index, families: s.families, style: s.style,
            postScriptName: s.postScriptName, weight: s.weight, italic: s.italic,
            width: s.width, recordPath: folder.label + "/" + relative))
      }
      if strict {
        let found = Set(scanned.map(\.file))
        for file in files where !found.contains(file) {
          throw .corruptFile(path: file, freeTypeError: 0)
        }
      }
    }
    return faces
  }

  /// Font files (by extension) under `root`, sorted.
  static func fontFiles(in root: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [String] = []
    while let item = walker.nextObject() as? String {
      let lower = item.lowercased()
      if [".ttf", ".otf", ".ttc", ".otc"].contains(where: { lower.hasSuffix($0) }) {
        files.append(root + "/" + item)
      }
    }
    return files.sorted()
  }
}

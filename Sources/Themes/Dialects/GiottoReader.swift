import Primitives

enum GiottoReader {
  static func read(_ root: DocumentNode, into draft: inout Draft) {
    draft.diagnostics.append(.error("the Giotto dialect is not read yet", at: root.location))
  }
}

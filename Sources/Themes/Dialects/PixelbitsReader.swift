import Primitives

enum PixelbitsReader {
  static func read(_ root: DocumentNode, into draft: inout Draft) {
    draft.diagnostics.append(.error("the Pixelbits dialect is not read yet", at: root.location))
  }
}

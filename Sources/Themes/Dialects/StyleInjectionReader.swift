import Primitives

enum StyleInjectionReader {
  static func read(_ root: DocumentNode, into draft: inout Draft) {
    draft.diagnostics.append(
      .error("the StyleInjection dialect is not read yet", at: root.location))
  }
}

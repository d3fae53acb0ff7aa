import Primitives

extension PNGError {
  /// What went wrong, without the path and severity ``description`` starts with: for a
  /// ``Diagnostic`` that adds its own, so no message reads "error: error: …".
  public var reason: String {
    switch self {
    case .unreadable(_, let reason): "cannot read PNG: \(reason)"
    case .corrupt(_, let reason): "not a valid PNG: \(reason)"
    case .tooLarge(_, let w, let h, let limit):
      "PNG is \(w)×\(h) (\(w * h) pixels), over the limit of \(limit) pixels"
    case .encodingFailed(let reason): "cannot encode PNG: \(reason)"
    case .unwritable(_, let reason): "cannot write PNG: \(reason)"
    }
  }

  /// ``reason``, naming the render's image budget when what was left of it was the limit.
  public func reason(imageBudgetLeft left: Int) -> String {
    if case .tooLarge(_, let w, let h, _) = self, left < PNGDecoder.defaultMaximumPixels {
      return "PNG is \(w)×\(h) (\(w * h) pixels), more than the \(left) left of the "
        + "\(Limits.imagePixelsPerRender) pixels one render's images may have together "
        + "(THEMESHOT_MAX_IMAGE_PIXELS raises it)"
    }
    return reason
  }

  /// The file the error is about, when there is one.
  public var path: String? {
    switch self {
    case .unreadable(let path, _), .unwritable(let path, _): path
    case .corrupt(let path, _), .tooLarge(let path, _, _, _): path
    case .encodingFailed: nil
    }
  }

  /// This error as a diagnostic located at its file.
  public var diagnostic: Diagnostic {
    .error(reason, at: path.map { SourceLocation(file: $0) })
  }
}

// Replaced by the Reports stage's tests (see the issue that builds it).
import Testing

// Replaced by the Widgets stage's tests (see the issue that builds it).
import Testing

// Replaced by the Text stage's tests (see the issue that builds it).
import Testing

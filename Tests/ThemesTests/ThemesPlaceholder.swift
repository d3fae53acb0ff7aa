// Replaced by the Themes stage's tests (see the issue that builds it).
import Testing

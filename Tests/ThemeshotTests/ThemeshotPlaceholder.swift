// Replaced by the Themeshot stage's tests (see the issue that builds it).
import Testing

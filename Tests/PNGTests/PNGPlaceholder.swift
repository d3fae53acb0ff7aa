// Replaced by the PNG stage's tests (see the issue that builds it).
import Testing

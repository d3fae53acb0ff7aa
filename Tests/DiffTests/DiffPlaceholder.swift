// Replaced by the Diff stage's tests (see the issue that builds it).
import Testing

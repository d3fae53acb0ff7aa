// Replaced by the ThemeshotCLI stage's tests (see the issue that builds it).
import Testing

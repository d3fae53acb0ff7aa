import Testing
import Themeshot

@testable import ThemeshotCLI

/// `themeshot --version` prints the release and succeeds (the benchmark times CLI start
/// with it, and bug reports quote it).
struct VersionTests {
  @Test func versionSucceeds() async {
    #expect(await ThemeshotMain.run(["--version"]) == .success)
    #expect(ThemeshotVersion.string.split(separator: ".").count == 3)
  }
}

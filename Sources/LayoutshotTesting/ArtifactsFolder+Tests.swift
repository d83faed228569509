import Foundation
import LayoutshotFiles

extension ArtifactsFolder {
    /// The artefacts folder of a test run: `LAYOUTSHOT_ARTIFACTS`, else `.build/layoutshot-artifacts`
    /// in the package that holds the test file (else a temporary folder). Each failure gets a
    /// folder `<TestFile>/<test name>.<n>/`; references are recorded relative to that package.
    init(testFilePath: String, environment: [String: String] = ProcessInfo.processInfo.environment)
    {
        let package = ContainedPath.package(
            holding: (testFilePath as NSString).deletingLastPathComponent)
        let root =
            if let configured = environment["LAYOUTSHOT_ARTIFACTS"], !configured.isEmpty {
                URL(fileURLWithPath: configured).path
            } else if let package {
                (package as NSString).appendingPathComponent(".build/layoutshot-artifacts")
            } else {
                FileManager.default.temporaryDirectory.appendingPathComponent(
                    "layoutshot-artifacts"
                ).path
            }
        self.init(root: root, package: package)
    }
}

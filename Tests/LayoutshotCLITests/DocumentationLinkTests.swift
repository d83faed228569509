import Foundation
import LayoutshotTestSupport
import Testing

/// README.md, CONTRIBUTING.md and the documentation's articles link to files of the repository
/// (pictures, other articles, sources) by relative paths: each must lead to a file that exists,
/// so moving a file cannot leave a broken picture or link behind.
struct DocumentationLinkTests {
    static let root = PackageFolder.root

    /// README.md, CONTRIBUTING.md and every `Sources/*/*.docc/*.md`, relative to the root.
    static func documents() throws -> [String] {
        var documents = ["README.md", "CONTRIBUTING.md"]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let moduleFolder = sources.appendingPathComponent(module)
            let catalogs =
                (try? FileManager.default.contentsOfDirectory(atPath: moduleFolder.path)) ?? []
            for catalog in catalogs.sorted() where catalog.hasSuffix(".docc") {
                let folder = moduleFolder.appendingPathComponent(catalog)
                for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
                    .sorted()
                where file.hasSuffix(".md") {
                    documents.append("Sources/\(module)/\(catalog)/\(file)")
                }
            }
        }
        return documents
    }

    /// The targets of `[text](target)` and `![alt](target)` that are paths in the repository:
    /// not web addresses, not anchors, not the site's own `/documentation/...` pages.
    static func relativeLinks(in text: String) -> [String] {
        let pattern = /\]\(([^)\s]+)\)/
        return text.matches(of: pattern).map { String($0.1) }.filter { target in
            !target.contains("://") && !target.hasPrefix("#") && !target.hasPrefix("/")
                && !target.hasPrefix("mailto:")
        }
    }

    @Test func everyDocumentIsFound() throws {
        let documents = try Self.documents()
        #expect(
            documents.contains("Sources/LayoutshotTesting/LayoutshotTesting.docc/FixtureFormat.md"))
        #expect(documents.contains("Sources/AsyncDisplayKit/AsyncDisplayKit.docc/FromTexture.md"))
    }

    @Test(arguments: (try? documents()) ?? [])
    func everyRelativeLinkLeadsToAFile(document: String) throws {
        let text = try String(
            contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let folder = Self.root.appendingPathComponent(document).deletingLastPathComponent()
        for target in Self.relativeLinks(in: text) {
            let path = String(target.prefix { $0 != "#" })
            // DocC finds a catalog's pictures by name, wherever they are in the catalog.
            let catalogResource =
                folder.pathExtension == "docc"
                ? folder.appendingPathComponent("Resources").appendingPathComponent(path) : nil
            let exists =
                FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
                || catalogResource.map { FileManager.default.fileExists(atPath: $0.path) } == true
            #expect(exists, "\(document) links to \(target), which is not a file of the repository")
        }
    }
}

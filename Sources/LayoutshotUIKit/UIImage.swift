import Foundation
@_spi(Locking) import LayoutshotCore

/// An image, as UIKit's `UIImage`: a PNG file with its pixel size and scale. `size` is in
/// points: pixels ÷ `scale`, where a `@2x`/`@3x` file name sets the scale (otherwise 1, so the
/// size is the pixel size).
///
/// `init?(named:)` looks for `NAME.png` (and `NAME@3x.png`, `NAME@2x.png`, `NAME@1x.png`) in the
/// main bundle, in every SwiftPM resource bundle beside the running executable (a test target's
/// `resources`), and in the folders listed in `LAYOUTSHOT_IMAGE_PATH` (colon-separated), in
/// that order.
///
/// ```swift
/// imageNode.image = UIImage(named: "avatar")
/// ```
open class UIImage: NSObject, @unchecked Sendable {
    /// The PNG file, when the image came from one.
    public let path: String?
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The SF Symbol the image stands in for (`init?(systemName:)`), else `nil`.
    package let symbol: SymbolImage?
    /// Whether the image is drawn as it is or tinted (`withRenderingMode(_:)`); `.automatic`
    /// by default.
    public let renderingMode: RenderingMode

    /// An image from a PNG file; `nil` when the file is missing or not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let pixels = Self.pngPixelSize(atPath: path) else { return nil }
        let scale = Self.scale(fromFileName: (path as NSString).lastPathComponent)
        self.init(
            path: path,
            size: CGSize(
                width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale),
            scale: scale, symbol: nil, renderingMode: .automatic)
    }

    /// An image of a given size with nothing in it (a placeholder's size).
    public init(size: CGSize, scale: CGFloat = 1) {
        self.path = nil
        self.size = size
        self.scale = scale
        self.symbol = nil
        self.renderingMode = .automatic
    }

    /// An image with every property given: the one initializer the others and the copies
    /// (`withRenderingMode(_:)`, `withTintColor(_:)`, …) go through.
    package init(
        path: String?, size: CGSize, scale: CGFloat, symbol: SymbolImage?,
        renderingMode: RenderingMode
    ) {
        self.path = path
        self.size = size
        self.scale = scale
        self.symbol = symbol
        self.renderingMode = renderingMode
    }

    /// An empty image.
    public override convenience init() {
        self.init(size: .zero)
    }

    /// An image by name, searched as the type's documentation says.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image by name, looked for first in `bundle`.
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?
    ) {
        guard let path = Self.path(named: name, preferring: bundle) else {
            Self.noteMissing(name)
            return nil
        }
        self.init(contentsOfFile: path)
    }

    /// The folders `init?(named:)` searches, in order.
    public static func searchFolders(preferring bundle: Bundle? = nil) -> [String] {
        var folders: [String] = []
        if let bundle, let resources = bundle.resourcePath { folders.append(resources) }
        if let resources = Bundle.main.resourcePath { folders.append(resources) }
        folders.append(Bundle.main.bundlePath)
        let executableFolder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
            .deletingLastPathComponent()
        for base in [Bundle.main.bundleURL, executableFolder] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
            for entry in entries.sorted()
            where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
                folders.append(base.appendingPathComponent(entry).path)
            }
        }
        if let list = ProcessInfo.processInfo.environment["LAYOUTSHOT_IMAGE_PATH"] {
            folders += list.split(separator: ":").map(String.init)
        }
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }

    static func path(named name: String, preferring bundle: Bundle?) -> String? {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let preferred = Int(UIScreen.currentScale.rounded())
        let suffixes = ["@\(preferred)x", "", "@3x", "@2x", "@1x"]
        for folder in searchFolders(preferring: bundle) {
            for suffix in suffixes {
                let candidate = (folder as NSString).appendingPathComponent(base + suffix + ".png")
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Names that `init?(named:)` could not find, oldest first (for messages).
    public static var missingNames: [String] { missing.withLock { $0 } }

    private static let missing = CheckedMutex<[String]>([])

    static func noteMissing(_ name: String) {
        missing.withLock { missing in
            if !missing.contains(name) { missing.append(name) }
        }
    }

    static func scale(fromFileName name: String) -> CGFloat {
        let stem = (name as NSString).deletingPathExtension
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return 1
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16–23), without decoding it.
    static func pngPixelSize(atPath path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
        let bytes = [UInt8](header)
        guard bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12..<16].elementsEqual(Array("IHDR".utf8))
        else { return nil }
        func word(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = word(16)
        let height = word(20)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    open override var description: String {
        if let symbol {
            return "UIImage(systemName: \"\(symbol.name)\"), \(size.width)x\(size.height)"
        }
        return
            "UIImage(\(path.map { ($0 as NSString).lastPathComponent } ?? "no file"), \(size.width)x\(size.height) @\(scale)x)"
    }
}

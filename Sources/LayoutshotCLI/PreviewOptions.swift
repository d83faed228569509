import ArgumentParser

/// The options of `layoutshot preview` and of the server program it runs, `layoutshot-preview`:
/// declared once, so the two always accept the same command line.
public struct PreviewOptions: ParsableArguments {
    @Argument(help: "Folders of fixtures, or fixture files (default: the working directory).")
    public var paths: [String] = []

    @Option(name: .long, help: "The port to listen on; 0 picks a free one.")
    public var port: UInt16 = 8080

    @Option(
        name: .long,
        help: "The address to listen on. Anything but 127.0.0.1 or ::1 lets other machines connect."
    )
    public var host = "127.0.0.1"

    @Flag(name: .long, help: "Open the page in the default browser (xdg-open).")
    public var open = false

    @Option(
        name: .long, help: "The folder that holds the references, mirroring the fixtures' paths.")
    public var references: String?

    public init() {}

    /// The options as a command line for the server program.
    var arguments: [String] {
        paths + ["--port", String(port), "--host", host] + (open ? ["--open"] : [])
            + (references.map { ["--references", $0] } ?? [])
    }
}

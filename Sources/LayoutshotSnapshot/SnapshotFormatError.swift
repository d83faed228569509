import LayoutshotCore

/// Why a rendering could not be compared with its reference.
public enum SnapshotFormatError: LayoutshotError, Equatable {
    /// A picture format's rendering has no picture: it never matches its reference.
    case noPicture(reference: String)

    public var problem: String {
        switch self {
        case .noPicture(let reference): "The rendering has no picture to compare with \(reference)"
        }
    }

    public var nextStep: String? {
        "Render the subject with a picture format (.png, or a pullback of it), or give the format a comparison of its own."
    }
}

import Foundation

extension IndexPath {
    /// A row of a table section, as UIKit's `IndexPath(row:section:)`.
    ///
    /// ```swift
    /// let first = IndexPath(row: 0, section: 0)
    /// ```
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An item of a collection section, as UIKit's `IndexPath(item:section:)`.
    ///
    /// ```swift
    /// let third = IndexPath(item: 2, section: 0)
    /// ```
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

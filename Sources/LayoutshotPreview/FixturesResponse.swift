/// The fixtures the page lists (`/api/fixtures`): `{"fixtures": [{"id", "group", "name",
/// "path"}]}`, in the catalog's order.
///
/// ```swift
/// FixturesResponse(catalog.entries()).json()
/// // {"fixtures": [{"id": "0/card.yaml", "group": "", "name": "card.yaml", "path": "Snapshots/card.yaml"}]}
/// ```
struct FixturesResponse: PreviewJSON {
    /// A fixture as the page lists it (`FixtureCatalog.Entry`).
    struct Item: Encodable {
        var id: String
        var group: String
        var name: String
        var path: String
    }

    var fixtures: [Item]

    /// The list of `entries`.
    init(_ entries: [FixtureCatalog.Entry]) {
        fixtures = entries.map { Item(id: $0.id, group: $0.group, name: $0.name, path: $0.path) }
    }
}

import ArgumentParser
import Foundation
import LayoutshotFixtures

/// `layoutshot status [PATH...]`: which references are missing, orphaned or stale.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "List missing, stale and orphaned references, without rendering.",
        discussion: """
            MISSING: a fixture without a reference. STALE: the fixture changed since its \
            reference was recorded (references store a hash of the fixture's bytes, tEXt \
            layoutshot:fixture). ORPHANED: a reference (name.png or name.svg with \
            name.layout.json) that no fixture maps to. UNVERIFIED: a reference recorded before \
            Layoutshot stored the hash. The last line counts them. Exits 0 when every reference \
            is up to date, 1 when something is missing, stale or orphaned, 2 on bad input.

            Examples:
              layoutshot status Snapshots
              layoutshot status Tests/Fixtures --references Tests/References
            """
    )

    @OptionGroup var selection: FixtureSelection

    func run() throws {
        try selection.requireReferencesFolder()
        let inventory = try StatusInventory(selection)
        var lines: [String] = []
        var counts = (upToDate: 0, missing: 0, stale: 0, unverified: 0)
        for item in inventory.items {
            let fixture = FixtureVariant.suffixed(
                StatusPath.display(item.entry.fixture), item.entry.variant?.name)
            let reference = StatusPath.display(item.entry.referenceBase)
            switch item.state {
            case .upToDate: counts.upToDate += 1
            case .missing:
                counts.missing += 1
                lines.append("MISSING    \(fixture): no reference \(reference).png")
            case .stale:
                counts.stale += 1
                lines.append("STALE      \(fixture): changed since \(reference).png was recorded")
            case .unverified:
                counts.unverified += 1
                lines.append(
                    "UNVERIFIED \(fixture): \(reference).png holds no fixture hash (recorded by an older Layoutshot)"
                )
            }
        }
        for base in inventory.orphans {
            let files = StatusInventory.files(of: base).map(StatusPath.display)
            lines.append(
                "ORPHANED   \(files.first ?? base): no fixture (\(files.joined(separator: ", ")))")
        }
        var total =
            "\(counts.upToDate) up to date, \(counts.missing) missing, \(counts.stale) stale, \(inventory.orphans.count) orphaned"
        if counts.unverified > 0 { total += ", \(counts.unverified) unverified" }
        lines.append(total)
        try StandardOutput.write(lines.joined(separator: "\n") + "\n")
        var next: [String] = []
        if counts.missing > 0 {
            next.append("layoutshot record --missing to record the missing ones")
        }
        if counts.stale + counts.unverified > 0 {
            next.append(
                "layoutshot check to see whether the stale ones still match, then layoutshot record --failed (or record) to refresh them"
            )
        }
        if !inventory.orphans.isEmpty {
            next.append("layoutshot prune to delete the orphaned ones")
        }
        if !next.isEmpty {
            StandardOutput.writeError("next: " + next.joined(separator: "; ") + "\n")
        }
        try
            (counts.missing + counts.stale + inventory.orphans.count > 0
            ? CommandResult.differencesFound : .matched)
            .finish()
    }
}

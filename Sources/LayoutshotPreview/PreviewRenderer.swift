import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotFixtures
import LayoutshotInspect
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot

/// Renders fixtures for the page, one at a time (Pango and Cairo are used from one thread at a
/// time), as the JSON the page reads: the PNG, the layout with root-space frames for hovering,
/// the reference and the pixel diff; or the fixture error with its line. A selected node's
/// explanation is asked for on its own (`explanation(_:)`), only when the page shows it.
actor PreviewRenderer {
    /// One renderer per set of font folders: loading fonts is the slow part of a first render.
    private var renderers: [[String]: Renderer] = [:]
    /// Renders and sweeps since the renderers were made. A renderer's text measurer keeps
    /// every (text, width) it shaped, and a sweep after each save adds ~300 widths: a server
    /// that runs all day starts afresh every `renewalInterval` uses instead of growing.
    private var uses = 0
    static let renewalInterval = 100

    /// What the page asked for.
    struct Request: Sendable {
        var id: String
        var file: String
        var version: Int
        /// The width to lay out at; `nil` for the fixture's own size range.
        var width: Double?
        var outlines: Bool
        /// Where `check` looks for the fixture's reference, without extension; `nil`: beside it.
        var referenceBase: String? = nil
    }

    /// The render of `request` as the page reads it: a `RenderResponse` with the picture, or a
    /// `RenderFailure` with the error. Never throws: every failure is something to show in the page.
    func render(_ request: Request) -> String {
        let start = ContinuousClock.now
        do throws(FixtureError) {
            let fixture = try FixtureLoader.load(path: request.file)
            let renderer = try renderer(for: fixture)
            let natural = fixture.scene
            let scene = request.width.map { WidthSweep.scene(natural, width: $0) } ?? natural
            let prepared = try fixture.locating { () throws(SceneError) in
                try renderer.prepare(scene, options: Renderer.Options(outlines: request.outlines))
            }
            if let error = prepared.layout.nonFiniteFrameError(scale: scene.scale) {
                throw fixture.error(error)
            }
            let png = try encode(file: request.file) { () throws(RenderError) in
                try renderer.png(of: prepared)
            }
            // The slider's range and its Reset come from the fixture's own width.
            let defaultWidth =
                request.width == nil
                ? prepared.layout.size.width
                : try renderer.layout(fixture).size.width
            let range = Self.sliderRange(defaultWidth)
            let reference = reference(
                base: request.referenceBase ?? Self.base(request.file),
                atOwnWidth: request.width == nil
            ) {
                request.outlines
                    ? try PreparedScene(fixture, renderer: renderer)
                    : PreparedScene(renderer: renderer, prepared: prepared)
            }
            return RenderResponse(
                id: request.id, version: request.version,
                width: prepared.layout.size.width, defaultWidth: defaultWidth,
                widthRange: [range.lowerBound, range.upperBound],
                scale: scene.scale, png: Data(png).base64EncodedString(),
                layout: LayoutDocument(prepared.layout, absoluteScale: scene.scale),
                styles: Self.styles(ResolvedLayout(layout: prepared.layout, tree: prepared.tree)),
                nodePaths: Self.nodePaths(prepared.layout), reference: reference,
                renderMs: (ContinuousClock.now - start) / .milliseconds(1)
            ).json()
        } catch {
            return RenderFailure(
                error, id: request.id, version: request.version, file: request.file
            ).json()
        }
    }

    /// The widths where the fixture's structure changes across the slider's range, as
    /// `{"breakpoints": [{"width": 240, "changes": ["…"]}]}`; empty when the fixture does not load.
    func breakpoints(file: String) -> String {
        guard let fixture = try? FixtureLoader.load(path: file),
            let renderer = try? renderer(for: fixture),
            let natural = try? renderer.layout(fixture.scene)
        else {
            return BreakpointsResponse(breakpoints: []).json()
        }
        let range = Self.sliderRange(natural.size.width)
        // About 300 layouts: a sweep fast enough to run after every save.
        let step = max(1, ((range.upperBound - range.lowerBound) / 300).rounded(.up))
        guard
            let sweep = try? WidthSweep(
                scene: fixture.scene, from: range.lowerBound, to: range.upperBound,
                step: step, renderer: renderer)
        else {
            return BreakpointsResponse(breakpoints: []).json()
        }
        return BreakpointsResponse(
            breakpoints: sweep.breakpoints.map {
                BreakpointsResponse.Breakpoint(width: $0.width, changes: $0.changes)
            }
        ).json()
    }

    /// Each of the fixture's variants drawn at its own size, side by side in the page, as
    /// `{"variants": [{"name": "w320-dark", "ok": true, "png": "…", "size": [w, h],
    /// "reference": "card@w320-dark.png · identical"}, …]}`, each compared with its reference
    /// (`referenceBase@variant`) as `check` compares it; a variant that fails carries
    /// `"ok": false` and its message. Empty without variants or when the fixture does not load
    /// (the main picture shows that error).
    func variants(file: String, referenceBase: String? = nil) -> String {
        guard let fixture = try? FixtureLoader.load(path: file),
            let combinations = fixture.variants?.combinations, !combinations.isEmpty
        else {
            return VariantsResponse(variants: []).json()
        }
        let variants = combinations.map { variant in
            do throws(FixtureError) {
                let drawn = try FixtureLoader.load(path: file, variant: variant)
                let renderer = try renderer(for: drawn)
                let prepared = try renderer.prepare(drawn)
                let png = try encode(file: file) { () throws(RenderError) in
                    try renderer.png(of: prepared)
                }
                let reference = reference(
                    base: FixtureVariant.suffixed(referenceBase ?? Self.base(file), variant.name),
                    atOwnWidth: true
                ) {
                    PreparedScene(renderer: renderer, prepared: prepared)
                }
                return VariantsResponse.Variant(
                    name: variant.name, ok: true, png: Data(png).base64EncodedString(),
                    size: [prepared.layout.size.width, prepared.layout.size.height],
                    reference: reference?.caption)
            } catch {
                return VariantsResponse.Variant(
                    name: variant.name, ok: false, message: error.description)
            }
        }
        return VariantsResponse(variants: variants).json()
    }

    /// Each node's style away from Texture's defaults (`flexGrow 1 · spacingBefore 4`), keyed
    /// by the page's path of the node in the layout JSON: `root`, `root.0`, `root.0.2` (the
    /// layout's child order, which lists a background spec's background first).
    static func styles(_ resolved: ResolvedLayout) -> PagePathTable {
        var styles = PagePathTable()
        func visit(_ layout: Layout, _ node: LayoutNode, path: String) {
            let style = node.style.changedProperties.map { "\($0.name) \($0.value)" }.joined(
                separator: " · ")
            if !style.isEmpty { styles.append(path, style) }
            guard layout.children.count == node.children.count else { return }
            for (position, (child, index)) in zip(layout.children, node.childIndicesInPaintOrder)
                .enumerated()
            {
                visit(child, node.children[index], path: "\(path).\(position)")
            }
        }
        visit(resolved.layout, resolved.tree, path: "root")
        return styles
    }

    /// The slider's widths for a fixture laid out `width` wide: a third of it to twice it.
    static func sliderRange(_ width: Double) -> ClosedRange<Double> {
        let low = max(20, (width / 3).rounded(.down))
        return low...max(low + 40, min(2_000, (max(width * 2, width + 200)).rounded(.up)))
    }

    func renderer(for fixture: Fixture) throws(FixtureError) -> Renderer {
        uses += 1
        if uses > Self.renewalInterval {
            uses = 1
            renderers.removeAll()
        }
        if let renderer = renderers[fixture.fonts] { return renderer }
        let renderer = try Renderer(for: fixture)
        renderers[fixture.fonts] = renderer
        return renderer
    }

    private func encode(file: String, _ body: () throws(RenderError) -> [UInt8])
        throws(FixtureError) -> [UInt8]
    {
        do {
            return try body()
        } catch {
            throw FixtureError(file: file, message: "cannot draw: \(error)")
        }
    }

    /// The reference base beside `file`: its path without extension.
    static func base(_ file: String) -> String { (file as NSString).deletingPathExtension }

    /// The reference `check` compares the fixture with (`base.png`: beside the fixture or under
    /// `--references`, `@variant` for a variant), compared by the same `SnapshotCheck` and format,
    /// exactly, so a reference that passes `check` reads "identical" here, and one that fails
    /// shows the failure's diff picture or summary; `nil` when there is none. At another width
    /// than the fixture's own (the only one a reference is recorded at), it is only shown.
    private func reference(base: String, atOwnWidth: Bool, scene: () throws -> PreparedScene)
        -> RenderResponse.Reference?
    {
        let check = SnapshotCheck(format: .png, base: base)
        let file = check.reference.path
        guard let bytes = FileManager.default.contents(atPath: file) else { return nil }
        var reference = RenderResponse.Reference(
            png: bytes.base64EncodedString(), name: (file as NSString).lastPathComponent)
        guard atOwnWidth else {
            reference.note =
                "The reference is at the fixture's own width; move the slider back to compare."
            return reference
        }
        switch check.run(scene) {
        case .passed:
            reference.differentPixels = 0
        case .failed(let failure):
            let mismatch = failure.mismatch
            switch mismatch.comparison?.pixels {
            case .sizeMismatch(let expected, let actual)?:
                reference.note =
                    "The reference is \(expected.width)×\(expected.height) px but the render is \(actual.width)×\(actual.height) px."
            case .compared(let pixels)? where pixels.differentPixels > 0:
                reference.differentPixels = pixels.differentPixels
                reference.diff = mismatch.files.first { $0.file == .diff }.map {
                    Data($0.bytes).base64EncodedString()
                }
            default:
                // The same pixels, yet not a match: another renderer, or frames that moved unseen.
                reference.note = mismatch.summary
            }
        case .new, .recorded:
            return nil
        case .unreadable(let error), .unrendered(let error), .notRecorded(let error):
            reference.note = "\(error)"
        }
        return reference
    }
}

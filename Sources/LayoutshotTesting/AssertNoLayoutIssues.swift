import AsyncDisplayKit
import Foundation
import LayoutshotCore
import LayoutshotInspect
import LayoutshotLayout
import LayoutshotSnapshot

/// Asserts that a layout has no lint findings (overflow, truncation, squeezing, contradicting
/// sizes, invisible content, overlapping siblings) at any of `widths`: the failure lists each
/// finding once, with the widths at which it happens and, under it, the steps of its node's
/// explanation that decided it at the first of them (`LintFinding.shortExplanation(indent:)`).
///
/// ```swift
/// @Test func cellFitsEveryPhone() {
///     assertNoLayoutIssues(of: card, widths: [320, 375, 414], ignoring: [.truncated])
/// }
/// ```
/// - Parameters:
///   - element: The layout, built with the DSL.
///   - widths: The size range's max width (and min width where min == max) to lint at.
///   - range: The size range the widths replace the width of (default: any height).
///   - scale: Pixels per point (default 2): the pixel grid frames snap to.
///   - ignoring: Kinds of findings that are expected (a deliberately truncated caption).
///   - fileID: The calling file, for the failure's location; leave the default.
///   - filePath: The calling file's path, for the failure's location; leave the default.
///   - line: The calling line, for the failure's location; leave the default.
///   - column: The calling column, for the failure's location; leave the default.
public func assertNoLayoutIssues(
    of element: some LayoutElement,
    widths: [Double] = [320, 375, 414],
    in range: SizeRange = SizeRange(min: .zero, max: Size(375, .infinity)),
    scale: Double = 2,
    ignoring: Set<LintFinding.Kind> = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let node = element.node
    lint(
        { Scene(root: node, sizeRange: range, scale: scale) }, widths: widths, ignoring: ignoring,
        subject: "the layout",
        at: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that a fixture file has no lint findings at `widths` (default: its own size range).
public func assertNoLayoutIssues(
    of fixture: URL,
    widths: [Double]? = nil,
    ignoring: Set<LintFinding.Kind> = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let loaded = try FixtureLoader.load(path: fixture.path)
        lint(
            { loaded.scene }, widths: widths, ignoring: ignoring,
            subject: fixture.lastPathComponent, locate: { loaded.error($0) }, at: site)
    } catch {
        site.fail("Could not lint \(fixture.lastPathComponent): \(error)")
    }
}

/// Asserts that a Texture node has no lint findings at `widths`, laid out as a cell of that width.
public func assertNoLayoutIssues(
    of node: ASDisplayNode,
    widths: [CGFloat] = [320, 375, 414],
    scale: CGFloat = 2,
    ignoring: Set<LintFinding.Kind> = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let range = SizeRange(min: Size(375, 0), max: Size(375, .infinity))
    let scene = Scene(
        root: LayoutshotPass.engineTree(of: node), sizeRange: range, scale: Double(scale),
        fontDirectories: LayoutshotPass.appFontDirectories,
        namingAndColoring: LayoutshotPass.nameAndColorNodes)
    let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let (_, problems) = LayoutshotPass.collectingProblems(scale: scale) {
        lint(
            { scene }, widths: widths.map(Double.init), ignoring: ignoring,
            subject: String(describing: type(of: node)), at: site)
    }
    if !problems.isEmpty {
        site.fail(
            NodeMisuse(node: String(describing: type(of: node)), problems: problems).description)
    }
}

/// Lints the scene at each width and reports the findings at `site`, each once with its widths.
private func lint(
    _ makeScene: () throws -> Scene, widths: [Double]?, ignoring: Set<LintFinding.Kind>,
    subject: String, locate: (SceneError) -> any Error = { $0 }, at site: AssertionSite
) {
    do {
        let scene = try makeScene()
        let renderer = try Renderer(fontDirectories: scene.fontDirectories)
        var found: [(finding: LintFinding, widths: [Double])] = []
        for width in widths ?? [scene.sizeRange.max.width] {
            let sized = widths == nil ? scene : WidthSweep.scene(scene, width: width)
            let resolved: ResolvedLayout
            do {
                resolved = try renderer.resolve(sized)
            } catch {
                throw locate(error)
            }
            for finding in LayoutLinter(text: renderer).findings(
                in: InspectedTree(resolved, scale: scene.scale))
            where !ignoring.contains(finding.kind) {
                if let index = found.firstIndex(where: {
                    $0.finding.description == finding.description
                }) {
                    found[index].widths.append(width)
                } else {
                    // Explained once, at the first width it happens at: what the failure shows.
                    found.append((finding.explained(in: sized, by: renderer), [width]))
                }
            }
        }
        guard !found.isEmpty else { return }
        let lines = found.flatMap { item in
            [
                widths == nil
                    ? "- \(item.finding)"
                    : "- \(item.finding) (at \(item.widths.map(formatPoints).joined(separator: ", ")) pt)"
            ]
                + item.finding.shortExplanation()
        }
        site.fail(
            """
            \(subject) has \(found.count) layout issue\(found.count == 1 ? "" : "s"):
            \(lines.joined(separator: "\n"))
            Fix the layout, or pass `ignoring:` the kinds that are intended.
            """)
    } catch {
        site.fail("Could not lint \(subject): \(error)")
    }
}

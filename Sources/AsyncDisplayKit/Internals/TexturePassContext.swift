/// What the Texture layout pass running on this task hands the code it runs, where Texture's API
/// has no argument to carry it: app code calls `layoutThatFits` and
/// `super.calculateLayoutThatFits` with a range alone, and the engine asks a node for its spec and
/// a custom spec for its layout with a range alone. This module's one task-local; the screen's
/// scale, which app code reads as `UIScreen.main.scale`, is UIKit's own.
struct TexturePassContext: Sendable {
    /// Where the pass notes misuse; none outside a pass.
    var problems: LayoutProblems?
    /// The custom spec whose `calculateLayoutThatFits(_:)` override runs, while it runs: its
    /// children's `layoutThatFits` calls measure through the engine.
    var customSpec: CustomSpecContext?

    /// The context on this task.
    @TaskLocal static var current = TexturePassContext()

    /// Runs `body` with `problems` noting the misuse it finds; a custom spec whose override runs
    /// stays the one that runs.
    static func collecting<Result>(into problems: LayoutProblems, _ body: () throws -> Result)
        rethrows -> Result
    {
        var context = current
        context.problems = problems
        return try $current.withValue(context, operation: body)
    }

    /// Runs `body`, the override of the custom spec of `spec`, with that spec's children measurable.
    static func running<Result>(_ spec: CustomSpecContext, _ body: () throws -> Result) rethrows
        -> Result
    {
        var context = current
        context.customSpec = spec
        return try $current.withValue(context, operation: body)
    }
}

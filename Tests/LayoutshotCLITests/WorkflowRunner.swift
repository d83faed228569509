import Foundation
import LayoutshotTestSupport
import Yams

/// Runs a GitHub Actions job's steps locally, as a runner would: each `run:` step in bash with
/// `-eo pipefail`, the workflow's, the job's and the step's `env:` (their `${{ … }}` taken from
/// `values`, an unknown one empty), `$GITHUB_ENV` and `$GITHUB_STEP_SUMMARY` as files, the
/// built `layoutshot` on PATH, and the artefact actions emulated (upload: copy the listed paths;
/// download with a pattern: one folder per artefact); `actions/checkout` calls `checkout`.
/// Steps named in `skipped` (installing packages, building) are left out: the test has the binary.
struct WorkflowRunner {
    /// One step of a job.
    struct Step {
        var name: String?
        var run: String?
        var uses: String?
        var condition: String?
        var with: [String: String]
        var env: [String: String]
    }

    /// How a job ended: each run step's exit status by name, and the summaries they wrote.
    struct Result {
        var statuses: [String: Int32] = [:]
        var summaries: [String] = []
        var stderr: [String: String] = [:]
    }

    /// The workflow file, parsed.
    let workflow: [String: Any]
    /// Step names not run.
    let skipped: Set<String>

    /// Reads `.github/workflows/<file>` of this package.
    init(_ file: String, skipping skipped: Set<String>) throws {
        let text = try String(
            contentsOf: PackageFolder.root.appendingPathComponent(".github/workflows/" + file),
            encoding: .utf8)
        workflow = try Yams.load(yaml: text) as? [String: Any] ?? [:]
        self.skipped = skipped
    }

    /// The job named `name`.
    func job(_ name: String) -> [String: Any] {
        (workflow["jobs"] as? [String: Any])?[name] as? [String: Any] ?? [:]
    }

    static func strings(_ value: Any?) -> [String: String] {
        (value as? [String: Any] ?? [:]).mapValues { "\($0)" }
    }

    /// The steps of `job`.
    static func steps(_ job: [String: Any]) -> [Step] {
        (job["steps"] as? [[String: Any]] ?? []).map { step in
            Step(
                name: step["name"] as? String, run: step["run"] as? String,
                uses: step["uses"] as? String,
                condition: step["if"] as? String, with: strings(step["with"]),
                env: strings(step["env"]))
        }
    }

    /// `text` with each `${{ expression }}` replaced by `values[expression]`, or "" when unknown.
    static func substitute(_ text: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let expression = rest[open.upperBound..<close.lowerBound].trimmingCharacters(
                in: .whitespaces)
            result += values[expression] ?? ""
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// Runs job `name` in `folder`.
    func run(
        job name: String, in folder: URL, values: [String: String],
        environment: [String: String] = [:],
        artifacts: URL? = nil, checkout: ((URL) throws -> Void)? = nil
    ) throws -> Result {
        let job = self.job(name)
        var env = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        for (key, value) in Self.strings(workflow["env"]).merging(
            Self.strings(job["env"]), uniquingKeysWith: { $1 })
        {
            env[key] = Self.substitute(value, values)
        }
        env["PATH"] =
            CommandRunner.binary.deletingLastPathComponent().path + ":"
            + (env["PATH"] ?? "/usr/bin:/bin")
        env["LAYOUTSHOT_PROGRESS"] = "none"
        var result = Result()
        var failed = false
        for (index, step) in Self.steps(job).enumerated() {
            let stepName = Self.substitute(step.name ?? "step \(index)", values)
            if skipped.contains(stepName) { continue }
            let condition = step.condition ?? "success()"
            if failed && !(condition.contains("always()") || condition.contains("failure()")) {
                continue
            }
            if let run = step.run {
                let summary = folder.appendingPathComponent(".summary-\(index).md")
                let githubEnv = folder.appendingPathComponent(".env-\(index)")
                try Data().write(to: summary)
                try Data().write(to: githubEnv)
                var stepEnv = env
                for (key, value) in step.env { stepEnv[key] = Self.substitute(value, values) }
                stepEnv["GITHUB_STEP_SUMMARY"] = summary.path
                stepEnv["GITHUB_ENV"] = githubEnv.path
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/bash")
                process.arguments = [
                    "--noprofile", "--norc", "-eo", "pipefail", "-c", Self.substitute(run, values),
                ]
                process.currentDirectoryURL = folder
                process.environment = stepEnv
                process.standardOutput = FileHandle.nullDevice
                // A file, not a pipe: a long-lived program started by another test at the same
                // moment could inherit a pipe's end and keep it open.
                let errors = folder.appendingPathComponent(".stderr-\(index)")
                _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
                process.standardError = try FileHandle(forWritingTo: errors)
                try process.run()
                process.waitUntilExit()
                result.statuses[stepName] = process.terminationStatus
                result.stderr[stepName] = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
                result.summaries.append((try? String(contentsOf: summary, encoding: .utf8)) ?? "")
                // `$GITHUB_ENV`: KEY=VALUE lines for the steps after this one.
                for line in ((try? String(contentsOf: githubEnv, encoding: .utf8)) ?? "").split(
                    separator: "\n")
                {
                    if let equals = line.firstIndex(of: "=") {
                        env[String(line[..<equals])] = String(line[line.index(after: equals)...])
                    }
                }
                if process.terminationStatus != 0 { failed = true }
            } else if let uses = step.uses, uses.hasPrefix("actions/checkout@") {
                try checkout?(folder)
            } else if let uses = step.uses, uses.hasPrefix("actions/upload-artifact@"),
                let artifacts
            {
                let target = artifacts.appendingPathComponent(
                    Self.substitute(step.with["name"] ?? "artifact", values))
                try FileManager.default.createDirectory(
                    at: target, withIntermediateDirectories: true)
                for path in (step.with["path"] ?? "").split(separator: "\n").map({
                    $0.trimmingCharacters(in: .whitespaces)
                })
                where !path.isEmpty
                    && FileManager.default.fileExists(
                        atPath: folder.appendingPathComponent(path).path)
                {
                    try FileManager.default.copyItem(
                        at: folder.appendingPathComponent(path),
                        to: target.appendingPathComponent(path))
                }
            } else if let uses = step.uses, uses.hasPrefix("actions/download-artifact@"),
                let artifacts
            {
                let pattern = step.with["pattern"] ?? "*"
                let target = folder.appendingPathComponent(step.with["path"] ?? ".")
                try FileManager.default.createDirectory(
                    at: target, withIntermediateDirectories: true)
                for name in try FileManager.default.contentsOfDirectory(atPath: artifacts.path)
                where fnmatch(pattern, name, 0) == 0 {
                    try FileManager.default.copyItem(
                        at: artifacts.appendingPathComponent(name),
                        to: target.appendingPathComponent(name))
                }
            }
        }
        return result
    }
}

"""A local stand-in for the few GitHub REST API endpoints the review workflows call
(.github/workflows/snapshots-comment.yml, snapshots-approve.yml), for the tests that run their
steps (Tests/LayoutshotCLITests/ReviewWorkflowTests.swift). GitHub is not reachable from the
tests; this answers at GitHub's documented paths, with its documented bodies and response shapes
(the fields the workflows read), and records every call.

    python3 api_standin.py STATE.json CALLS.jsonl

STATE.json holds what the repository has: {"repository": "o/r", "token": "t", "pulls": [pull
objects], "runs": [{"id", "head_sha", "path", "artifacts": [{"id", "name", "zip"}]}],
"comments": [comment objects]}; it is read again at every call, so a test may add pull requests
and runs between calls. The server prints its port on the first line of stdout, appends one
JSON line per call to CALLS.jsonl ({"method", "path", "query", "body"}), and writes the state
back to STATE.json after every change (comments, statuses), so a test reads both.
"""
import json
import os
import signal
import sys
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# Foundation's Process starts programs with SIGTERM blocked: let it end this one.
signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
signal.signal(signal.SIGTERM, signal.SIG_DFL)

STATE_FILE, CALLS_FILE = sys.argv[1], sys.argv[2]
STATE = {}
LOCK = threading.Lock()
BOT = {"login": "github-actions[bot]", "type": "Bot"}


def load():
    """The state as the test last wrote it: it may add pull requests and runs between calls."""
    global STATE
    with open(STATE_FILE) as f:
        STATE = json.load(f)
    STATE.setdefault("comments", [])
    STATE.setdefault("statuses", [])


def save():
    with open(STATE_FILE + ".tmp", "w") as f:
        json.dump(STATE, f, indent=1, sort_keys=True)
    os.replace(STATE_FILE + ".tmp", STATE_FILE)


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def reply(self, status, body=None, content_type="application/json"):
        data = body if isinstance(body, bytes) else json.dumps(body).encode() if body is not None else b""
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def handle_any(self, method):
        url = urllib.parse.urlsplit(self.path)
        query = dict(urllib.parse.parse_qsl(url.query))
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            return self.reply(400, {"message": "Problems parsing JSON"})
        with LOCK:
            load()
            with open(CALLS_FILE, "a") as f:
                f.write(json.dumps({"method": method, "path": url.path, "query": query, "body": body}) + "\n")
            auth = self.headers.get("Authorization", "")
            if auth not in ("Bearer " + STATE["token"], "token " + STATE["token"]):
                return self.reply(401, {"message": "Bad credentials"})
            return self.route(method, url.path, query, body)

    def route(self, method, path, query, body):
        prefix = "/repos/" + STATE["repository"] + "/"
        if not path.startswith(prefix):
            return self.reply(404, {"message": "Not Found"})
        parts = path[len(prefix):].split("/")
        pulls = STATE.get("pulls", [])
        # GET /repos/{owner}/{repo}/pulls?head=owner:branch&state=open
        if method == "GET" and parts == ["pulls"]:
            head = query.get("head")
            found = [p for p in pulls if p.get("state", "open") == query.get("state", "open")
                     and (head is None or head == p["head"]["repo"]["owner"]["login"] + ":" + p["head"]["ref"])]
            return self.reply(200, found)
        # GET /repos/{owner}/{repo}/pulls/{pull_number}
        if method == "GET" and len(parts) == 2 and parts[0] == "pulls":
            found = [p for p in pulls if str(p["number"]) == parts[1]]
            return self.reply(200, found[0]) if found else self.reply(404, {"message": "Not Found"})
        # GET|POST /repos/{owner}/{repo}/issues/{issue_number}/comments
        if len(parts) == 3 and parts[0] == "issues" and parts[2] == "comments":
            if method == "GET":
                page = int(query.get("page", "1"))
                per_page = int(query.get("per_page", "30"))
                found = [c for c in STATE["comments"] if str(c["issue_number"]) == parts[1]]
                return self.reply(200, found[(page - 1) * per_page:page * per_page])
            if method == "POST":
                if not isinstance(body, dict) or not isinstance(body.get("body"), str):
                    return self.reply(422, {"message": "Validation Failed"})
                if len(body["body"]) > 65536:
                    return self.reply(422, {"message": "Validation Failed", "errors": [
                        {"resource": "IssueComment", "code": "custom", "field": "body",
                         "message": "body is too long (maximum is 65536 characters)"}]})
                comment = {"id": 1000 + len(STATE["comments"]), "issue_number": int(parts[1]),
                           "body": body["body"], "user": BOT}
                STATE["comments"].append(comment)
                save()
                return self.reply(201, comment)
        # PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}
        if method == "PATCH" and len(parts) == 3 and parts[:2] == ["issues", "comments"]:
            for comment in STATE["comments"]:
                if str(comment["id"]) == parts[2]:
                    if comment["user"] != BOT:
                        return self.reply(403, {"message": "Resource not accessible by integration"})
                    if not isinstance(body, dict) or not isinstance(body.get("body"), str):
                        return self.reply(422, {"message": "Validation Failed"})
                    if len(body["body"]) > 65536:
                        return self.reply(422, {"message": "Validation Failed"})
                    comment["body"] = body["body"]
                    save()
                    return self.reply(200, comment)
            return self.reply(404, {"message": "Not Found"})
        # POST /repos/{owner}/{repo}/statuses/{sha}
        if method == "POST" and len(parts) == 2 and parts[0] == "statuses":
            if not isinstance(body, dict) or body.get("state") not in ("error", "failure", "pending", "success"):
                return self.reply(422, {"message": "Validation Failed"})
            status = dict(body, sha=parts[1])
            STATE["statuses"].append(status)
            save()
            return self.reply(201, status)
        # GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs?head_sha=…
        if method == "GET" and len(parts) == 4 and parts[:2] == ["actions", "workflows"] and parts[3] == "runs":
            runs = [r for r in STATE.get("runs", []) if r["path"].endswith("/" + parts[2])
                    and r["head_sha"] == query.get("head_sha", r["head_sha"])]
            runs.sort(key=lambda r: -r["id"])
            shown = [{k: r[k] for k in ("id", "head_sha", "path")} for r in runs]
            return self.reply(200, {"total_count": len(shown), "workflow_runs": shown})
        # GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts?name=…
        if method == "GET" and len(parts) == 4 and parts[:2] == ["actions", "runs"] and parts[3] == "artifacts":
            found = []
            for run in STATE.get("runs", []):
                if str(run["id"]) == parts[2]:
                    for artifact in run.get("artifacts", []):
                        if query.get("name", artifact["name"]) == artifact["name"]:
                            found.append({"id": artifact["id"], "name": artifact["name"], "expired": False,
                                          "archive_download_url": self.base() + prefix
                                          + "actions/artifacts/%d/zip" % artifact["id"]})
            return self.reply(200, {"total_count": len(found), "artifacts": found})
        # GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/zip: a redirect, as GitHub's.
        if method == "GET" and len(parts) == 4 and parts[:2] == ["actions", "artifacts"] and parts[3] == "zip":
            self.send_response(302)
            self.send_header("Location", self.base() + "/download/" + parts[2] + ".zip")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        return self.reply(404, {"message": "Not Found"})

    def base(self):
        return "http://" + self.headers.get("Host", "127.0.0.1")

    def do_GET(self):
        if self.path.startswith("/download/"):
            # The storage a download redirects to: no token needed, as GitHub's signed URLs.
            name = self.path[len("/download/"):-len(".zip")]
            with LOCK:
                load()
            for run in STATE.get("runs", []):
                for artifact in run.get("artifacts", []):
                    if str(artifact["id"]) == name:
                        with open(artifact["zip"], "rb") as f:
                            return self.reply(200, f.read(), "application/zip")
            return self.reply(404, {"message": "Not Found"})
        self.handle_any("GET")

    def do_POST(self):
        self.handle_any("POST")

    def do_PATCH(self):
        self.handle_any("PATCH")


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()

"""Opens a rendered pull-request comment in headless Chromium (Selenium + Debian's chromedriver).

Usage: browser_check.py SERVED_DIR HOST SCREENSHOT.png

SERVED_DIR holds comment.html (cmark-gfm's rendering of the comment) and the published
pictures; a static server on a free port of 127.0.0.1 serves it, and Chromium resolves HOST to
that server, so the comment's URLs (http://HOST/...) load from it. Checks that every picture
loads, that the only links are the comment's own (HOST's pictures, the report), that nothing
from the pull request became a tag, an image or a mention, and saves a screenshot of the whole
comment. Prints one line per check; exits 1 with the failed check's message.
"""
import functools
import http.server
import pathlib
import sys
import threading

from selenium.webdriver.common.by import By

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))  # scripts/: browser_page
from browser_page import CheckFailed, expect, start_browser, wait_for  # noqa: E402

# GitHub's comment look, enough for a faithful screenshot: its fonts, table borders and code.
STYLE = """
body { margin: 0; background: #fff; }
.markdown-body { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
  color: #1f2328; max-width: 880px; margin: 16px; padding: 16px; border: 1px solid #d0d7de;
  border-radius: 6px; word-wrap: break-word; }
.markdown-body h3 { font-size: 1.25em; margin: 0 0 16px; }
.markdown-body h4 { font-size: 1em; margin: 24px 0 8px; }
.markdown-body code { font: 85% ui-monospace, SFMono-Regular, Menlo, monospace; background: #eff1f3;
  padding: .2em .4em; border-radius: 6px; }
.markdown-body pre { background: #f6f8fa; padding: 16px; border-radius: 6px; overflow: auto; }
.markdown-body pre code { background: none; padding: 0; }
.markdown-body table { border-collapse: collapse; margin: 8px 0; }
.markdown-body th, .markdown-body td { border: 1px solid #d0d7de; padding: 6px 13px; vertical-align: top; }
.markdown-body img { max-width: 100%; }
.markdown-body a { color: #0969da; }
"""


def serve(folder):
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def run(folder, host, screenshot):
    fragment = (folder / "comment.html").read_text()
    (folder / "index.html").write_text(
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>comment</title><style>" + STYLE
        + "</style></head><body><div class='markdown-body'>" + fragment + "</div></body></html>")
    server = serve(folder)
    port = server.server_address[1]
    driver = start_browser(960, 800, [f"--host-resolver-rules=MAP {host} 127.0.0.1:{port}"])
    try:
        driver.get(f"http://{host}/index.html")
        body = driver.find_element(By.CLASS_NAME, "markdown-body")

        # 1. Every picture loads from the published files.
        images = driver.find_elements(By.TAG_NAME, "img")
        expect(images, "the comment shows no picture")
        for image in images:
            source = image.get_attribute("src")
            expect(source.startswith(f"http://{host}/"), f"a picture from elsewhere: {source}")
            wait_for(lambda: driver.execute_script(
                "return arguments[0].complete && arguments[0].naturalWidth > 0", image),
                f"the picture {source} did not load")
        print(f"ok  all {len(images)} pictures load from the published branch")

        # 2. Only the comment's own links and tags: the pictures' and the report's.
        links = [a.get_attribute("href") for a in driver.find_elements(By.TAG_NAME, "a")]
        for link in links:
            expect(link.startswith(f"http://{host}/") or link.startswith("https://ci.example/"),
                   f"an injected link: {link}")
        tags = set(driver.execute_script(
            "return [...arguments[0].querySelectorAll('*')].map(e => e.tagName.toLowerCase())", body))
        allowed = {"h3", "h4", "p", "code", "ul", "li", "table", "thead", "tbody", "tr", "th", "td", "img",
                   "a", "pre", "br", "strong", "em"}
        expect(tags <= allowed, f"tags the comment does not write: {sorted(tags - allowed)}")
        handlers = driver.execute_script(
            "return [...arguments[0].querySelectorAll('*')].flatMap(e => [...e.attributes])"
            ".map(a => a.name).filter(n => n.startsWith('on'))", body)
        expect(not handlers, f"event handlers in the comment: {handlers}")
        print(f"ok  {len(links)} links, all the comment's own; no injected tag, image or handler")

        # 3. The screenshot: the whole comment.
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(960, min(height + 40, 6000))
        driver.save_screenshot(str(screenshot))
        print(f"ok  screenshot {screenshot}")
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    try:
        run(pathlib.Path(sys.argv[1]), sys.argv[2], pathlib.Path(sys.argv[3]))
    except CheckFailed as failure:
        print(f"FAIL {failure}")
        sys.exit(1)

"""Drives `layoutshot-preview` in headless Chromium (Selenium + Debian's chromedriver) as a
person editing a fixture would, and checks what the page shows.

Usage: browser_check.py PREVIEW_BINARY SCREENSHOT.png [--saves N] [--soak N]

Writes its fixtures into a temporary folder, starts the server there on a free loopback port,
and sends requests only to 127.0.0.1, each bounded in time. Prints one line per check and the
measurements (`latency-median-ms`, `rss-kib`); exits 1 with the failed check's message.
"""
import argparse
import http.client
import os
import pathlib
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))  # scripts/: browser_page
from browser_page import CheckFailed, expect, start_browser, wait_for  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]

CARD = """\
# A card whose title wraps below about 230 pt: the slider's breakpoint.
sizeRange: {{min: [320, 0], max: [320, .inf]}}
scale: 2
background: "#FFFFFF"
root:
  type: inset
  insets: 12
  child:
    type: stack
    direction: vertical
    spacing: 6
    children:
      - {{type: text, id: title, flexShrink: 1, text: "{title}", font: "DejaVu Sans Bold 16", color: "#1A237E"}}
      - {{type: box, id: swatch, preferredSize: [120, 24], color: "{color}"}}
"""
TITLE_LINE = 13  # the line of `- {type: text, id: title …}` in CARD, 1-based
VARIANTS = "variants: {width: [200, 260], appearance: [light, dark]}\n"
# A node whose id and text are markup: the tree and its explanation must show them as text.
HOSTILE_ID = """\
sizeRange: [240, 40]
root:
  type: stack
  children:
    - {type: text, id: "<img src=x onerror=alert(1)>", text: "<b>bold</b>", font: "DejaVu Sans 12"}
"""
PHOTO = "scale: 2\nroot: {type: image, id: photo, image: images/photo.png, preferredSize: [120, 80], contentMode: aspectFill}\n"


def dark(card):
    """The card with a dark appearance too: its canvas and title colours per appearance."""
    return card.replace('background: "#FFFFFF"', 'background: {light: "#FFFFFF", dark: "#121212"}').replace(
        'color: "#1A237E"', 'color: {light: "#1A237E", dark: "#E8EAF6"}')


def start_server(binary, folder):
    process = subprocess.Popen([binary, str(folder), "--port", "0"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        process.kill()
        raise CheckFailed(f"the server did not print its URL; it said {line!r} {process.stderr.read()!r}")
    return process, int(match.group(1))


def get(port, path, host=None):
    """One GET to 127.0.0.1 with the path sent exactly as written (no normalising)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        connection.putrequest("GET", path, skip_host=True)
        connection.putheader("Host", host or f"127.0.0.1:{port}")
        connection.endheaders()
        response = connection.getresponse()
        return response.status, response.read().decode("utf-8", "replace")
    finally:
        connection.close()


def check_refusals(port):
    for path in ("/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/api/render?id=0/../../../../etc/passwd",
                 "/api/render?id=0/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/api/render?id=0//etc/passwd",
                 "/api/render?id=9/card.yaml", "/api/render?id=0/notes.txt", "/api/breakpoints?id=0/../card.yaml",
                 "/api/explain?id=0/../../../../etc/passwd&node=root", "/api/explain?id=0/cards/card.yaml"):
        status, body = get(port, path)
        expect(status in (400, 403, 404), f"GET {path} answered {status}, expected a refusal")
        expect("root:" not in body, f"GET {path} leaked a system file")
    status, _ = get(port, "/api/fixtures", host="attacker.example:80")
    expect(status == 421, f"a request with a foreign Host header answered {status}, expected 421")
    print("ok  path escapes (../, %2e%2e, absolute, unlisted files) are refused; foreign Host refused")


def stats(driver):
    return driver.execute_script("return Object.assign({}, window.previewStats)")


def live_src(driver):
    return driver.find_element(By.ID, "live").get_attribute("src")


def explained(driver):
    """The explanation panel as shown: its heading line and its numbered steps' texts."""
    # Read in one script: the panel is redrawn while the page follows saves and the slider.
    head, steps = driver.execute_script(
        "return [document.getElementById('explain-head').textContent,"
        " [...document.querySelectorAll('#explain-steps li .says')].map((says) => says.textContent)]")
    return head, steps


def save(path, text):
    """A save as an editor makes it: write a temporary file, then rename it over the fixture."""
    temporary = path.with_suffix(".tmp-save")
    temporary.write_text(text)
    os.replace(temporary, path)


def run(binary, screenshot, saves, soak):
    folder = pathlib.Path(tempfile.mkdtemp(prefix="layoutshot-preview-"))
    card = folder / "cards" / "card.yaml"
    card.parent.mkdir()
    card.write_text(CARD.format(title="Sunsets by the sea, every evening", color="#42A5F5"))
    # A fixture with its reference beside it: the reference and the diff panels.
    shutil.copy(ROOT / "Snapshots" / "simple-inset-text-cell.yaml", folder / "inset-cell.yaml")
    shutil.copy(ROOT / "Snapshots" / "simple-inset-text-cell.png", folder / "inset-cell.png")
    (folder / "notes.txt").write_text("not a fixture")
    # A fixture with variants, and one that draws an image (watched like the fixture itself).
    variants = folder / "variants.yaml"
    variants.write_text(dark(CARD.format(title="Sunsets by the sea", color="#42A5F5")) + VARIANTS)
    (folder / "images").mkdir()
    shutil.copy(ROOT / "Snapshots" / "images" / "avatar.png", folder / "images" / "photo.png")
    (folder / "photo.yaml").write_text(PHOTO)
    server, port = start_server(binary, folder)
    driver = None
    try:
        check_refusals(port)
        driver = start_browser(1280, 800)
        driver.get(f"http://127.0.0.1:{port}/#0%2Fcards%2Fcard.yaml")
        wait_for(lambda: stats(driver)["applied"] >= 1, "the page showed no picture")
        groups = [e.get_attribute("textContent") for e in driver.find_elements(By.CSS_SELECTOR, "#list .group")]
        names = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#list button")]
        expect(groups == ["Fixtures", "cards"]
               and names == ["inset-cell.yaml", "photo.yaml", "variants.yaml", "card.yaml"],
               f"the list shows groups {groups} and fixtures {names}")
        print("ok  the list groups fixtures by folder; the card is shown")
        driver.execute_script("window.notReloaded = 42")

        # Edit → a new picture, without a reload.
        before, count = live_src(driver), stats(driver)["applied"]
        save(card, CARD.format(title="Sunsets by the sea, every evening", color="#E53935"))
        wait_for(lambda: stats(driver)["applied"] > count and live_src(driver) != before,
                 "the picture did not change after the fixture was saved")
        expect(driver.execute_script("return window.notReloaded") == 42, "the page reloaded")
        print("ok  a save redraws the picture without a reload")

        # Break it → the error with its line; the old picture is marked out of date.
        broken = CARD.format(title="Sunsets by the sea, every evening", color="#E53935").replace(
            "id: title,", "id: title, colour: red,")
        save(card, broken)
        wait_for(lambda: driver.find_element(By.ID, "error").is_displayed(), "no error was shown for a broken fixture")
        location = driver.find_element(By.ID, "error-location").text
        source = driver.find_element(By.ID, "error-source").text
        expect(re.search(rf"card\.yaml:{TITLE_LINE}:\d+", location), f"the error is located at {location!r}, expected line {TITLE_LINE}")
        expect("colour: red" in source and f"{TITLE_LINE} |" in source, f"the error does not show the offending line: {source!r}")
        expect("stale" in driver.find_element(By.ID, "live-wrap").get_attribute("class"), "the old picture is not marked stale")
        expect(driver.find_element(By.ID, "stale-note").is_displayed(), "no 'out of date' note beside the old picture")
        print(f"ok  a broken save shows {location} and its line; the last picture is marked out of date")
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(screenshot.with_name(screenshot.stem + "-error.png")))

        # Fix → recovers.
        count = stats(driver)["applied"]
        save(card, CARD.format(title="Sunsets by the sea, every evening", color="#43A047"))
        wait_for(lambda: stats(driver)["applied"] > count, "the page did not recover after the fix")
        expect(not driver.find_element(By.ID, "error").is_displayed(), "the error stayed after the fix")
        expect("stale" not in driver.find_element(By.ID, "live-wrap").get_attribute("class"), "the picture stayed stale")
        print("ok  the next good save clears the error")

        # Hover → a node's type, id and frame.
        image = driver.find_element(By.ID, "live")
        ActionChains(driver).move_to_element_with_offset(image, -image.size["width"] // 2 + 30,
                                                         -image.size["height"] // 2 + 16).perform()
        info = wait_for(lambda: "frame (" in driver.find_element(By.ID, "hover-info").text
                        and driver.find_element(By.ID, "hover-info").text, "hovering showed no frame")
        expect("#title" in info and "style: flexShrink 1" in info, f"hovering the title showed {info!r}")
        expect(driver.find_element(By.ID, "highlight").is_displayed(), "no highlight box over the hovered node")
        print(f"ok  hover shows {info.strip()!r}")

        # Click → the node is selected in the tree, and stays selected after a save.
        ActionChains(driver).click().perform()
        selected = wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, '#tree button[aria-selected="true"]'),
                            "clicking the picture selected no node in the tree")
        expect(selected[0].text.startswith("text #title"), f"the tree selected {selected[0].text!r}")
        count = stats(driver)["applied"]
        save(card, CARD.format(title="Sunsets by the sea, every evening", color="#43A047").replace("12\n", "10\n", 1))
        wait_for(lambda: stats(driver)["applied"] > count, "a save after selecting was not shown")
        rows = wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, '#tree button[aria-selected="true"]'),
                        "the selection was lost after a save")
        expect(rows[0].text.startswith("text #title"), f"after a save the tree selects {rows[0].text!r}")
        print(f"ok  clicking selects {' '.join(rows[0].text.split()[:2])!r} in the tree; the selection survives a save")

        # The selected node's explanation beside the tree, redrawn by the save: its frame and its
        # numbered steps, down to the size ceiled to the pixel grid.
        head, steps = wait_for(lambda: explained(driver)[0].endswith("(10, 10) 300 × 37.5") and explained(driver),
                               "the explanation of the selected title was not shown")
        expect(head == "`title` (root.child.children[0]): (10, 10) 300 × 37.5", f"the explanation is headed {head!r}")
        grid = [step for step in steps if "ceiled to the pixel grid" in step]
        expect(grid and "300 × 37.5" in grid[0], f"no step says the size is ceiled to the pixel grid: {steps}")
        numbers = driver.execute_script(
            "return [...document.querySelectorAll('#explain-steps ol')].map((l) => [l.start, l.children.length])")
        expect(numbers[0][0] == 1 and all(a[0] + a[1] == b[0] for a, b in zip(numbers, numbers[1:]))
               and sum(n for _, n in numbers) == len(steps), f"the steps are not numbered 1 to {len(steps)}: {numbers}")
        print(f"ok  the selected node is explained beside the tree: {head!r}, {len(steps)} steps, "
              f"{grid[0].split(' is ', 1)[1]!r}")
        # The screenshot: a taller window, the steps scrolled to the node's own size and place.
        driver.set_window_size(1280, 1000)
        ActionChains(driver).move_to_element(driver.find_element(By.ID, "explain-body")).perform()
        driver.execute_script("const s = document.getElementById('explain-steps'); s.scrollTop = s.scrollHeight;")
        time.sleep(0.2)
        driver.save_screenshot(str(screenshot.with_name(screenshot.stem + "-explain.png")))
        driver.set_window_size(1280, 800)

        # Slider → re-laid out at the new width, breakpoints marked.
        wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "#marks span"), "no breakpoint marked on the slider")
        width_before = image.size["width"]
        driver.execute_script(
            "const s = document.getElementById('width'); s.value = 180; s.dispatchEvent(new Event('input'));")
        wait_for(lambda: stats(driver).get("width") == 180, "the slider did not re-lay the fixture out at 180 pt")
        expect(driver.find_element(By.ID, "live").size["width"] == 180 and width_before != 180,
               f"the picture is {driver.find_element(By.ID, 'live').size['width']} pt wide after the slider, expected 180")
        print(f"ok  the slider re-lays out at 180 pt (was {width_before}); "
              f"{len(driver.find_elements(By.CSS_SELECTOR, '#marks span'))} breakpoint(s) marked")
        head, _ = wait_for(lambda: explained(driver)[0].endswith("(10, 10) 160 × 56") and explained(driver),
                           "the explanation did not follow the slider")
        print(f"ok  the explanation follows the slider: {head!r}")
        driver.find_element(By.ID, "reset-width").click()

        # Outlines.
        before, count = live_src(driver), stats(driver)["applied"]
        driver.find_element(By.ID, "outlines").click()
        wait_for(lambda: stats(driver)["applied"] > count and live_src(driver) != before, "outlines changed nothing")
        driver.find_element(By.ID, "outlines").click()
        print("ok  outlines toggle")

        # Reference and diff.
        driver.find_element(By.CSS_SELECTOR, '#list button[data-id="0/inset-cell.yaml"]').click()
        wait_for(lambda: driver.find_element(By.ID, "reference-panel").is_displayed(), "no reference shown")
        label = driver.find_element(By.ID, "reference-name").text
        expect("identical" in label, f"the reference of an unchanged fixture reads {label!r}")
        cell = folder / "inset-cell.yaml"
        save(cell, cell.read_text().replace("Sunsets by the sea", "Sunrise over hills"))
        wait_for(lambda: driver.find_element(By.ID, "diff-panel").is_displayed(), "no diff shown after a change")
        summary = driver.find_element(By.ID, "diff-summary").text
        expect(re.search(r"\d+ pixels differ", summary), f"the diff summary reads {summary!r}")
        print(f"ok  reference beside the render; after an edit: {summary.strip('· ')}")
        driver.save_screenshot(str(screenshot.with_name(screenshot.stem + "-reference.png")))

        # Variants, side by side, each at its own width; redrawn on a save.
        driver.find_element(By.CSS_SELECTOR, '#list button[data-id="0/variants.yaml"]').click()
        figures = wait_for(lambda: len(driver.find_elements(By.CSS_SELECTOR, "#variants figure")) == 4
                           and "stale" not in driver.find_element(By.ID, "variants").get_attribute("class")
                           and driver.find_elements(By.CSS_SELECTOR, "#variants figure"),
                           "the fixture's four variants were not shown")
        captions = [figure.find_element(By.TAG_NAME, "figcaption").text for figure in figures]
        expect(captions == ["w200-light", "w200-dark", "w260-light", "w260-dark"], f"the variants are {captions}")
        widths = [figure.find_element(By.TAG_NAME, "img").size["width"] for figure in figures]
        expect(widths == [200, 200, 260, 260], f"the variants are {widths} pt wide")
        count = stats(driver).get("variants", 0)
        save(variants, dark(CARD.format(title="Sunsets by the sea", color="#E53935")) + VARIANTS)
        wait_for(lambda: stats(driver).get("variants", 0) > count, "the variants were not redrawn after a save")
        print(f"ok  variants side by side: {', '.join(captions)}; redrawn on a save")
        driver.save_screenshot(str(screenshot.with_name(screenshot.stem + "-variants.png")))

        # An image the fixture draws, saved → the picture changes, without touching the fixture.
        driver.find_element(By.CSS_SELECTOR, '#list button[data-id="0/photo.yaml"]').click()
        wait_for(lambda: driver.find_element(By.ID, "title").text.endswith("photo.yaml")
                 and "stale" not in driver.find_element(By.ID, "live-wrap").get_attribute("class")
                 and not driver.find_element(By.ID, "variants-panel").is_displayed(),
                 "the photo fixture was not shown")
        before, count = live_src(driver), stats(driver)["applied"]
        temporary = folder / "images" / "photo.tmp"
        shutil.copy(ROOT / "Snapshots" / "images" / "landscape.png", temporary)
        os.replace(temporary, folder / "images" / "photo.png")
        wait_for(lambda: stats(driver)["applied"] > count and live_src(driver) != before,
                 "the picture did not change after the image it draws was saved")
        print("ok  saving an image the fixture draws redraws the fixture")

        # Names from fixtures are text, not markup.
        hostile = folder / "<img src=x onerror=alert(1)>.yaml"
        hostile.write_text(CARD.format(title="x", color="#000000"))
        wait_for(lambda: any("<img" in e.text for e in driver.find_elements(By.CSS_SELECTOR, "#list button")),
                 "a new fixture did not appear in the list")
        expect(not driver.find_elements(By.CSS_SELECTOR, "#list img"), "a fixture name was parsed as HTML")
        hostile.unlink()
        print("ok  fixture names are shown as text")

        # Ids and texts in an explanation are text too.
        (folder / "hostile-id.yaml").write_text(HOSTILE_ID)
        wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, '#list button[data-id="0/hostile-id.yaml"]'),
                 "the fixture with a hostile id did not appear in the list")[0].click()
        row = wait_for(lambda: [r for r in driver.find_elements(By.CSS_SELECTOR, "#tree button") if "<img" in r.text],
                       "the hostile id is not in the tree")[0]
        row.click()
        head, steps = wait_for(lambda: "<img" in explained(driver)[0] and explained(driver),
                               "the node with a hostile id was not explained")
        expect(head.startswith("`<img src=x onerror=alert(1)>` (root.children[0]): "), f"the explanation is headed {head!r}")
        expect(any("`<img src=x onerror=alert(1)>`'s text" in step for step in steps), f"the steps read {steps}")
        expect(not driver.find_elements(By.CSS_SELECTOR, "#explain-panel img, #explain-panel b, #tree img"),
               "an id in the explanation was parsed as HTML")
        # Away from it before it goes: a page left on a deleted fixture asks for it in vain.
        driver.find_element(By.CSS_SELECTOR, '#list button[data-id="0/cards/card.yaml"]').click()
        wait_for(lambda: driver.find_element(By.ID, "title").text.endswith("card.yaml"), "could not go back to the card")
        (folder / "hostile-id.yaml").unlink()
        print("ok  a hostile id is shown as text in the tree and the explanation")

        # Latency: save → new picture on screen, median of `saves` saves.
        driver.find_element(By.CSS_SELECTOR, '#list button[data-id="0/cards/card.yaml"]').click()
        wait_for(lambda: driver.find_element(By.ID, "title").text.endswith("card.yaml"), "could not go back to the card")
        time.sleep(0.3)
        latencies = []
        for index in range(saves):
            count = stats(driver)["applied"]
            started = time.time() * 1000
            save(card, CARD.format(title=f"Sunsets by the sea, evening {index}", color="#43A047"))
            wait_for(lambda: stats(driver)["applied"] > count, f"save {index} was not shown")
            latencies.append(stats(driver)["lastAppliedAt"] - started)
            time.sleep(0.15)
        median = statistics.median(latencies)
        print(f"ok  save-to-picture latency over {saves} saves: median {median:.0f} ms, max {max(latencies):.0f} ms")
        # Measured, not judged: a timed target fails at random on a busy machine; `make bench`'s
        # preview section holds it (300 ms), on a release build.
        print(f"latency-median-ms {median:.0f}")

        screenshot.parent.mkdir(parents=True, exist_ok=True)
        ActionChains(driver).move_to_element_with_offset(image, -image.size["width"] // 2 + 30,
                                                         -image.size["height"] // 2 + 16).perform()
        time.sleep(0.2)
        expect(driver.save_screenshot(str(screenshot)), "could not save the screenshot")
        print(f"ok  screenshot: {screenshot}")

        if soak:
            rss = next(int(l.split()[1]) for l in open(f"/proc/{server.pid}/status") if l.startswith("VmRSS"))
            print(f"ok  before {soak} saves the server's RSS is {rss} KiB")
            for index in range(soak):
                save(card, CARD.format(title=f"Soak {index}", color="#43A047"))
                time.sleep(0.13)
            time.sleep(0.5)
            rss = next(int(l.split()[1]) for l in open(f"/proc/{server.pid}/status") if l.startswith("VmRSS"))
            print(f"ok  after {soak} saves the server's RSS is {rss} KiB")
            print(f"rss-kib {rss}")

        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        expect(not errors, "console errors: " + "; ".join(e["message"] for e in errors))
        print("ok  no console errors")
    finally:
        if driver:
            driver.quit()
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            raise CheckFailed("the server did not stop within 5 s of Ctrl-C")
        shutil.rmtree(folder, ignore_errors=True)
    expect(code == 0, f"the server exited {code} on Ctrl-C")
    print("ok  Ctrl-C stops the server (exit 0)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("screenshot", type=pathlib.Path)
    parser.add_argument("--saves", type=int, default=20)
    parser.add_argument("--soak", type=int, default=0)
    arguments = parser.parse_args()
    try:
        run(arguments.binary, arguments.screenshot, arguments.saves, arguments.soak)
    except CheckFailed as failure:
        print(f"FAIL {failure}")
        sys.exit(1)


if __name__ == "__main__":
    main()

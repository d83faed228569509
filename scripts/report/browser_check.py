"""Drives a Layoutshot HTML report in headless Chromium (Selenium + Debian's chromedriver).

Usage: browser_check.py REPORT_DIR SCREENSHOT.png

The report must hold at least one failed snapshot with a diff, one new, one removed and one
passed snapshot. Prints one line per check; exits 1 with the failed check's message.
"""
import json
import pathlib
import shlex
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))  # scripts/: browser_page
from browser_page import CheckFailed, expect, start_browser, wait_for  # noqa: E402


def visible_items(driver):
    return [li for li in driver.find_elements(By.CSS_SELECTOR, "#list li") if li.is_displayed()]


def current_name(driver):
    return driver.find_element(By.ID, "title").text


def press(driver, key):
    driver.find_element(By.TAG_NAME, "body").send_keys(key)


def run(report_dir, screenshot):
    model = json.loads((report_dir / "report.json").read_text())
    counts = model["counts"]
    for status in ("failed", "new", "removed", "passed"):
        expect(counts[status] > 0, f"the test report needs a {status} snapshot; it has none")
    driver = start_browser(1440, 960)
    try:
        driver.get((report_dir / "index.html").resolve().as_uri())
        wait_for(lambda: driver.find_elements(By.ID, "title"), "the page drew no snapshot", timeout=3.0)
        print("ok  opened from file://:", driver.title)

        # Filters: passed snapshots start hidden; the buttons show and hide each status.
        review = counts["failed"] + counts["new"] + counts["removed"]
        expect(len(visible_items(driver)) == review, f"{len(visible_items(driver))} items shown at first, expected {review}")
        driver.find_element(By.CSS_SELECTOR, '[data-filter="passed"]').click()
        expect(len(visible_items(driver)) == review + counts["passed"], "the Passed filter did not show the passed snapshots")
        driver.find_element(By.CSS_SELECTOR, '[data-filter="failed"]').click()
        statuses = {li.get_attribute("data-status") for li in visible_items(driver)}
        expect("failed" not in statuses and len(visible_items(driver)) == counts["new"] + counts["removed"] + counts["passed"],
               f"the Failed filter did not hide the failed snapshots (shown: {sorted(statuses)})")
        driver.find_element(By.CSS_SELECTOR, '[data-filter="failed"]').click()
        driver.find_element(By.CSS_SELECTOR, '[data-filter="passed"]').click()
        print("ok  filters show and hide failed and passed snapshots")

        # Keyboard: j/k and the arrows move between the listed snapshots.
        names = [s["name"] for s in model["snapshots"] if s["status"] != "passed"]
        visible_items(driver)[0].find_element(By.TAG_NAME, "button").click()
        expect(current_name(driver) == names[0], f"first listed is {current_name(driver)!r}, expected {names[0]!r}")
        press(driver, "j")
        expect(current_name(driver) == names[1], f"j moved to {current_name(driver)!r}, expected {names[1]!r}")
        press(driver, Keys.ARROW_DOWN)
        expect(current_name(driver) == names[2], f"ArrowDown moved to {current_name(driver)!r}, expected {names[2]!r}")
        press(driver, "k")
        press(driver, "k")
        expect(current_name(driver) == names[0], f"k moved back to {current_name(driver)!r}, expected {names[0]!r}")
        print("ok  keyboard navigation: j, ArrowDown, k")

        # Views of a failed snapshot with a diff.
        failed = next(s for s in model["snapshots"] if s["status"] == "failed" and s["images"].get("diff"))
        driver.find_element(By.CSS_SELECTOR, f'#list button[data-index="{model["snapshots"].index(failed)}"]').click()
        expect(current_name(driver) == failed["name"], "clicking a list item did not select it")
        check_views(driver, failed)

        # Zoom keeps pixels crisp.
        driver.find_element(By.CSS_SELECTOR, '[data-view="side"]').click()
        driver.find_element(By.CSS_SELECTOR, '[data-zoom="2"]').click()
        image = driver.find_element(By.CSS_SELECTOR, "#stage img")
        natural = driver.execute_script("return arguments[0].naturalWidth", image)
        expect(image.size["width"] == natural * 2, f"zoom 2× drew {image.size['width']} px for a {natural} px image")
        rendering = driver.execute_script("return getComputedStyle(arguments[0]).imageRendering", image)
        expect(rendering == "pixelated", f"image-rendering is {rendering!r}")
        press(driver, "-")
        expect(driver.find_element(By.CSS_SELECTOR, "#stage img").size["width"] == natural, "the - key did not zoom out")
        print("ok  zoom 2× and back, image-rendering: pixelated")

        # Every picture of every snapshot loads.
        for index, snapshot in enumerate(model["snapshots"]):
            for path in [p for p in (snapshot["images"].get(k) for k in ("reference", "actual", "diff", "composite")) if p]:
                expect((report_dir / path).is_file(), f"{snapshot['name']}: {path} is missing from the report folder")
        broken = driver.execute_script(
            "return [...document.images].filter(i => i.complete && i.naturalWidth === 0).map(i => i.getAttribute('src'))")
        expect(not broken, f"broken images: {broken}")
        print("ok  every image path exists and the shown ones load")

        check_names_are_text(driver, model)
        check_approve_selection(driver, model, report_dir)

        errors = [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
        expect(not errors, "console errors: " + "; ".join(entry["message"] for entry in errors))
        print("ok  no console errors or warnings")

        # The screenshots a person looks at: the failed snapshot with the most layout changes,
        # side by side at 1×, then swiped halfway at 2×.
        richest = max((s for s in model["snapshots"] if s["status"] == "failed"), key=lambda s: len(s["changes"]))
        driver.find_element(By.CSS_SELECTOR, f'#list button[data-index="{model["snapshots"].index(richest)}"]').click()
        driver.find_element(By.CSS_SELECTOR, '[data-view="side"]').click()
        driver.find_element(By.CSS_SELECTOR, '[data-zoom="1"]').click()
        time.sleep(0.2)
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        expect(driver.save_screenshot(str(screenshot)), "could not save the screenshot")
        driver.find_element(By.CSS_SELECTOR, '[data-view="swipe"]').click()
        driver.find_element(By.CSS_SELECTOR, '[data-zoom="2"]').click()
        set_slider(driver, 50)
        time.sleep(0.2)
        driver.save_screenshot(str(screenshot.with_name(screenshot.stem + "-swipe.png")))
        print("ok  screenshot:", screenshot)
    finally:
        driver.quit()


def check_views(driver, snapshot):
    def stage_view():
        return driver.find_element(By.ID, "stage").get_attribute("data-view")

    for number, view in enumerate(["side", "swipe", "onion", "diff", "blink"], start=1):
        driver.find_element(By.CSS_SELECTOR, f'[data-view="{view}"]').click()
        expect(stage_view() == view, f"clicking {view} shows {stage_view()}")
        pressed = driver.find_element(By.CSS_SELECTOR, f'#views [data-view="{view}"]').get_attribute("aria-pressed")
        expect(pressed == "true", f"the {view} button is not marked as pressed")
        press(driver, "1")
        expect(stage_view() == "side", f"key 1 did not switch back to side by side from {view}")
        press(driver, str(number))
        expect(stage_view() == view, f"key {number} did not switch to {view}")
        images = [i.get_attribute("src") for i in driver.find_elements(By.CSS_SELECTOR, "#stage img")]
        if view == "side":
            expect(len(images) == 2, f"side by side shows {len(images)} images")
        elif view == "diff":
            expect(len(images) == 1 and images[0].endswith(snapshot["images"]["diff"]), f"diff shows {images}")
        elif view == "swipe":
            set_slider(driver, 20)
            clip = driver.find_element(By.ID, "over").value_of_css_property("clip-path")
            expect(clip.replace(" ", "") == "inset(0px0px0px20%)", f"swipe at 20 clips the actual with {clip!r}")
        elif view == "onion":
            set_slider(driver, 30)
            opacity = driver.find_element(By.ID, "over").value_of_css_property("opacity")
            expect(abs(float(opacity) - 0.3) < 0.01, f"onion skin at 30 gives opacity {opacity}")
        elif view == "blink":
            label = driver.find_element(By.ID, "blink-label")
            seen = {label.text}
            wait_for(lambda: seen.add(label.text) or len(seen) == 2, "blink never switched between reference and actual",
                     timeout=3.0)
    print("ok  views switch by click and by keys 1-5: side, swipe (clip), onion (opacity), diff, blink")


def check_names_are_text(driver, model):
    """Names, ids and texts come from pull requests: each listed snapshot's name, summary and
    changes must show as the text they are, and no payload in them may run. Hostile test runs
    carry payloads that set window.__layoutshotPwned if they ever execute."""
    driver.find_element(By.CSS_SELECTOR, '[data-filter="passed"]').click()
    try:
        buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, "#list button[data-index]") if b.is_displayed()]
        expect(len(buttons) == len(model["snapshots"]), f"{len(buttons)} of {len(model['snapshots'])} snapshots listed")
        for button in buttons:
            snapshot = model["snapshots"][int(button.get_attribute("data-index"))]
            button.click()
            shown = driver.find_element(By.ID, "title").get_attribute("textContent")
            expect(shown == snapshot["name"], f"the title shows {shown!r} for the snapshot {snapshot['name']!r}")
            summary = driver.find_element(By.ID, "summary").get_attribute("textContent")
            expect(summary == snapshot["summary"].replace("`", ""), f"the summary shows {summary!r} for {snapshot['summary']!r}")
            changes = [li.get_attribute("textContent") for li in driver.find_elements(By.CSS_SELECTOR, "#changes li")]
            expect(changes == [c.replace("`", "") for c in snapshot["changes"]], f"the changes show {changes!r}")
            ran = driver.execute_script("return window.__layoutshotPwned === undefined ? null : String(window.__layoutshotPwned)")
            expect(ran is None, f"a payload ran (window.__layoutshotPwned = {ran}) showing {snapshot['name']!r}")
        handlers = driver.execute_script(
            "return [...document.querySelectorAll('*')].flatMap(e => [...e.attributes].map(a => a.name))"
            ".filter(n => n.startsWith('on'))")
        expect(not handlers, f"elements carry event-handler attributes: {handlers}")
        scripts = driver.execute_script("return document.scripts.length")
        expect(scripts == 3, f"the page has {scripts} script elements, expected its own 3 (model, approve names, code)")
    finally:
        driver.find_element(By.CSS_SELECTOR, '[data-filter="passed"]').click()
    print("ok  names, summaries and changes show as text; no payload ran")


def check_approve_selection(driver, model, report_dir):
    """Ticking snapshots shows the approve comment and command for them, each with a copy button."""
    approvable = [i for i, s in enumerate(model["snapshots"]) if s["status"] in ("failed", "new")]
    boxes = driver.find_elements(By.CSS_SELECTOR, "#list input[data-tick]")
    expect([int(b.get_attribute("data-tick")) for b in boxes] == approvable,
           "a tick box for each failed and new snapshot, and only those")
    expect(not driver.find_element(By.ID, "approve").is_displayed(), "the approve panel shows with nothing ticked")
    for box in boxes:
        box.click()
    # A shell (and the approve workflow, through xargs) reads back exactly the ticked names.
    names = [model["snapshots"][i]["name"] for i in approvable]
    comment = driver.find_element(By.CSS_SELECTOR, '[data-approve="comment"]').text
    command = driver.find_element(By.CSS_SELECTOR, '[data-approve="command"]').text
    expect(shlex.split(comment) == ["/layoutshot", "approve"] + names, f"the comment for the ticked snapshots: {comment}")
    expect(shlex.split(command) == ["layoutshot", "approve"] + names + ["--from", report_dir.resolve().name],
           f"the command for the ticked snapshots: {command}")
    for key in ("comment", "command"):
        button = driver.find_element(By.CSS_SELECTOR, f'[data-copy="{key}"]')
        button.click()
        wait_for(lambda: button.text == "Copied", f"the {key}'s copy button did not copy")
    boxes[0].click()
    comment = driver.find_element(By.CSS_SELECTOR, '[data-approve="comment"]').text
    expect(shlex.split(comment)[2:] == names[1:], f"unticking leaves the rest: {comment}")
    for box in boxes[1:]:
        box.click()
    expect(not driver.find_element(By.ID, "approve").is_displayed(), "the approve panel stays with nothing ticked")
    print("ok  ticked snapshots give the /layoutshot approve comment and the layoutshot approve command, each copied")


def set_slider(driver, value):
    slider = driver.find_element(By.ID, "slider")
    driver.execute_script(
        "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input', {bubbles: true}))", slider, value)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: browser_check.py REPORT_DIR SCREENSHOT.png")
    try:
        run(pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]))
    except CheckFailed as failure:
        sys.exit(f"FAIL {failure}")

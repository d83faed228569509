"""What the browser checks share (scripts/report/ and scripts/preview/): headless Chromium
through Debian's chromedriver, and the check vocabulary, `expect` and `wait_for`."""
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException


class CheckFailed(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise CheckFailed(message)


def wait_for(predicate, message, timeout=5.0):
    """Polls `predicate` until it returns something truthy, and returns that."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            value = predicate()
        except StaleElementReferenceException:
            # A list rebuilt under the check (fixtures added or removed): look again.
            value = None
        if value:
            return value
        time.sleep(0.01)
    raise CheckFailed(message)


def start_browser(width, height, extra_arguments=()):
    """Headless Chromium at a fixed window size and scale, so screenshots are comparable;
    `extra_arguments` are more command-line flags (a host mapped to a local server)."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1",
                     "--hide-scrollbars", *extra_arguments):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)

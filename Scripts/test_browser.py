#!/usr/bin/python3
"""The zoomable sheet's page in a real browser (issue 38), run by Scripts/test-browser.

    test_browser.py TESSERA_BINARY

Makes a Deep Zoom sheet (JPEG tiles) of SampleImages with labels, the PNG sheet of the same
options for reference and an IIIF sheet, serves them from a loopback HTTP server started here
(every request recorded) and drives headless Chromium through Selenium and chromedriver, all
Debian's (chromium, chromium-driver, python3-selenium, python3-pil). One line per step passed;
on the first failure a message saying what was expected and what was seen, exit status 1.
The server, the browser and the temporary folder are gone when it returns (the folder is kept
when TESSERA_BROWSER_KEEP is set).

The steps (a–j) are listed in Scripts/test-browser; the thresholds and what they were measured
at are beside their constants below. The window is 1024×768 at device scale factor 1.

Waits are explicit: conditions polled in the page (every tile of the current zoom loaded and
faded in, no animation running, the map's `moveend` after a flight, pan or zoom), never fixed
sleeps; each condition has WAIT seconds.
"""
import io, math, os, shutil, signal, subprocess, sys, tempfile, threading, time, traceback, urllib.parse
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

from PIL import Image, ImageChops, ImageStat
from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM, CHROMEDRIVER = '/usr/bin/chromium', '/usr/bin/chromedriver'
WINDOW = (1024, 768)        # the viewport, CSS pixels = device pixels (scale factor 1)
TILE = 254                  # Deep Zoom tile side (tessera's default)
PATCH = 16                  # step b compares the (2·PATCH)² pixels around a photo's centre
# Step b's JPEG tolerance (tiles at quality 90, tessera's default): the patch's PSNR against the
# PNG sheet. Measured 30.7 dB at the 5th photo's centre (a detailed spot: mean |Δ| 5.6); the same
# patch one pixel off measures 19–23 dB, so 27 dB tells a misplaced tile from JPEG's loss.
PATCH_PSNR = 27.0
# Against the tile's own JPEG decoded by PIL the screen must be the same pixels but for the
# decoders' rounding: the largest difference allowed (0–255).
DECODER_MAX = 3
# Step e: PSNR of the screenshot against the PNG sheet reduced 2×2 (box filter). Measured
# 34.6 dB (the level-11 JPEG tiles decoded by PIL measure the same against it); one pixel off
# measures 21.9 dB.
PSNR_MIN = 32.0
WAIT = 20                   # seconds any one condition may take


class Failure(Exception):
    pass


started = time.monotonic()


def say(text):
    print(f'test-browser [{time.monotonic() - started:4.1f} s]: {text}', flush=True)


class Step:
    """`with Step('a', 'what'):` prints a line when the block passes, names the step when it fails."""
    def __init__(self, key, title):
        self.key, self.title = key, title

    def __enter__(self):
        return self

    def __exit__(self, kind, error, trace):
        if kind is None:
            say(f'PASS {self.key}. {self.title}')
            return False
        if issubclass(kind, (Failure, WebDriverException, AssertionError)):
            message = error.msg if isinstance(error, WebDriverException) and error.msg else str(error)
            if isinstance(error, TimeoutException):
                message = 'timed out: ' + message
            raise Failure(f'step {self.key} ({self.title}): {message}') from error
        return False


def check(condition, message):
    if not condition:
        raise Failure(message)


# --- the server -------------------------------------------------------------------------------

class Server:
    """A static server of `root` on 127.0.0.1 at a free port, in a thread; `log` holds (path, status)."""
    def __init__(self, root):
        self.log, self.lock = [], threading.Lock()
        server = self

        class Handler(SimpleHTTPRequestHandler):
            def log_request(self, code='-', size='-'):
                # Called by send_response, before the body: a file is in the log before the
                # browser has it.
                path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
                code = getattr(code, 'value', code)
                with server.lock:
                    server.log.append((path, int(code) if str(code).isdigit() else 0))

            def log_message(self, *args):
                pass

            def end_headers(self):
                # Nothing from the browser's cache: every tile shown is a request in the log.
                self.send_header('Cache-Control', 'no-store')
                super().end_headers()

        self.httpd = ThreadingHTTPServer(('127.0.0.1', 0), partial(Handler, directory=root))
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path):
        return f'http://127.0.0.1:{self.port}/{path}'

    def requests(self):
        with self.lock:
            return list(self.log)

    def mark(self):
        with self.lock:
            return len(self.log)

    def since(self, mark):
        with self.lock:
            return self.log[mark:]

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


# --- the page -----------------------------------------------------------------------------------

# Whether the tiles in view are all loaded and shown: Leaflet is not loading, every tile of the
# current zoom is loaded and faded in (Leaflet fades tiles in over 200 ms), no animation runs.
# Tiles of another zoom may stay under the current ones (Leaflet keeps them after an animated zoom
# past the deepest level): they are counted, not waited for — the current level is drawn above.
# Returns [settled, what is missing, broken images]. Reads Leaflet's internals (_tiles and their
# current/loaded/active, _animatingZoom, _panAnim), which 1.6–1.9 share.
SETTLED_JS = """
var t = window.tessera; if (!t) return [false, 'no window.tessera', []];
var map = t.map, tiles = t.tiles, held = tiles._tiles, pending = 0, old = 0, fading = 0, broken = [];
for (var key in held) {
  var tile = held[key];
  if (!tile.current) old++;
  else if (!tile.loaded) pending++;
  else if (!tile.active) fading++;
}
var images = document.querySelectorAll('.leaflet-tile img');
for (var i = 0; i < images.length; i++) {
  var image = images[i];
  if (!image.complete) pending++;
  else if (!image.naturalWidth) broken.push(image.getAttribute('src'));
}
var moving = !!(map._animatingZoom || (map._panAnim && map._panAnim._inProgress));
var settled = !tiles.isLoading() && !pending && !fading && !moving && images.length > 0;
return [settled, 'loading=' + tiles.isLoading() + ' pending=' + pending + ' old=' + old + ' fading=' + fading +
        ' moving=' + moving + ' images=' + images.length, broken];
"""


def wait_settled(driver, what):
    state = {}

    def settled(d):
        state['last'] = d.execute_script(SETTLED_JS)
        return state['last'][0] or bool(state['last'][2])
    try:
        WebDriverWait(driver, WAIT, poll_frequency=0.05).until(settled)
    except TimeoutException:
        raise Failure(f'{what}: the tiles did not settle in {WAIT} s ({state.get("last", [0, "no state"])[1]})')
    broken = state['last'][2]
    check(not broken, f'{what}: tile images failed to load: {", ".join(broken[:5])}')
    # Two animation frames, so what was set is painted before a screenshot.
    driver.execute_async_script(
        'var done = arguments[0]; requestAnimationFrame(function () { requestAnimationFrame(function () { done(); }); });')


def arm_moveend(driver):
    """Counts the map's moveend events from now on (window.__moveends)."""
    driver.execute_script("""
        window.__moveends = 0;
        if (!window.__moveendHooked) { window.__moveendHooked = true;
          tessera.map.on('moveend', function () { window.__moveends++; }); }""")


def wait_moveend(driver, what, settle=True):
    try:
        WebDriverWait(driver, WAIT, poll_frequency=0.05).until(
            lambda d: d.execute_script('return window.__moveends > 0'))
    except TimeoutException:
        raise Failure(f'{what}: the map did not end a move in {WAIT} s')
    if settle:
        wait_settled(driver, what)


def view(driver):
    """The map's zoom, its centre in full-resolution pixels and its size."""
    return driver.execute_script("""
        var t = tessera, c = t.pixel(t.map.getCenter()), s = t.map.getSize();
        return {zoom: t.map.getZoom(), x: c.x, y: c.y, width: s.x, height: s.y};""")


def set_view(driver, x, y, zoom, what):
    """Centres the map on full-resolution pixel (x, y) at `zoom`, without animation, and waits."""
    driver.execute_script('tessera.map.setView(tessera.point(arguments[0], arguments[1]), arguments[2], {animate: false});',
                          x, y, zoom)
    wait_settled(driver, what)


def on_screen(driver, x, y):
    """The container (= viewport) point of full-resolution pixel (x, y)."""
    p = driver.execute_script('var p = tessera.map.latLngToContainerPoint(tessera.point(arguments[0], arguments[1]));'
                              'return [p.x, p.y];', x, y)
    return p[0], p[1]


def screenshot(driver):
    image = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert('RGB')
    check(image.size == WINDOW, f'a screenshot is {image.size[0]}×{image.size[1]}, not the window\'s '
                                f'{WINDOW[0]}×{WINDOW[1]} (device scale factor not 1?)')
    return image


def move_mouse(driver, x, y):
    action = ActionBuilder(driver)
    action.pointer_action.move_to_location(int(x), int(y))
    action.perform()


def click_at(driver, x, y):
    action = ActionBuilder(driver)
    action.pointer_action.move_to_location(int(x), int(y))
    action.pointer_action.click()
    action.perform()


def wait_for(driver, condition, message, timeout=WAIT):
    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.05).until(condition)
    except TimeoutException:
        raise Failure(message() if callable(message) else message)


def compare(a, b):
    """PSNR (dB), mean and largest absolute difference of two RGB images of a size."""
    difference = ImageChops.difference(a, b)
    return psnr(a, b), sum(ImageStat.Stat(difference).mean) / 3, max(high for _, high in difference.getextrema())


def psnr(a, b):
    difference = ImageChops.difference(a, b)
    mse = sum(v * v for v in ImageStat.Stat(difference).rms) / 3
    return float('inf') if mse == 0 else 10 * math.log10(255 * 255 / mse)


def browser_errors(driver):
    """The page's console errors, but for the favicon Chromium asks for."""
    return [entry['message'] for entry in driver.get_log('browser')
            if entry.get('level') == 'SEVERE' and 'favicon.ico' not in entry.get('message', '')]


def failed_requests(log):
    return [(path, status) for path, status in log if status >= 400 and not path.endswith('/favicon.ico')]


def make_driver(profile):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ('--headless=new', '--no-sandbox', '--force-device-scale-factor=1', '--disable-gpu',
                     '--disable-dev-shm-usage', '--no-first-run', '--no-default-browser-check', '--no-proxy-server',
                     '--disable-extensions', '--disable-background-networking', '--hide-scrollbars',
                     '--mute-audio', f'--user-data-dir={profile}', f'--window-size={WINDOW[0]},{WINDOW[1]}'):
        options.add_argument(argument)
    options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
    service = Service(CHROMEDRIVER, log_path=os.devnull)
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(WAIT)
    driver.set_script_timeout(WAIT)
    # The viewport must be WINDOW exactly: --window-size sets it in headless mode; if a platform
    # counts the window's frame, grow the window by the difference.
    inner = driver.execute_script('return [window.innerWidth, window.innerHeight];')
    if tuple(inner) != WINDOW:
        size = driver.get_window_size()
        driver.set_window_size(size['width'] + WINDOW[0] - inner[0], size['height'] + WINDOW[1] - inner[1])
    return driver


def open_page(driver, url, what):
    driver.get(url)
    wait_for(driver, lambda d: d.execute_script('return !!(window.tessera && window.tessera.map)'),
             f'{what}: window.tessera is not defined after the page loaded ({url}); console: {browser_errors(driver)}')
    inner = driver.execute_script('return [window.innerWidth, window.innerHeight];')
    check(tuple(inner) == WINDOW, f'the viewport is {inner[0]}×{inner[1]}, not {WINDOW[0]}×{WINDOW[1]}')
    wait_settled(driver, what)


# --- the test -----------------------------------------------------------------------------------

def run(tessera, repo, work):
    www = os.path.join(work, 'www')
    # The photos are copied beside the sheets so the page's relative links to the originals stay
    # inside the served folder (tessera writes them relative to the page, symbolic links resolved).
    shutil.copytree(os.path.join(repo, 'SampleImages'), os.path.join(www, 'SampleImages'))
    os.makedirs(os.path.join(www, 'sheet'))
    os.makedirs(os.path.join(www, 'iiif'))
    cache = os.path.join(work, 'cache')

    def sheet(*arguments):
        command = [tessera, 'sheet', os.path.join(www, 'SampleImages'), '--labels', '--quiet', '--cache', cache,
                   *arguments]
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        check(done.returncode == 0, f'{" ".join(command)} exited with {done.returncode}:\n{done.stdout}')

    with Step('0', 'sheets made: Deep Zoom (sheet/s.dzi, s.html), the PNG of the same options, IIIF (iiif/i.html)'):
        sheet('-o', os.path.join(www, 'sheet', 's.dzi'))
        sheet('-o', os.path.join(work, 's.png'))
        sheet('--format', 'iiif', '-o', os.path.join(www, 'iiif', 'i'))
        for path in ('sheet/s.dzi', 'sheet/s.html', 'sheet/s_files', 'sheet/leaflet/leaflet.js', 'iiif/i.html', 'iiif/i'):
            check(os.path.exists(os.path.join(www, path)), f'{path} was not written')
    reference = Image.open(os.path.join(work, 's.png')).convert('RGB')

    server = Server(www)
    driver = None
    try:
        driver = make_driver(os.path.join(work, 'chromium-profile'))
        say(f'serving {www} at {server.url("")}; {driver.capabilities.get("browserVersion", "?")} '
            f'with {driver.capabilities.get("chrome", {}).get("chromedriverVersion", "?").split(" ")[0]}')
        steps(driver, server, work, reference)
    except Failure:
        if driver is not None and os.environ.get('TESSERA_BROWSER_KEEP'):
            try:
                driver.save_screenshot(os.path.join(work, 'failure.png'))
            except WebDriverException:
                pass
        raise
    finally:
        if driver is not None:
            try:
                driver.quit()
            except Exception as error:  # the browser is gone already: nothing left to stop
                say(f'(quitting the browser: {error})')
        server.stop()


def steps(driver, server, work, reference):
    www = os.path.join(work, 'www')
    # a. The page loads and shows its first tiles.
    with Step('a', 'the page loads, window.tessera exists, its first tiles load'):
        open_page(driver, server.url('sheet/s.html'), 'the first view')
        data = driver.execute_script('var s = tessera.sheet; return {width: s.width, height: s.height, tileSize: s.tileSize,'
                                     ' overlap: s.overlap,'
                                     ' photos: s.photos, sections: s.sections, full: tessera.fullZoom};')
        W, H, full = data['width'], data['height'], data['full']
        photos, sections, overlap = data['photos'], data['sections'], data['overlap']
        check((W, H) == reference.size, f'the page says the sheet is {W}×{H}, the PNG is {reference.size[0]}×{reference.size[1]}')
        check((data['tileSize'], overlap) == (TILE, 1), f'tile size {data["tileSize"]}, overlap {overlap}; expected {TILE}, 1')
        check(full == math.ceil(math.log2(max(W, H))), f'fullZoom {full} is not ⌈log₂ {max(W, H)}⌉')
        check(len(photos) == 21, f'{len(photos)} photos in the page\'s data, expected 21')
        check(len(sections) == 3, f'{len(sections)} sections in the page\'s data, expected 3')
        errors = browser_errors(driver)
        check(not errors, f'console errors: {errors}')
        check(not failed_requests(server.requests()), f'failed requests: {failed_requests(server.requests())}')

    # b. The deepest level, centred on the 5th photo: its tile is asked for, its pixels are the PNG's.
    chosen = photos[4]
    cx, cy = chosen[0] + chosen[2] / 2, chosen[1] + chosen[3] / 2
    X, Y = int(cx), int(cy)
    with Step('b', f'deepest zoom ({full}) on {chosen[4]}: tile requested, pixels match the PNG sheet'):
        mark = server.mark()
        set_view(driver, X, Y, full, f'zoom {full} on {chosen[4]}')
        tile = f'/sheet/s_files/{full}/{X // TILE}_{Y // TILE}.jpg'
        asked = [entry for entry in server.since(mark) if entry[0] == tile]
        check(asked, f'the server was not asked for {tile} (asked: {[p for p, _ in server.since(mark)][:12]})')
        check(asked[-1][1] == 200, f'{tile} was answered {asked[-1][1]}')
        sx, sy = on_screen(driver, X, Y)
        check(abs(sx - round(sx)) < 1e-6 and abs(sy - round(sy)) < 1e-6,
              f'pixel ({X}, {Y}) is at a fractional screen point ({sx}, {sy})')
        sx, sy = int(round(sx)), int(round(sy))
        check(PATCH <= sx <= WINDOW[0] - PATCH and PATCH <= sy <= WINDOW[1] - PATCH,
              f'the photo\'s centre is off screen at ({sx}, {sy})')
        shot = screenshot(driver).crop((sx - PATCH, sy - PATCH, sx + PATCH, sy + PATCH))
        expected = reference.crop((X - PATCH, Y - PATCH, X + PATCH, Y + PATCH))
        figure, mean, largest = compare(shot, expected)
        say(f'   {2 * PATCH}×{2 * PATCH} px around ({X}, {Y}) against the PNG sheet: PSNR {figure:.1f} dB '
            f'(threshold {PATCH_PSNR}), mean |Δ| {mean:.2f}, max |Δ| {largest}')
        check(figure >= PATCH_PSNR, f'the screen around ({X}, {Y}) is not the PNG sheet\'s pixels: PSNR {figure:.1f} dB '
                                    f'< {PATCH_PSNR} dB (mean |Δ| {mean:.2f}, max |Δ| {largest})')
        # The tile itself, decoded here: where the patch lies in it (Deep Zoom's overlap before it).
        col, row = X // TILE, Y // TILE
        tx0, ty0 = col * TILE - (overlap if col else 0), row * TILE - (overlap if row else 0)
        check((X - PATCH) // TILE == col == (X + PATCH - 1) // TILE and (Y - PATCH) // TILE == row == (Y + PATCH - 1) // TILE,
              f'the patch around ({X}, {Y}) crosses a tile edge; pick another photo')
        decoded = Image.open(os.path.join(www, tile.lstrip('/'))).convert('RGB')
        _, _, largest = compare(shot, decoded.crop((X - PATCH - tx0, Y - PATCH - ty0, X + PATCH - tx0, Y + PATCH - ty0)))
        say(f'   against {tile} decoded by PIL: max |Δ| {largest} (allowed {DECODER_MAX})')
        check(largest <= DECODER_MAX, f'the screen around ({X}, {Y}) is not {tile}\'s pixels: max |Δ| {largest} > {DECODER_MAX}')

    # c. Hovering the photo names it.
    with Step('c', f'hovering {chosen[4]} shows its name in #info'):
        move_mouse(driver, sx, sy)
        wait_for(driver, lambda d: d.execute_script(
            "var i = document.getElementById('info'), n = i.querySelector('.name');"
            "return !i.hidden && n && n.textContent === arguments[0];", chosen[4]),
            lambda: f'#info does not show {chosen[4]!r} (it shows {info_text(driver)!r})')
        link = driver.execute_script("var a = document.querySelector('#info a'); return a && a.getAttribute('href');")
        check(link == chosen[6], f'#info links to {link!r}, not {chosen[6]!r}')

    # d. Search flies to a photo; an unknown name says so.
    target_index = 10
    target = photos[target_index]
    tx, ty = target[0] + target[2] / 2, target[1] + target[3] / 2
    with Step('d', f'searching {target[4]!r} + Enter flies to it and shows it; an unknown name is reported'):
        box = driver.find_element(By.ID, 'search')
        ActionChains(driver).click(box).perform()      # the pointer leaves the map for the panel
        box.clear()
        arm_moveend(driver)
        box.send_keys(target[4], Keys.ENTER)
        wait_moveend(driver, f'the flight to {target[4]}')
        v = view(driver)
        tolerance = max(2.0, 2 ** (full - v['zoom']))  # a screen pixel at that zoom, in full-res pixels
        distance = math.hypot(v['x'] - tx, v['y'] - ty)
        say(f'   the map is at zoom {v["zoom"]}, centre ({v["x"]:.1f}, {v["y"]:.1f}); {target[4]}\'s centre '
            f'({tx:.1f}, {ty:.1f}) is {distance:.2f} px away (allowed {tolerance:g})')
        check(distance <= tolerance, f'the map\'s centre ({v["x"]:.1f}, {v["y"]:.1f}) is {distance:.1f} px from '
                                     f'{target[4]}\'s centre ({tx:.1f}, {ty:.1f}); allowed {tolerance:g}')
        left, top = on_screen(driver, target[0], target[1])
        right, bottom = on_screen(driver, target[0] + target[2], target[1] + target[3])
        check(left >= 0 and top >= 0 and right <= WINDOW[0] and bottom <= WINDOW[1],
              f'{target[4]} is not wholly in view: ({left:.0f}, {top:.0f})–({right:.0f}, {bottom:.0f})')
        check(info_text(driver) == target[4], f'#info shows {info_text(driver)!r}, not {target[4]!r}')
        result = driver.find_element(By.ID, 'search-result').text
        check(result == '', f'#search-result says {result!r} after a name that exists')
        missing = 'no-such-photo-38'
        box.clear()
        box.send_keys(missing, Keys.ENTER)
        wait_for(driver, lambda d: missing in d.find_element(By.ID, 'search-result').text,
                 lambda: f'#search-result says {driver.find_element(By.ID, "search-result").text!r} '
                         f'after {missing!r}, not a message naming it')
        say(f'   #search-result: {driver.find_element(By.ID, "search-result").text!r}')

    # e. A known view against the PNG reduced 2×2.
    zoom = full - 1
    with Step('e', f'the view at zoom {zoom} matches the PNG sheet reduced 2×2 (PSNR ≥ {PSNR_MIN} dB)'):
        # Only the tiles: the panel, #info, Leaflet's zoom buttons and the photo outline hidden,
        # the pointer parked left of the sheet (where no photo is).
        move_mouse(driver, 1, WINDOW[1] - 1)
        driver.execute_script("""
            tessera.show(-1);
            for (var s of ['#panel', '#info', '.leaflet-control-container', '.leaflet-overlay-pane'])
              document.querySelector(s).style.visibility = 'hidden';""")
        # The sheet's top-left at the map's top-left: centre at half the map's size, at half scale.
        # When the map at this zoom is wider or taller than Leaflet's padded max bounds allow,
        # Leaflet centres the sheet that way instead: whatever it does, the comparison uses the
        # view's real origin.
        set_view(driver, WINDOW[0], WINDOW[1], zoom, f'the view at zoom {zoom}')
        ox, oy = on_screen(driver, 0, 0)
        check(abs(ox - round(ox)) < 1e-6 and abs(oy - round(oy)) < 1e-6, f'the sheet\'s origin is at a fractional '
                                                                          f'screen point ({ox}, {oy})')
        ox, oy = int(round(ox)), int(round(oy))
        half = reference.resize((W // 2, H // 2), Image.BOX)
        # The visible part of the sheet, in screen pixels.
        left, top = max(0, ox), max(0, oy)
        right, bottom = min(WINDOW[0], ox + half.width), min(WINDOW[1], oy + half.height)
        check(right - left >= 256 and bottom - top >= 256, f'too little of the sheet in view: ({left}, {top})–({right}, {bottom})')
        whole = screenshot(driver)
        whole.save(os.path.join(work, 'step-e.png'))
        shot = whole.crop((left, top, right, bottom))
        expected = half.crop((left - ox, top - oy, right - ox, bottom - oy))
        figure = psnr(shot, expected)
        say(f'   sheet origin on screen ({ox}, {oy}); {right - left}×{bottom - top} px compared: PSNR {figure:.2f} dB '
            f'(threshold {PSNR_MIN} dB)')
        # The same screenshot one pixel off must be clearly worse (the comparison sees misplacement).
        shifted = psnr(screenshot(driver).crop((left + 1, top, right + 1, bottom)), expected) if right < WINDOW[0] else None
        if shifted is not None:
            say(f'   (one pixel to the side: {shifted:.2f} dB)')
        check(figure >= PSNR_MIN, f'PSNR {figure:.2f} dB < {PSNR_MIN} dB against the reduced PNG sheet')
        driver.execute_script("""
            for (var s of ['#panel', '#info', '.leaflet-control-container', '.leaflet-overlay-pane'])
              document.querySelector(s).style.visibility = '';""")

    # f. Keyboard: + and - zoom by one, arrows pan.
    with Step('f', "keyboard on the focused map: '+' / '-' zoom by one, arrow keys pan"):
        set_view(driver, W / 2, H / 2, full - 1, 'the keyboard\'s starting view')
        driver.execute_script('tessera.map.getContainer().focus();')
        check(driver.execute_script('return document.activeElement === tessera.map.getContainer();'),
              'the map cannot take the focus')
        # '+' as a US keyboard types it (Shift and '=': keyCode 187, shiftKey set), '-', and the
        # numeric keypad's + and - (keyCodes 107, 109, no Shift).
        for key, name, change in (('+', "'+'", 1), ('-', "'-'", -1), (Keys.ADD, 'keypad +', 1),
                                  (Keys.SUBTRACT, 'keypad -', -1)):
            before = view(driver)['zoom']
            arm_moveend(driver)
            ActionChains(driver).send_keys(key).perform()
            wait_moveend(driver, f'the zoom after {name}', settle=False)
            after = view(driver)['zoom']
            check(after == before + change, f'{name} took the zoom from {before} to {after}, not {before + change}')
            wait_settled(driver, f'the zoom after {name}')
        # Arrows at the deepest zoom, where the view is narrower than the sheet (Leaflet keeps the
        # view inside the page's max bounds: at zoom {full - 1} it cannot pan sideways).
        set_view(driver, W / 2, H / 2, full, 'the arrow keys\' starting view')
        for key, name, dx, dy in ((Keys.ARROW_RIGHT, 'right', 1, 0), (Keys.ARROW_LEFT, 'left', -1, 0),
                                  (Keys.ARROW_DOWN, 'down', 0, 1), (Keys.ARROW_UP, 'up', 0, -1)):
            before = view(driver)
            arm_moveend(driver)
            ActionChains(driver).send_keys(key).perform()
            wait_moveend(driver, f'the pan after {name}')
            after = view(driver)
            scale = 2 ** (full - after['zoom'])
            mx, my = (after['x'] - before['x']) / scale, (after['y'] - before['y']) / scale  # screen pixels
            check(after['zoom'] == before['zoom'] and mx * dx + my * dy >= 40 and abs(mx * dy) + abs(my * dx) < 1,
                  f'arrow {name} moved the centre by ({mx:.1f}, {my:.1f}) screen px at zoom {after["zoom"]}')
        say(f'   arrow keys pan by {abs(mx * dx + my * dy):.0f} screen px')

    # g. A click on a photo opens its original.
    with Step('g', f'clicking {chosen[4]} opens its original ({chosen[6]})'):
        set_view(driver, X, Y, full - 1, f'the view of {chosen[4]} to click')
        sx, sy = on_screen(driver, X, Y)
        home = driver.current_window_handle
        handles = set(driver.window_handles)
        mark = server.mark()
        click_at(driver, sx, sy)
        wait_for(driver, lambda d: len(d.window_handles) > len(handles),
                 f'no new window opened after clicking {chosen[4]} at ({sx:.0f}, {sy:.0f})')
        opened = (set(driver.window_handles) - handles).pop()
        driver.switch_to.window(opened)
        wanted = urllib.parse.urljoin(server.url('sheet/s.html'), chosen[6])
        wait_for(driver, lambda d: d.current_url == wanted,
                 lambda: f'the new window shows {driver.current_url!r}, not {wanted!r}')
        path = urllib.parse.unquote(urllib.parse.urlsplit(wanted).path)
        wait_for(driver, lambda d: any(p == path for p, _ in server.since(mark)),
                 f'the server was not asked for {path}')
        statuses = [status for p, status in server.since(mark) if p == path]
        check(statuses[-1] == 200, f'{path} was answered {statuses[-1]}')
        say(f'   new window at {driver.current_url} (served: {statuses[-1]})')
        driver.close()
        driver.switch_to.window(home)

    # h. Sections: one button each; a click brings its header to the top of the view, its start
    # (where the title is) on screen — from the zoom that fits the sheet's width and from the deepest.
    with Step('h', f'{len(sections)} section buttons; each brings its header, title first, to the top of the view'):
        buttons = driver.find_elements(By.CSS_SELECTOR, '#sections button')
        titles = [button.text for button in buttons]
        check(titles == [section[4] for section in sections],
              f'the section list is {titles}, the data has {[s[4] for s in sections]}')
        width_zoom = full + math.floor(math.log2(WINDOW[0] / W))
        control = driver.execute_script("var r = document.querySelector('.leaflet-control-zoom').getBoundingClientRect();"
                                        "return [r.right, r.bottom];")
        for start in (width_zoom, full):
            set_view(driver, W / 2, H - 10, start, f'the start of the sections\' check at zoom {start}')
            for index in (1, 0, 2):
                section = sections[index]
                arm_moveend(driver)
                buttons[index].click()
                wait_moveend(driver, f'the flight to section {section[4]!r}')
                v = view(driver)
                scale = 2 ** (v['zoom'] - full)
                # The page's own rule: the header at the top unless the view would pass the sheet's bottom.
                h2 = v['height'] / 2 / scale
                centre = min(max(section[1] + h2, 0), max(H - h2, H / 2))
                expected_top = (section[1] - (centre - h2)) * scale
                left, top = on_screen(driver, section[0], section[1])
                right, bottom = on_screen(driver, section[0] + section[2], section[1] + section[3])
                where = f'from zoom {start}, section {section[4]!r} (header {section[2]}×{section[3]} px at ' \
                        f'({section[0]}, {section[1]})), now at zoom {v["zoom"]}'
                check(v['zoom'] == max(start, width_zoom), f'{where}: zoom {v["zoom"]}, expected {max(start, width_zoom)}')
                check(abs(top - expected_top) <= 1.5, f'{where}: the header\'s top is at {top:.1f} px, expected {expected_top:.1f}')
                check(left >= 0 and bottom <= WINDOW[1] and (right <= WINDOW[0] or right - left > WINDOW[0]),
                      f'{where}: the header\'s start (its title) is not in view: it spans ({left:.0f}, {top:.0f})–'
                      f'({right:.0f}, {bottom:.0f}) on a {WINDOW[0]}×{WINDOW[1]} screen')
                check(left >= control[0] or top >= control[1],
                      f'{where}: the header\'s start (its title) is under the zoom buttons: header at ({left:.0f}, '
                      f'{top:.0f}), buttons to ({control[0]:.0f}, {control[1]:.0f})')
                say(f'   from zoom {start}: {section[4]} header at ({left:.0f}, {top:.0f}) at zoom {v["zoom"]}')

    # i. The same page from a file.
    with Step('i', 'the page opened as a file:// URL loads its tiles'):
        url = 'file://' + urllib.parse.quote(os.path.join(www, 'sheet', 's.html'))
        mark = server.mark()
        open_page(driver, url, 'the page as a file')
        set_view(driver, X, Y, full, 'the page as a file, deepest zoom')
        count = driver.execute_script("return document.querySelectorAll('.leaflet-tile img').length;")
        source = driver.execute_script("return document.querySelector('.leaflet-tile img').src;")
        check(source.startswith('file://'), f'a tile\'s URL is {source}, not a file URL')
        check(not server.since(mark), f'the page as a file asked the server for {server.since(mark)[:3]}')
        errors = browser_errors(driver)
        check(not errors, f'console errors: {errors}')
        say(f'   {count} tiles shown from file:// URLs')

    # j. IIIF: the same checks of the first view and the deepest zoom, with IIIF's URLs.
    with Step('j', 'the IIIF page (iiif/i.html) loads its tiles without errors, its deepest zoom shows the PNG\'s pixels'):
        mark = server.mark()
        open_page(driver, server.url('iiif/i.html'), 'the IIIF page')
        iiif = driver.execute_script('return {full: tessera.fullZoom, tileSize: tessera.sheet.tileSize, '
                                     'layout: tessera.sheet.layout};')
        check(iiif['layout'] == 'iiif', f'the IIIF page\'s layout is {iiif["layout"]!r}')
        set_view(driver, X, Y, iiif['full'], 'the IIIF page at its deepest zoom')
        side = iiif['tileSize']
        tile = '/iiif/' + driver.execute_script('return tessera.tileURL(arguments[0], arguments[1], arguments[2]);',
                                                iiif['full'], X // side, Y // side)
        asked = [status for path, status in server.since(mark) if path == tile]
        check(asked and asked[-1] == 200, f'{tile} (the tile of ({X}, {Y})) was not served (asked: {asked})')
        sx, sy = (int(round(c)) for c in on_screen(driver, X, Y))
        shot = screenshot(driver).crop((sx - PATCH, sy - PATCH, sx + PATCH, sy + PATCH))
        figure, mean, largest = compare(shot, reference.crop((X - PATCH, Y - PATCH, X + PATCH, Y + PATCH)))
        check(figure >= PATCH_PSNR, f'the IIIF page around ({X}, {Y}) is not the PNG sheet\'s pixels: PSNR {figure:.1f} dB '
                                    f'< {PATCH_PSNR} dB')
        set_view(driver, W / 2, H / 2, iiif['full'] - 3, 'the IIIF page zoomed out')
        log = server.since(mark)
        tiles = [p for p, status in log if p.startswith('/iiif/i/') and status == 200]
        check(not failed_requests(log), f'failed requests: {failed_requests(log)}')
        errors = browser_errors(driver)
        check(not errors, f'console errors: {errors}')
        say(f'   {len(tiles)} IIIF tiles served, none failed; {tile} served, PSNR {figure:.1f} dB around ({X}, {Y})')

    bad = failed_requests(server.requests())
    check(not bad, f'the server answered errors: {bad[:10]}')


def info_text(driver):
    return driver.execute_script("var i = document.getElementById('info'), n = i.querySelector('.name');"
                                 "return i.hidden ? '(hidden)' : n ? n.textContent : i.textContent;")


def main():
    if len(sys.argv) != 2:
        print('usage: test_browser.py TESSERA_BINARY', file=sys.stderr)
        return 2
    tessera = os.path.abspath(sys.argv[1])
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

    # SIGTERM (the wrapper's trap, a CI timeout) and the watchdog's SIGALRM unwind like an error:
    # the finally blocks stop the browser and the server and remove the folder.
    def stop(number, frame):
        signal.signal(signal.SIGTERM, signal.SIG_IGN)   # once: the unwinding must not be cut short
        raise Failure('stopped by ' + ('the watchdog after %d s (TESSERA_BROWSER_TIMEOUT)' % limit
                                       if number == signal.SIGALRM else signal.Signals(number).name))
    limit = int(os.environ.get('TESSERA_BROWSER_TIMEOUT', '300'))
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGALRM, stop)
    signal.alarm(limit)
    work = os.path.realpath(tempfile.mkdtemp(prefix='tessera-browser.'))
    try:
        run(tessera, repo, work)
    except Failure as failure:
        print(f'test-browser: FAIL: {failure}', file=sys.stderr)
        return 1
    except Exception:
        traceback.print_exc()
        print('test-browser: FAIL: an unexpected error (above)', file=sys.stderr)
        return 1
    finally:
        signal.alarm(0)
        if os.environ.get('TESSERA_BROWSER_KEEP'):
            say(f'kept {work} (TESSERA_BROWSER_KEEP)')
        else:
            shutil.rmtree(work, ignore_errors=True)
    say('PASS')
    return 0


if __name__ == '__main__':
    sys.exit(main())

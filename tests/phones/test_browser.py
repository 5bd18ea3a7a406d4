"""The phone page in a real browser: Debian's Chromium, headless, at a phone's 360x740.

Skips (and says why) where chromium or chromedriver is missing; `.ci/run` installs both.
`PHONE_SHOTS=<folder>` keeps the page's screenshots.
"""

import os
import shutil
from pathlib import Path

import pytest

from tabletop.scenes.seat_setup import INVITE
from tests.phones.helpers import humans, open_table
from tests.scenes.helpers import settle

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")

pytestmark = pytest.mark.skipif(
    BROWSER is None or DRIVER is None,
    reason="needs Debian's chromium and chromium-driver (apt-get install chromium "
           "chromium-driver): not installed here")


@pytest.fixture
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = BROWSER
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(flag)
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": 360, "height": 740, "pixelRatio": 2.0}})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    yield driver
    driver.quit()


def shot(driver, name):
    """Keep the screen as `name`.png (with `PHONE_SHOTS`), after checking that it reads well
    and that every target and card on it may be brought into sight, uncovered."""
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 30).until(lambda d: d.execute_script(  # every face drawn and no
        "return [...document.images].every((i) => i.complete) && "  # tap's ring still on: a
        "!document.querySelector('.pressed')"))  # shot of the page as it stays
    folder = os.environ.get("PHONE_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(Path(folder) / f"{name}.png"))
    assert problems(driver) == [], name
    assert out_of_reach(driver) == [], name


PROBLEMS = """
const out = [];
const wide = window.innerWidth;
if (document.documentElement.scrollWidth > wide) out.push("the page is wider than the screen");
for (const el of document.querySelectorAll("main *")) {
  const box = el.getBoundingClientRect();
  if (box.width && (box.left < -1 || box.right > wide + 1)) out.push("outside: " + el.id +
    " " + el.className);
}
for (const b of document.querySelectorAll("button")) {
  const box = b.getBoundingClientRect();
  if (!box.width || getComputedStyle(b).visibility === "hidden") continue;
  const words = b.textContent.trim();
  if (b.scrollWidth > b.clientWidth + 1) out.push("words overflow: " + words);
  if (words.endsWith("…")) out.push("words cut: " + words);
  if (box.height < 44 || box.width < 44) out.push("too small a target: " + (words ||
    b.getAttribute("aria-label") || b.dataset.card));
}
for (const el of document.querySelectorAll("body *")) {  // words of 14 px or more
  const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  if (!own || !el.getClientRects().length) continue;
  const size = parseFloat(getComputedStyle(el).fontSize);
  if (size < 14) out.push("words under 14 px: " + el.textContent.trim() + " " + size);
}
for (const why of document.querySelectorAll(".chip.tone-why")) {  // a card's reason in short:
  if (!why.getClientRects().length) continue;  // one or two lines, never a column of words
  const lines = why.getBoundingClientRect().height / parseFloat(getComputedStyle(why).lineHeight);
  if (lines > 2.5) out.push("a reason over two lines: " + why.textContent.trim());
}
const dock = document.getElementById("dock");
const bar = dock && dock.getClientRects().length ? dock.getBoundingClientRect() : null;
const page = document.querySelector("main").getBoundingClientRect();
if (bar && page.bottom > bar.top + 1) out.push("the page runs under the docked buttons");
const main = document.querySelector("main");  // at first sight (scrolled to the top), no
const inMain = document.body.classList.contains("dock");  // line of words cut in two by the
const edge = inMain ? main.getBoundingClientRect().bottom : window.innerHeight;  // screen's
const shift = inMain ? main.scrollTop : window.scrollY;  // foot or the docked bar's top
for (const el of main.querySelectorAll("*")) {
  const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  if (!own || !el.getClientRects().length) continue;
  if (el.closest("details:not([open]) > :not(summary)")) continue;
  const box = el.getBoundingClientRect();
  if (box.top + shift < edge - 2 && box.bottom + shift > edge + 1) out.push("words cut at " +
    "first sight: " + el.textContent.trim().slice(0, 40));
}
return out;
"""

REACH = """
// Each target, card and mark brought into sight as a thumb scrolls to it: it must then lie
// inside the screen and be what a tap there reaches (not cut off, nor under the dock).
const out = [];
const scrollers = [document.scrollingElement, document.querySelector("main")];
const kept = scrollers.map((e) => [e.scrollLeft, e.scrollTop]);
const wanted = ".card, .place, .move, .tile, .spot, .tally, .chip, .mark, .stat, #budget";
for (const el of document.querySelectorAll(wanted)) {
  if (!el.getClientRects().length || getComputedStyle(el).visibility === "hidden") continue;
  if (el.closest("details:not([open]) > :not(summary)")) continue;  // folded away
  el.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
  const box = el.getBoundingClientRect();
  const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
  const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 20), 0), window.innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  const name = (el.className + " " + (el.textContent || "").trim()).slice(0, 60);
  if (box.right > window.innerWidth + 1 || box.left < -1) out.push("beyond the side: " + name);
  else if (box.top < -1 || box.top > window.innerHeight - 8) out.push("out of reach: " + name);
  else if (!hit || !(el.contains(hit) || hit.contains(el))) out.push("covered: " + name +
    " by " + (hit ? hit.id + " " + hit.className : "nothing"));
}
scrollers.forEach((e, i) => { e.scrollLeft = kept[i][0]; e.scrollTop = kept[i][1]; });
return out;
"""


PLACE_LABEL_BOTTOM = """
const place = document.querySelector('.place[data-number]');
const below = -parseFloat(getComputedStyle(place, '::before').bottom);
return place.getBoundingClientRect().bottom + below;
"""
"""Where the first counter place's number ("Position 1", drawn under its card) ends."""


COUNTER_ANSWER = """
const b = document.querySelector('#actions .move:not(.quiet)');
const img = b.querySelector('img');
const words = document.createRange();
words.selectNodeContents(b.lastChild.nodeType === 3 ? b.lastChild : b);
const tall = parseFloat(getComputedStyle(b).lineHeight) || 24;
return [img.getBoundingClientRect().width, Math.round(words.getBoundingClientRect().height / tall)];
"""
"""Taco Loco's "Counter it": the width of the card it plays, and its words' lines."""


INSIDE_FRAME = """
const inner = document.querySelector(arguments[1]).getBoundingClientRect();
const frame = parseFloat(getComputedStyle(document.querySelector(arguments[1])).borderTopWidth);
const e = document.querySelector(arguments[0]);
const box = e.getBoundingClientRect();  // (as drawn, tilted)
const ring = Math.max(0, ...getComputedStyle(e).boxShadow.split(/,(?![^(]*\\))/)
  .filter((part) => !part.includes("inset")).map((part) => part.replace(/rgba?\\([^)]*\\)/, "")
  .trim().split(/\\s+/).map(parseFloat)).map(([x, y, , spread]) =>
  Math.max(Math.abs(x), Math.abs(y)) + (spread || 0)));  // (its rings round it, as drawn)
const edge = frame + ring;
return box.left >= inner.left + edge && box.right <= inner.right - edge &&
  box.top >= inner.top + edge && box.bottom <= inner.bottom - edge;
"""
"""Element arguments[0], as drawn (a tilt's corners and its rings too), inside arguments[1]'s
frame."""


RING_INSIDE = """
const e = document.querySelector(arguments[0]);
const parts = getComputedStyle(e).boxShadow.split(/,(?![^(]*\\))/);
return parts.every((part) => {  // a ring drawn inside, or a shadow dropped straight down
  if (part.includes("inset")) return true;
  const [x, , , spread] = part.replace(/rgba?\\([^)]*\\)/, "").trim().split(/\\s+/).map(parseFloat);
  return x === 0 && (spread || 0) <= 0;
});
"""
"""Element arguments[0]'s rings inside its own edge (none spread past it, so a tile at the
page's side never runs past its margin)."""


def counter_whole(driver) -> bool:
    """Crazy Taco's first customer at the counter and its place's number under it, whole above
    the docked bar."""
    bottom = driver.execute_script(PLACE_LABEL_BOTTOM)
    dock = driver.execute_script(
        "return document.getElementById('dock').getBoundingClientRect().top")
    return bottom <= dock + 1


def problems(driver) -> list[str]:
    """What makes the page hard to read or tap: an element wider than the screen, a button's
    words overflowing or cut, a target under a thumb's 44 px."""
    return driver.execute_script(PROBLEMS)


def out_of_reach(driver) -> list[str]:
    """The targets, cards and marks no scrolling brings into sight whole and uncovered: cut
    off beyond the screen's side or bottom, or under the docked buttons."""
    return driver.execute_script(REACH)


def landscape(driver) -> None:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 740, "height": 360, "deviceScaleFactor": 2, "mobile": True})
    from selenium.webdriver.support.ui import WebDriverWait
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return window.innerWidth") == 740)


def portrait(driver) -> None:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 360, "height": 740, "deviceScaleFactor": 2, "mobile": True})
    from selenium.webdriver.support.ui import WebDriverWait
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return window.innerWidth") == 360)


def test_a_seat_plays_by_tapping_on_its_phone_and_the_table_follows(browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    stack, table, match = open_table("taco-loco", humans("h", "b", "b"))
    session = table.phones.open()
    try:
        browser.get(session.url(0))
        wait = WebDriverWait(browser, 30)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".card img"))
        assert browser.execute_script("return window.innerWidth") == 360
        settle(stack, until=lambda: 0 in match.rules.actors(), limit=120)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".card.legal"))
        shot(browser, "taco_loco_hand")
        assert "framed in green" in shown_text(browser, "prompt")  # what the lit frames mean
        assert "adds up to" in shown_text(browser, "tally-part") and "taco" in shown_text(
            browser, "tally-part").lower()  # the tacos the prompt speaks of, named tacos
        assert in_sight(browser, "#marks-go")  # the "?" key, as the other games'
        tap(browser, "#marks-go")
        wait.until(lambda d: in_sight(d, "#marks .mark"))
        shot(browser, "taco_loco_marks")
        browser.execute_script("document.getElementById('marks-part').open = false;"
                               "window.scrollTo(0, 0)")
        width = browser.execute_script("return document.documentElement.scrollWidth")
        assert width <= 360  # nothing wider than the phone
        for card in browser.find_elements(By.CSS_SELECTOR, ".card.legal")[:1]:
            assert card.size["height"] >= 48 and card.size["width"] >= 48  # a thumb's target
            card.click()
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".move.target"))
        shot(browser, "taco_loco_picked")
        target = browser.find_element(By.CSS_SELECTOR, ".move.target")
        assert target.size["height"] >= 48
        assert "→" in target.text  # the sum the taco would add up to, ahead
        before = len(match.log)
        target.click()
        settle(stack, until=lambda: len(match.log) > before, limit=60)
        assert match.log[before]["seat"] == 0  # the tap played seat 0's move on the table
        table.phones.publish()
        wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, ".move.target"))
        shot(browser, "taco_loco_after")
        landscape(browser)
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 740
        shot(browser, "taco_loco_landscape")
        tacos = widths(browser, ".tally img")  # the taco on the table never a thumbnail: a
        # lone one large beside its sum; two or three abreast (which of the two the bots' first
        # moves leave varies) each whole above the foot, as tall as the row allows, its
        # bands' numbers read (the stacked picture is narrower than a lone card)
        assert tacos and all(w >= (70 if len(tacos) == 1 else 44) for w in tacos), tacos
        assert len(tacos) == 1 or browser.execute_script(
            "return [...document.querySelectorAll('.tally img')].every((i) => "
            "i.getBoundingClientRect().bottom <= window.innerHeight && "
            "i.getBoundingClientRect().height >= 64)")
        assert fills_its_width(browser, "prompt") and fills_its_width(browser, "news")
        assert in_sight(browser, ".card") and in_sight(browser, "#prompt")  # turned: the
        # hand in view beside what to do (the header slim, the prompt not above the cards)
    finally:
        table.exit()


FILLED = """
const e = document.getElementById(arguments[0]);
if (!e || !e.getClientRects().length) return true;
const r = document.createRange(); r.selectNodeContents(e);
const rows = [...r.getClientRects()].filter((x) => x.width > 1 && x.height > 1);
const lines = [];  // the rects side by side on one line (a badge beside words) as one
for (const x of rows) {
  const mid = (x.top + x.bottom) / 2;
  if (!lines.some((m) => Math.abs(m - mid) < 10)) lines.push(mid);
}
if (lines.length < 2) return true;  // one line: nothing to fill
const style = getComputedStyle(e), box = e.getBoundingClientRect();
const room = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
const widest = Math.max(...rows.map((x) => x.right)) - Math.min(...rows.map((x) => x.left));
return widest >= 0.8 * room;
"""


NO_SCROLL = """return document.documentElement.scrollHeight <= window.innerHeight + 1;"""
"""The page fits the screen: no scrollbar for nothing below."""

TEXT_LINES = """
const e = document.getElementById(arguments[0]);
const r = document.createRange(); r.selectNodeContents(e);
const mids = [];
for (const x of r.getClientRects()) {
  if (x.width <= 1 || x.height <= 1 || x.height > 60) continue;  // (a card's picture: no line)
  const mid = (x.top + x.bottom) / 2;
  if (!mids.some((m) => Math.abs(m - mid) < 10)) mids.push(mid);
}
return mids.length;
"""
"""How many lines of words element `arguments[0]` takes."""


ONE_LINE_STATS = """
return [...document.querySelectorAll('.tally-rows .stat span')].filter((e) =>
  e.getClientRects().length && e.getBoundingClientRect().height >
  1.8 * parseFloat(getComputedStyle(e).fontSize)).map((e) => e.textContent);
"""
"""The table's figure tiles whose words take two lines or more."""


HAND_WHOLE = """
const cards = [...document.querySelectorAll('#hand .card')];
const foot = window.innerHeight;
return cards.length > 3 && cards.every((c) => c.getBoundingClientRect().bottom <= foot)
  && document.getElementById('hand-part').getBoundingClientRect().bottom <= foot;
"""
"""Every card of the hand (and its panel) whole on the screen, none below its foot."""


def fills_its_width(driver, element_id: str) -> bool:
    """Element `element_id`'s words, over two lines or more, run most of its width (a banner
    never broken early with a third of it empty)."""
    return driver.execute_script(FILLED, element_id)


def tap(driver, selector: str) -> None:
    """Tap the first element `selector` finds (again if a new picture redrew it meanwhile)."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By

    for _ in range(5):
        try:
            driver.find_element(By.CSS_SELECTOR, selector).click()
            return
        except StaleElementReferenceException:
            continue
    raise AssertionError(f"{selector} kept being redrawn")


ONE_LINE_HINTS = """
return [...document.querySelectorAll('.key small')].filter((e) => e.offsetParent &&
  e.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(e).lineHeight))
  .map((e) => e.textContent);
"""


def shown_text(driver, element_id: str) -> str:
    """The text element `element_id` shows, read in one script (a new picture may redraw the
    page between two WebDriver calls, leaving an element found by one stale for the next)."""
    return driver.execute_script(
        "const e = document.getElementById(arguments[0]); return e ? e.innerText : ''",
        element_id)


def widths(driver, selector: str) -> list[int]:
    """The widths of every element `selector` finds as laid out (before any tilt), read in
    one script."""
    return driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((e) => e.offsetWidth)",
        selector)


def in_sight(driver, selector: str) -> bool:
    """Every element `selector` finds lies inside the screen as it opens (no scrolling)."""
    return driver.execute_script(
        "const found = [...document.querySelectorAll(arguments[0])];"
        "return found.length > 0 && found.every((b) => b.getBoundingClientRect().bottom <= "
        "window.innerHeight && b.getBoundingClientRect().top >= 0)", selector)


def whole_in_page(driver, element_id: str) -> bool:
    """Element `element_id` lies whole inside the page's scrolling part (not cut under the
    header, nor under the docked bar)."""
    return driver.execute_script(
        "const e = document.getElementById(arguments[0]).getBoundingClientRect();"
        "const m = document.querySelector('main').getBoundingClientRect();"
        "const dock = document.getElementById('dock');"
        "const bottom = dock && dock.getClientRects().length ? "
        "dock.getBoundingClientRect().top : window.innerHeight;"
        "return e.height > 0 && e.top >= Math.max(m.top, 0) - 1 && e.bottom <= bottom + 1",
        element_id)


def whole_above_dock(driver, selector: str) -> bool:
    """Every element `selector` finds lies whole above the docked bar (or the screen's
    bottom), as the page opens."""
    return driver.execute_script(
        "const dock = document.getElementById('dock');"
        "const bottom = dock && dock.getClientRects().length ? "
        "dock.getBoundingClientRect().top : window.innerHeight;"
        "const found = [...document.querySelectorAll(arguments[0])];"
        "return found.length > 0 && found.every((e) => e.getBoundingClientRect().bottom <= "
        "bottom + 1)", selector)


def fits(driver) -> bool:
    """Every button of the pad, and every plate it aims at, lies inside the screen, and the
    plates' panel whole round them (never their row cut at the bottom)."""
    return driver.execute_script(
        "return [...document.querySelectorAll('#pad button, .spot, .mat.board')].every((b) => "
        "b.getBoundingClientRect().bottom <= window.innerHeight)")


ONE_MARK = """
return [...document.querySelectorAll('.card.legal, .place.lit')].filter((c) => {
  const after = getComputedStyle(c, '::after').content;
  return after && after !== 'none' && after !== 'normal';
}).map((c) => c.className);
"""
"""Playable cards and lit places drawn with a second mark besides their lime frame (a striped
band under them): none, one meaning has one mark."""


ONE_PRIMARY = """return document.querySelectorAll('#pad .key.main').length;"""
"""How many keys the pad draws as the primary action (one, or none when the arrows are)."""


HELD_IN_SIGHT = """
const cards = [...document.querySelectorAll('#hold .card')]
  .filter((c) => c.getClientRects().length);
const r = document.getElementById('refused').getBoundingClientRect();
return cards.length > 0 && cards.every((c) => {
  const b = c.getBoundingClientRect();
  return b.top >= r.bottom || b.bottom <= r.top || b.left >= r.right || b.right <= r.left;
});
"""
"""Every card the seat holds (the kitchen's) clear of the refusal (it lets taps through, so
only where it stands tells)."""


PLACES = """
const top = (e) => e ? e.offsetTop + top(e.offsetParent) : 0;  // as laid out (a tapped key
return [...document.querySelectorAll('#pad button, .spot, #clock')]  // sinks for a moment)
  .filter((b) => b.offsetParent).map(top);
"""
"""Where the pad's buttons, the plates and the sand stand (a refusal must move none)."""


OFF_LOOKS = """
const look = (k) => { const c = getComputedStyle(k); return [c.backgroundColor, c.boxShadow]; };
const off = [...document.querySelectorAll('#pad .key.unlit')].filter((k) => k.offsetParent);
const on = [...document.querySelectorAll('#pad .key.lit:not(.more)')]
  .filter((k) => k.offsetParent);
const more = [...document.querySelectorAll('#pad .key.more:not(.open)')]
  .filter((k) => k.offsetParent);
const frame = (k) => parseFloat(getComputedStyle(k).borderTopWidth);
return { off: off.map(look), on: on.map(look), more: more.map((k) => [...look(k), frame(k)]),
         why: off.every((k) => (k.querySelector('small') || {}).textContent) };
"""
"""How the pad's keys that are off look beside those that work: no fill, no rise, a reason;
and "More actions", a key that works (it opens the other keys), drawn as one: raised, filled
like Flip beside it (flat and faint it read as switched off)."""

TABS_LOOK = """
const fill = (t) => getComputedStyle(t).backgroundColor;
const on = document.querySelector('.board-tab.on');
const hinted = [...document.querySelectorAll('.board-tab.main:not(.on)')];
const mark = (t) => getComputedStyle(t.querySelector('.who'), '::after').content;
return { on: on ? fill(on) : null, hinted: hinted.map(fill), marked: hinted.map(mark) };
"""
"""The tab whose plates show, and the friends' tabs the prompt asks to tap: their fills (and
the hinted tabs' mark, the ▼ the prompt names, after their name)."""


WHOLE_TACOS = """
return [...document.querySelectorAll('.spot.plate .foe img')].filter((i) => {
  const box = i.getBoundingClientRect(), room = i.parentElement.getBoundingClientRect();
  return getComputedStyle(i).objectFit !== 'contain' || box.top < room.top - 1 ||
    box.bottom > room.bottom + 1 || box.left < room.left - 1 || box.right > room.right + 1;
}).length;
"""
"""Tacos attacking a plate drawn cut (a card cropped to a sliver) or past their place: none."""

DICE_CAPTIONS = """
return [...document.querySelectorAll('#tally-faces .dice-caption')].filter((c) =>
  c.getClientRects().length).map((c) => {
  const tiles = [...document.querySelectorAll('#tally-faces .tally')].filter((t) => {
    const a = t.getBoundingClientRect(), b = c.getBoundingClientRect();
    return a.left >= b.left - 4 && a.right <= b.right + 4 && a.bottom <= b.top + 2;
  });
  return [c.textContent, tiles.length];
});
"""
"""Crazy Taco's dice strip: each caption's words and how many dice stand over it."""

BIG_ATTACKERS = """
return [...document.querySelectorAll('.spot.plate .foe img')].map((i) => {
  const box = i.getBoundingClientRect();
  const drawn = Math.min(box.height, box.width * i.naturalHeight / i.naturalWidth);
  return [drawn, i.naturalHeight > i.naturalWidth];
});
"""
"""Each taco attacking a plate, as drawn: its height (css px) and whether its tile is taller
than wide (a threat the plate's largest part, not a 20-point tag)."""

KEY_GROUPS = """
const box = (k) => k.getBoundingClientRect();
const keys = [...document.querySelectorAll('#keys .key')];
const major = keys.filter((k) => ['play', 'hit'].includes(k.dataset.command));
const minor = keys.filter((k) => !['play', 'hit'].includes(k.dataset.command));
return {major: major.map((k) => [box(k).width, box(k).height, box(k).top]),
        minor: minor.map((k) => [box(k).width, box(k).height, box(k).top])};
"""
"""The fight's keys in two groups: the card's (Build, Smash) and the pantry's (the rest)."""


def attackers_and_keys_read(driver) -> None:
    """Every attacker a tall tile drawn at least 40 css px high; Build and Smash large on a
    row of their own, over the pantry's shorter keys in one row (the rarer ones folded)."""
    sizes = driver.execute_script(BIG_ATTACKERS)
    assert all(drawn >= 40 and tall for drawn, tall in sizes), sizes
    keys = driver.execute_script(KEY_GROUPS)
    assert len(keys["major"]) == 2 and len({top for *_, top in keys["major"]}) == 1
    assert len({round(top) for *_, top in keys["minor"]}) == 1  # the pantry's: one row
    assert max(top for *_, top in keys["major"]) < min(top for *_, top in keys["minor"])
    assert min(h for _w, h, _t in keys["major"]) > max(h for _w, h, _t in keys["minor"])
    assert len(keys["minor"]) <= 3  # Flip and "More actions" (Grab when the prompt asks for it):
    # the rarer keys folded away, the ones in sight as wide as the card's


def keys_look_on_and_off(driver) -> None:
    """A key that is off is clearly off: no fill, no rise, and a line saying why; every key
    that works is filled."""
    looks = driver.execute_script(OFF_LOOKS)
    assert all(fill == "rgba(0, 0, 0, 0)" and rise == "none" for fill, rise in looks["off"])
    assert all(fill != "rgba(0, 0, 0, 0)" for fill, _rise in looks["on"]) and looks["why"]
    fills = {fill for fill, _rise in looks["on"]}  # ("More actions" works: it looks it,
    assert all(fill in fills and rise != "none" and frame > 0  # raised and filled as Flip,
               for fill, rise, frame in looks["more"])  # never flat and faint, read as off)
    tabs = driver.execute_script(TABS_LOOK)  # the selected tab the only one filled (cream,
    cream = "rgb(255, 244, 220)"  # a page turned to); a friend's tab to tap never filled (a
    assert tabs["on"] in (None, cream)  # fill read as "selected"): the cursor's arrow on it
    assert all(fill != cream and fill != "rgb(242, 165, 65)" for fill in tabs["hinted"])
    assert all(mark not in ("none", "normal") for mark in tabs["marked"])


def truthful_aim(table, said: str) -> None:
    """The pad asks to aim at a plate built to N only while a plate is built to N."""
    view = table.table
    if said.startswith("Aim at a plate built to "):
        built = int(said.removeprefix("Aim at a plate built to ").split()[0])
        assert any(view.plate_values[o][s] == built and view.plates[o][s]
                   for o in range(view.players) for s in range(table.plates)), said


def run_until(stack, done, limit=30.0):
    """Step the table, a few times faster than real time, until `done()` (the browser's taps
    come over the network meanwhile); fails after `limit` seconds."""
    import time

    deadline = time.monotonic() + limit
    while not done():
        assert time.monotonic() < deadline, "the table never reached the expected state"
        stack.update(1 / 60)
        stack.apply_pending()
        time.sleep(0.004)


def test_a_fight_seat_plays_its_phone_as_a_controller(browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    stack, table, match = open_table("taco-fight", humans("h", "b"))
    session = table.phones.open()
    acted = lambda kind: any(e.get("type") == kind and e.get("seat") == 0  # noqa: E731
                             for e in match.log)
    try:
        browser.get(session.url(0))
        wait = WebDriverWait(browser, 30)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".key.lit"))
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
        shot(browser, "taco_fight_prep")
        shown = {k.get_attribute("data-command") for k in browser.find_elements(
            By.CSS_SELECTOR, "#pad .key") if k.is_displayed()}
        assert "flip" not in shown and "ready" in shown  # a prep shows what a prep can use
        assert not any(b.is_displayed() for b in browser.find_elements(
            By.CSS_SELECTOR, ".dpad button"))  # a prep: the plates are tapped, no arrows
        assert "Placing on plate\u00a01" in shown_text(browser, "aim")  # what the cursor is on
        landscape(browser)
        shot(browser, "taco_fight_prep_landscape")
        portrait(browser)
        second = browser.find_elements(By.CSS_SELECTOR, ".spot")[1]
        assert second.size["height"] >= 48 and second.size["width"] >= 48
        second.click()  # aim at the second plate
        run_until(stack, lambda: table.controls[0].slot == 1)
        assert "auto" not in shown  # Ready places the rest: no "Place all for me" beside it
        browser.find_element(By.CSS_SELECTOR, ".key[data-command=grab]").click()
        run_until(stack, lambda: acted("Grab"))  # five cards into the pantry for the fight
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".key.lit[data-command=ready]"))
        browser.find_element(By.CSS_SELECTOR, ".key[data-command=ready]").click()
        run_until(stack, lambda: table.table.phase == "fight")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".key.lit[data-command=flip]"))
        flip = browser.find_element(By.CSS_SELECTOR, ".key[data-command=flip]")
        assert flip.size["height"] >= 48
        flip.click()
        run_until(stack, lambda: acted("Flip"))  # the tap flipped seat 0's cards on the table
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#hold .card img"))
        shot(browser, "taco_fight_fight")
        said = shown_text(browser, "prompt")
        assert "sand runs out" not in said and "Flip" in said  # what to do now, not flavour
        truthful_aim(table, said.replace("\n", " "))  # (never "built to 6" with none built)
        if said.startswith("No place takes"):  # nothing takes the card: Flip, not the arrows
            assert browser.find_elements(By.CSS_SELECTOR, ".key.main[data-command=flip]")
            assert not browser.find_elements(By.CSS_SELECTOR, "#pad.aim-main")
        keys_look_on_and_off(browser)
        assert browser.execute_script(WHOLE_TACOS) == 0
        assert browser.execute_script(ONE_PRIMARY) <= 1  # one primary action, never six
        if said.startswith("Aim at"):  # the prompt asks to aim: the arrows are that action,
            assert browser.execute_script(ONE_PRIMARY) == 0  # or, where the place is on a
            arrows = bool(browser.find_elements(By.CSS_SELECTOR, "#pad.aim-main"))  # friend's
            tabs = bool(browser.find_elements(By.CSS_SELECTOR, ".board-tab.main"))  # board,
            assert arrows != tabs  # the friend's tab: one of them lit, never both
            if "plates to smash" in said and table.controls[0].owner == 0:
                assert tabs and not arrows  # (a friend's taco: tap their name)
        tucked = browser.execute_script(  # the rarer pantry keys folded behind "More actions"
            "return [...document.querySelectorAll('#keys .key')].map((k) => k.dataset.command"
            " || k.textContent)")
        assert "More actions" in tucked and "shuffle" not in tucked and "give" not in tucked
        assert len(tucked) <= 5, tucked  # Build, Smash, Flip, More (Grab when asked for)
        note = shown_text(browser, "hold-note")
        assert "goes on a plate built to" in note or "starts a taco" in note or "Fork" in note
        assert fits(browser)  # the whole pad in sight, no scrolling mid-fight
        assert browser.execute_script(ONE_LINE_HINTS) == []  # each key's hint on one line
        dim = browser.find_elements(By.CSS_SELECTOR, ".key.unlit")
        if dim:  # a key that is off, tapped: the page says why, in the rules' words
            before = browser.execute_script(PLACES)
            nowhere = dim[0].text.endswith("fits no plate yet")
            dim[0].click()
            run_until(stack, lambda: shown_text(browser, "refused").strip())
            shot(browser, "taco_fight_refused")
            assert browser.execute_script(  # the instruction still read beside it (the
                "const p = document.getElementById('prompt'); return !!p.textContent.trim() "
                "&& getComputedStyle(p).visibility === 'visible' && p.getClientRects().length"
                " > 0 && !!document.querySelector('header > #refused')")  # over the name's bar
            assert browser.execute_script(  # the "?" beside it, never under it (a tap there
                "const r = document.getElementById('refused').getBoundingClientRect();"  # passes
                "const q = document.getElementById('marks-go').getBoundingClientRect();"  # through
                "return q.width > 0 && r.right <= q.left && r.width > q.width * 4")  # to its key)
            assert browser.execute_script(HELD_IN_SIGHT)  # the cards never under it (over the
            # card's mat it hid them while it was read)
            assert browser.execute_script(  # the aim's line and the keys never under it
                "const r = document.getElementById('refused').getBoundingClientRect();"
                "return [...document.querySelectorAll('.dpad > *, .key')].every((e) => {"
                " const b = e.getBoundingClientRect(); return b.height === 0"
                " || b.top >= r.bottom || b.bottom <= r.top; })")
            if nowhere:  # why no plate takes the card, never the aimed plate's refusal alone
                assert shown_text(browser, "refused").startswith("No plate is ")
            assert browser.execute_script(PLACES) == before  # in the prompt's box: no jump
            assert fits(browser)
            WebDriverWait(browser, 10).until(  # ...and it goes by itself, nothing pressed
                lambda d: not d.find_element(By.ID, "refused").is_displayed())
        tap(browser, ".key.more")  # "More actions": Grab, Shuffle and Give under it, in sight
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".key[data-command=give]"))
        shot(browser, "taco_fight_more")
        assert fits(browser)
        assert browser.execute_script(  # each of them says what it does, or (off: Give
            "const keys = [...document.querySelectorAll('#keys .key[data-command]:not("
            "[data-command=flip])')];"  # with no friend aimed) why not
            "return keys.length >= 3 && keys.every((k) => {"
            " const s = k.querySelector('small');"
            " return s && s.getClientRects().length && s.textContent.trim(); })")
        assert browser.execute_script(ONE_LINE_HINTS) == []  # (in a few words, on one line)
        assert in_sight(browser, ".key[data-command=flip]")  # the prompt's "…or Flip again":
        assert browser.execute_script(  # Flip in sight beside the way back, the rows as many
            "const ys = new Set([...document.querySelectorAll('#keys .key')].map((k) =>"
            " Math.round(k.getBoundingClientRect().top))); return ys.size") == 2
        looks = browser.execute_script(  # the way back (Cancel) looks as Flip beside it:
            "const look = (k) => { const s = getComputedStyle(k);"  # a key that works, never
            " return [s.color, s.backgroundColor, s.boxShadow]; };"  # greyed as if off
            "return [look(document.querySelector('.key.more.open')),"
            " look(document.querySelector('.key[data-command=flip]:not(.main)') ||"
            " document.querySelector('.key.more.open'))]")
        assert looks[0] == looks[1], looks
        tap(browser, ".key.more")  # ...and away again
        wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, ".key[data-command=give]"))
        assert [t.text for t in browser.find_elements(By.CSS_SELECTOR, ".board-tab")] == [
            "You", "Ben"]  # whose plates: a tab a player, "You" lit, each with its seat's
        assert browser.execute_script(  # mark drawn as the TV draws it (a circle, a triangle)
            "return [...document.querySelectorAll('.board-tab .badge svg > *')].map((s) => "
            "s.tagName + (s.getAttribute('points') || '').split(' ').length)") == [
            "circle1", "polygon3"]
        browser.find_element(By.CSS_SELECTOR, ".board-tab:not(.on)").click()
        run_until(stack, lambda: table.controls[0].owner == 1)  # aimed at Ben's plates
        wait.until(lambda d: "Ben" in shown_text(d, "board-title"))
        shot(browser, "taco_fight_friend")
        assert in_sight(browser, ".board-tab.on")
        browser.find_element(By.CSS_SELECTOR, ".dpad .right").click()
        run_until(stack, lambda: table.controls[0].slot == 1)  # ▶: the next plate
        wait.until(lambda d: shown_text(d, "aim").startswith("Plate 2:"))
        assert browser.execute_script(  # the "?" key: what the cards' marks mean
            "return !document.getElementById('marks-go').hidden")
        landscape(browser)
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 740
        shot(browser, "taco_fight_landscape")
        assert fits(browser)
        tap(browser, ".key.more")  # turned, the rarer keys opened: in sight, each its line
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".key[data-command=give]"))
        shot(browser, "taco_fight_more_landscape")
        assert fits(browser) and browser.execute_script(ONE_LINE_HINTS) == []
    finally:
        table.exit()


@pytest.mark.parametrize("seats", ["h", "hbbb"])
def test_a_fight_controller_fits_one_to_four_players(browser, seats):
    """Alone (no tabs, no Give) and with four (a tab a player, on one row): the whole pad in
    sight, portrait and landscape, and a plate with a taco built shows it under its attacker."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    stack, table, match = open_table("taco-fight", humans(*seats))
    session = table.phones.open()
    try:
        browser.get(session.url(0))
        wait = WebDriverWait(browser, 30)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".key.lit[data-command=ready]"))
        tap(browser, ".key[data-command=grab]")
        run_until(stack, lambda: table.table.pantry_sizes[0] > 0)
        tap(browser, ".key[data-command=ready]")
        run_until(stack, lambda: table.table.phase == "fight")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".key.lit[data-command=flip]"))
        tap(browser, ".key[data-command=flip]")
        run_until(stack, lambda: bool(table.table.kitchens[0]))
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#hold .card img"))
        tabs = browser.find_elements(By.CSS_SELECTOR, ".board-tab")
        assert len(tabs) == (len(seats) if len(seats) > 1 else 0)
        assert len({t.location["y"] for t in tabs}) <= 1  # the tabs in one row
        keys = {k.get_attribute("data-command") for k in browser.find_elements(
            By.CSS_SELECTOR, "#pad .key")}
        assert not keys & {"give", "shuffle"}  # folded behind "More actions"...
        tap(browser, ".key.more")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".key[data-command=shuffle]"))
        keys = {k.get_attribute("data-command") for k in browser.find_elements(
            By.CSS_SELECTOR, "#pad .key")}
        assert ("give" in keys) == (len(seats) > 1)  # ...Give only with a friend to give to
        assert fits(browser)
        tap(browser, ".key.more")
        wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, ".key[data-command=shuffle]"))
        shot(browser, f"taco_fight_{len(seats)}p")
        assert fits(browser)
        keys_look_on_and_off(browser)
        assert browser.execute_script(WHOLE_TACOS) == 0  # each attacker whole on its plate
        assert browser.execute_script(BIG_ATTACKERS)  # (a taco attacks: the first wave)
        attackers_and_keys_read(browser)
        truthful_aim(table, shown_text(browser, "prompt").replace("\n", " "))
        landscape(browser)
        shot(browser, f"taco_fight_{len(seats)}p_landscape")
        assert fits(browser)
        assert browser.execute_script(WHOLE_TACOS) == 0
        attackers_and_keys_read(browser)
        portrait(browser)
    finally:
        table.exit()


@pytest.mark.parametrize("game", ["taco-party", "crazy-taco"])
def test_each_game_page_fits_a_phone_and_lights_its_moves(browser, game):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    stack, table, match = open_table(game, humans("h", "h"))
    session = table.phones.open()
    try:
        run_until(stack, lambda: bool(match.rules.actors()))
        browser.get(session.url(match.rules.actors()[0]))  # the seat to move
        wait = WebDriverWait(browser, 30)
        table.phones.publish(force=True)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".card.legal, .move.step"))
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
        heights = browser.execute_script(  # (at once: a new picture redraws the page)
            "return [...document.querySelectorAll('.card.legal, .move')].filter((b) => "
            "b.offsetParent !== null).map((b) => b.getBoundingClientRect().height)")
        assert all(h >= 48 for h in heights), heights  # a thumb's target
        shot(browser, f"{game.replace('-', '_')}_turn")
        if game == "taco-party":  # every card of the hand whole above the docked buttons,
            assert whole_above_dock(browser, ".card"), len(browser.find_elements(
                By.CSS_SELECTOR, ".card"))
            assert whole_above_dock(browser, "#hand-key")  # and the key to their marks (never
            # cut by the docked bar at first sight: a hand of four, beside the fourth card)
        assert browser.find_elements(By.CSS_SELECTOR, ".prompt[data-turn='Your turn!']")
        assert browser.execute_script(ONE_MARK) == []  # a playable card: its frame alone
        if browser.find_elements(By.CSS_SELECTOR, ".card.legal"):  # the cards are the way on:
            assert not browser.find_elements(By.CSS_SELECTOR, ".move.step:not(.quiet)")  # no
            # solid button louder than what the prompt asks (Crazy Taco's redraw, outlined)
        if game == "crazy-taco":  # the redraw: the prompt says what to tap, the button waits
            tap(browser, ".move.step.many")  # for exactly its number of cards
            wait.until(lambda d: "swap" in shown_text(d, "prompt"))
            assert "takes your turn" in shown_text(browser, "prompt")
            send = "#steps .move.step.many"
            for count in range(3):
                assert not browser.find_element(By.CSS_SELECTOR, send).is_enabled(), count
                assert f"({count}/3)" in browser.find_element(By.CSS_SELECTOR, send).text
                tap(browser, f".card:not(.picked):nth-child({count + 1})")
            assert browser.find_element(By.CSS_SELECTOR, send).is_enabled()
            shot(browser, "crazy_taco_redraw")
            tap(browser, "#steps .move.cancel")
            wait.until(lambda d: "send them in" in shown_text(d, "prompt"))
            tap(browser, ".card.legal")  # a customer picked: what to tap next, plainly
            wait.until(lambda d: "Tap Play it to send in" in shown_text(d, "prompt"))
            assert "where it goes" not in shown_text(browser, "prompt")
            looks = browser.execute_script(  # one clear main action: Play it solid, the way
                "return ['#targets .move.target', '#targets .move.cancel'].map((q) => "  # back
                "getComputedStyle(document.querySelector(q)).backgroundColor)")  # outlined
            assert looks == ["rgb(242, 165, 65)", "rgba(0, 0, 0, 0)"], looks
            shot(browser, "crazy_taco_picked")
            tap(browser, "#targets .move.cancel")
            wait.until(lambda d: "send them in" in shown_text(d, "prompt"))
        if game == "taco-party":
            assert in_sight(browser, ".move.step")  # Done playing: no scrolling to find it
            assert browser.find_elements(By.CSS_SELECTOR, ".move.step.quiet")  # the swap: a
            # way out, outlined (not the main action's solid button)
            assert not browser.find_elements(By.CSS_SELECTOR, ".card:not(.why-not) .chip")  # on
            assert browser.execute_script(  # the face; the key open under the hand, in its
                # own panel (not folded far below; the "?" brings it into sight, tested below)
                "return document.getElementById('hand-key').closest('#hand-part') !== null && "
                "document.getElementById('marks-part').hidden")
            assert not shown_text(browser, "legend")  # no paragraph to explain
            assert not shown_text(browser, "budget")  # never "0 to spend" beside free cards
            assert browser.execute_script(  # the instruction: one line under the band
                "const p = document.getElementById('prompt'); const r = document.createRange();"
                "r.selectNodeContents(p); const lines = new Set([...r.getClientRects()].map("
                "(x) => Math.round(x.top))); return lines.size") <= 2  # (the band, one line)
            if browser.find_elements(By.CSS_SELECTOR, ".card.why-not"):  # a card that plays
                assert browser.execute_script(  # nowhere says why in short where it is
                    "return [...document.querySelectorAll('.card.why-not')].every((c) => "
                    "c.querySelector('.chip.tone-why') && c.querySelector('.chip').innerText"
                    ".trim().length > 3)")  # (not a tiny "?" to find)
                tap(browser, ".card.why-not")  # and tapped, the whole sentence under the hand
                wait.until(lambda d: shown_text(d, "card-why").strip())
                wait.until(lambda d: whole_in_page(d, "card-why"))  # in sight, not under
                shot(browser, "taco_party_why")  # the docked buttons
            tap(browser, ".card.legal")
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".place.lit"))
            wait.until(lambda d: in_sight(d, ".place.lit"))  # the tacos it may go on, in sight
            assert browser.execute_script(ONE_MARK) == []  # a lit taco: its frame alone
            assert in_sight(browser, "#prompt")  # and what to tap, plainly, never scrolled away
            assert "framed in green" in shown_text(browser, "prompt")
            assert in_sight(browser, "#prompt .prompt-card")  # the card picked, in the prompt
            assert browser.execute_script(INSIDE_FRAME,  # ...inside its frame, tilt and all
                                          "#prompt .prompt-card", "#prompt")  # (never across it)
            assert not browser.execute_script(  # the hand folded away: nothing under the prompt
                "return document.getElementById('hand-part').getClientRects().length")
            assert browser.execute_script(  # every lit taco in sight as the tap leaves it
                "const dock = document.getElementById('dock').getBoundingClientRect().top;"
                "return [...document.querySelectorAll('.place.lit')].slice(0, 1).every((e) =>"
                " e.getBoundingClientRect().bottom <= dock)")
            assert not browser.execute_script(  # no plate's title cut by the docked bar
                "const dock = document.getElementById('dock').getBoundingClientRect().top;"
                "return [...document.querySelectorAll('.place-row h3')].some((h) => {"
                "const r = h.getBoundingClientRect(); return r.top < dock && r.bottom > dock; })")
            shot(browser, "taco_party_picked")  # (as the tap leaves it: the lit taco in sight)
            browser.execute_script("document.querySelector('main').scrollTop = 1e6")
            assert in_sight(browser, "#prompt")  # (it stays at the top as the tacos scroll)
            browser.execute_script("document.querySelector('main').scrollTop = 0")
            wait.until(lambda d: in_sight(d, "#prompt") and in_sight(d, "#prompt .prompt-card"))
            assert not shown_text(browser, "card-why")  # another tap: the reason is gone
            assert in_sight(browser, "#targets .move.cancel")  # the way back: no scrolling
            assert not out_of_reach(browser)
            landscape(browser)
            wait.until(lambda d: in_sight(d, "#targets .move.cancel") and in_sight(
                d, ".place.lit") and in_sight(d, "#prompt"))  # turned: the way back, where
            # the card goes and what to tap, all three
            shot(browser, "taco_party_picked_landscape")
            assert browser.execute_script(TEXT_LINES, "prompt") <= 3  # beside the card, its
            portrait(browser)  # words in a few lines, not a column of four or six
            before = len(match.log)
            tap(browser, ".place.lit")
            settle(stack, until=lambda: len(match.log) > before, limit=60)
            assert match.log[before]["type"] == "PlayCard"  # the tap on a taco played there
            table.phones.publish(force=True)
            wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, ".place.lit"))
            assert whole_in_page(browser, "prompt")  # played: the next prompt read whole, from
            # the page's top (never left cut under the header)
        seat = match.rules.actors()[0]
        before = len(match.log)
        table.submit(match.rules.legal_actions(seat)[0])  # a move: the news line tells it
        settle(stack, until=lambda: len(match.log) > before, limit=60)
        table.phones.publish(force=True)
        wait.until(lambda d: shown_text(d, "news"))
        shot(browser, f"{game.replace('-', '_')}_after")
        landscape(browser)
        shot(browser, f"{game.replace('-', '_')}_landscape")
        assert fills_its_width(browser, "prompt") and fills_its_width(browser, "news")
        if game == "crazy-taco":  # a hand of five: both rows whole at first sight (the second
            assert browser.execute_script(HAND_WHOLE)  # was cut to its cards' tops)
        assert in_sight(browser, "#prompt") and browser.execute_script(  # what to do and the
            "const c = document.querySelector('.card, .place'); return !!c && "  # cards (or
            "c.getBoundingClientRect().top < window.innerHeight * 0.7")  # the counter) beside it
        portrait(browser)
        if game == "taco-party":
            assert browser.execute_script(  # what it may spend
                "return document.getElementById('budget').getClientRects().length > 0")
            assert browser.execute_script(TEXT_LINES, "budget") == 1  # (one line by the
            # hand's title, never two squeezed)
            news = shown_text(browser, "news").lower()
            assert news and "pickup" not in news  # plain words, not the rules' jargon
            middle = widths(browser, ".tally.bare img")
            assert middle and all(w >= 70 for w in middle), middle  # four abreast, as the hand
            assert set(middle) == set(widths(browser, ".card img"))  # the rows line up
            browser.execute_script("window.scrollTo(0, document.body.scrollHeight);"
                                   "document.querySelector('main').scrollTop = 1e6")
            shot(browser, "taco_party_middle")
            budget = browser.execute_script(  # its number on a gold ticket, as prices are
                "const t = document.querySelector('#budget .ticket'); return t ? "
                "[t.textContent, getComputedStyle(t).backgroundColor] : null")
            assert budget and budget[0].isdigit() and budget[1] == "rgb(242, 165, 65)", budget
            tap(browser, "#marks-go")  # the "?": the key over the hand, brought into sight
            wait.until(lambda d: in_sight(d, "#hand-key .mark"))
            shot(browser, "taco_party_marks")
            browser.execute_script("document.querySelector('.place .taco-lines')"
                                   ".scrollIntoView({block: 'center', behavior: 'instant'})")
            shot(browser, "taco_party_plate")  # the seat's own taco, read: each card, the total
            lines = browser.execute_script(
                "return [...document.querySelectorAll('.place-row:first-child .place')].map("
                "(p) => [...p.querySelectorAll('.taco-line')].map((l) => l.innerText))")
            assert lines and all(len(taco) != 2 for taco in lines), lines  # (one card: the
            for taco in lines:  # total alone) each card's name and points, then their total
                points = [int(line.split()[-1]) for line in taco]
                assert taco[-1].startswith("Total"), taco
                assert len(taco) == 1 or sum(points[:-1]) == points[-1], taco
            assert any(len(taco) >= 3 for taco in lines), lines  # (a card played on it, named)
        if game == "crazy-taco":  # the manager's phone once the dice are rolled
            seat = match.rules.actors()[0]
            roll = next(a for a in match.rules.legal_actions(seat) if type(a).__name__ == "Roll")
            before = len(match.log)
            table.submit(roll)
            settle(stack, until=lambda: len(match.log) > before, limit=60)
            table.phones.publish(force=True)
            browser.get(session.url(seat))
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".move.step"))
            assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
            obs = match.rules.observation(seat)
            assert len(browser.find_elements(By.CSS_SELECTOR, ".tally img")) == len(
                obs.dice)  # each die, as it shows
            assert len(browser.find_elements(By.CSS_SELECTOR, ".place img")) == len(
                [c for c in obs.counter if c]) > 0  # the customers the dice serve
            shot(browser, "crazy_taco_dice")
            assert browser.execute_script(PLACE_LABEL_BOTTOM) <= browser.execute_script(
                "return document.getElementById('dock').getBoundingClientRect().top") + 1
            # (the first customer and its place under it whole above the docked moves)
            assert in_sight(browser, "#stats .stat") and browser.execute_script(  # the money,
                "return document.getElementById('stats').getBoundingClientRect().bottom <= "
                "document.getElementById('prompt').getBoundingClientRect().top")  # first
            assert "money" in shown_text(browser, "stats") and "money" not in shown_text(
                browser, "tally-part")  # (said once, at the top: not again under the dice)
            assert in_sight(browser, ".tally") and whole_above_dock(browser, ".tally")  # the
            # dice's faces in words, whole, never cut by the docked moves
            assert browser.execute_script(  # each place at the counter labelled, by the
                "return [...document.querySelectorAll('.place[data-number]')].every((p) => "
                "p.dataset.number.startsWith('Position '))")  # name the news gives it
            captions = browser.execute_script(DICE_CAPTIONS)  # whose each die is, under it
            assert [words for words, _span in captions] == [
                "Manager", "Employee 1–3", "Trainee"], captions
            assert [span for _words, span in captions] == [1, 3, 1]  # over its dice
            wide = browser.execute_script("return document.querySelector('.place img').offsetWidth")
            serve = browser.find_elements(By.XPATH, "//button[starts-with(., 'Serve the')]")
            if serve:  # one obvious next action: serving solid, the way on outlined
                assert "quiet" not in serve[0].get_attribute("class")
                assert browser.execute_script(
                    "return [...document.querySelectorAll('.move.step')].filter((b) => "
                    "b.textContent.startsWith('Done with the dice')).every((b) => "
                    "b.classList.contains('quiet'))")
                if "opens" in serve[0].get_attribute("class"):  # its choices: which dice, each
                    serve[0].click()  # with the face it shows, under a prompt that asks
                    wait.until(lambda d: shown_text(d, "prompt").endswith(
                        "choose which dice to use."))  # (what the choice is of)
                    labels = [b.text for b in browser.find_elements(
                        By.CSS_SELECTOR, "#tiles .move.target, #targets .move.target")]
                    assert labels and not any("(" in label for label in labels), labels  # short
                    earns = browser.execute_script(  # what each earns, under it, where
                        "return [...document.querySelectorAll('.move.target .earns')].map("
                        "(e) => e.textContent)")  # that tells them apart (never "$2 later"
                    assert all("$" in e for e in earns) and len(set(earns)) != 1, earns  # on each)
                    # and each names its dice' faces when read out
                    assert browser.execute_script(
                        "return [...document.querySelectorAll('#tiles .move.target')].every("
                        "(b) => /: /.test(b.getAttribute('aria-label') || ''))")
                    assert browser.execute_script(  # the customer as large as before it
                        "return document.querySelector('.place img').offsetWidth") >= 0.9 * wide
                    assert browser.execute_script(  # ...under the dice drawn as they show
                        "return [...document.querySelectorAll('#tiles .move.target')].every("
                        "(b) => b.querySelector('img') && b.querySelector('img').naturalWidth >= "
                        "b.querySelector('img').naturalHeight)")
                    wait.until(lambda d: in_sight(d, "#targets .move"))  # all of them and the
                    # way back in sight at once (three abreast, the counter smaller, no news)
                    shot(browser, "crazy_taco_serve")
                    assert counter_whole(browser)  # (the customer it serves: whole, over the
                    # way back, never under the docked bar)
                    tap(browser, "#targets .move.cancel")
                    wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, "#targets .move"))
            assert in_sight(browser, "#marks-go")  # the key to the marks, one tap from the top
            tap(browser, "#marks-go")
            wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "#marks .mark").is_displayed())
            wait.until(lambda d: in_sight(d, "#marks .mark"))
            shot(browser, "crazy_taco_marks")
            browser.execute_script("document.getElementById('marks-part').open = false")
            assert in_sight(browser, ".move.step")  # the phase's moves: docked, in sight
            assert not out_of_reach(browser)
            landscape(browser)
            shot(browser, "crazy_taco_dice_landscape")
            assert in_sight(browser, "#stats .stat") and in_sight(browser, ".move.step")  # the
            assert in_sight(browser, ".tally") and browser.execute_script(  # money, the moves,
                "return document.querySelector('.place').getBoundingClientRect().top < "  # the
                "window.innerHeight * 0.7")  # dice and the counter in one view
            portrait(browser)
            assert browser.execute_script(  # many dice choices: one button per kind of move
                "const found = [...document.querySelectorAll('.move.opens')].find("
                "(g) => g.textContent.startsWith('Done with the dice'));"
                "if (found) found.click(); return !!found")  # (at once: turning redraws them)
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".tile"))
            assert not browser.find_elements(By.CSS_SELECTOR, ".move.opens")
            tiles = browser.find_elements(By.CSS_SELECTOR, ".tile")
            assert all(t.find_element(By.TAG_NAME, "img").size["width"] >= 48 for t in tiles)
            shot(browser, "crazy_taco_keep")
            assert browser.execute_script(  # the main button: marigold, as everywhere else
                "return getComputedStyle(document.querySelector('.move.confirm'))"
                ".backgroundColor") == "rgb(242, 165, 65)"
            assert in_sight(browser, "#stats .stat")  # the money, stars and turn stay at the top
            assert in_sight(browser, ".move.confirm")  # the keep's button: docked, in sight
            assert not out_of_reach(browser)
            tall = browser.execute_script(
                "return [...document.querySelectorAll('#tiles .tile')].map((t) => t.offsetHeight)")
            assert tall and max(tall) <= 110, tall  # three abreast, compact
            assert not browser.execute_script(  # one state: kept, or nothing (no grey pill)
                "return [...document.querySelectorAll('.tile:not(.on) .state')].some("
                "(s) => s.getClientRects().length > 0)")
            assert shown_text(browser, "targets").strip().endswith("Keep none and finish")
            kept = tiles[0].get_attribute("textContent")
            tiles[0].click()  # keep the first die
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".tile.on"))
            shot(browser, "crazy_taco_keep_one")
            assert counter_whole(browser)  # the dice chosen beside the customers they are kept
            assert browser.execute_script(RING_INSIDE, ".tile.on")  # its ring inside its edge
            assert whole_in_page(browser, "places-title")  # the counter still named over them
            # for: the first whole above the docked buttons (a die kept: no taller row)
            assert "Keep 1 die and finish" in shown_text(browser, "targets")  # what it does,
            # not "Done with the dice" again
            assert "✓" in browser.execute_script(
                "return getComputedStyle(document.querySelector('.tile.on .state'), "
                "'::after').content")
            confirm = browser.find_element(By.CSS_SELECTOR, ".move.confirm")
            assert confirm.is_enabled()
            before = len(match.log)
            confirm.click()
            settle(stack, until=lambda: len(match.log) > before, limit=60)
            finish = match.log[before]
            assert finish["type"] == "FinishDice" and len(finish["keep"]) == 1, (finish, kept)
    finally:
        table.exit()


def test_a_card_picked_at_a_table_of_four_shows_every_plate_without_scrolling(browser):
    """Taco Party with four seats: a card picked, every plate (and so every taco it may go on)
    in view at once, portrait and landscape, beside what to tap and the way back."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    stack, table, match = open_table("taco-party", humans("h", "h", "h", "h"))
    session = table.phones.open()
    try:
        run_until(stack, lambda: bool(match.rules.actors()))
        browser.get(session.url(match.rules.actors()[0]))
        table.phones.publish(force=True)
        wait = WebDriverWait(browser, 30)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".card.legal"))
        tap(browser, ".card.legal")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".place.lit"))
        assert len(browser.find_elements(By.CSS_SELECTOR, ".place-row")) == 4
        shot(browser, "taco_party_4p_picked")
        assert whole_above_dock(browser, ".place") and in_sight(browser, "#prompt")
        tacos = widths(browser, ".place img")  # a lone taco on its plate, large
        assert tacos and min(tacos) == max(tacos) and min(tacos) >= 80, tacos
        assert browser.execute_script(  # "a taco framed in green": every room shown is lit
            "return [...document.querySelectorAll('.place.empty')].filter((e) => "
            "e.getClientRects().length).every((e) => e.classList.contains('lit'))")
        landscape(browser)
        wait.until(lambda d: whole_above_dock(d, ".place"))
        shot(browser, "taco_party_4p_picked_landscape")
        assert fills_its_width(browser, "prompt")
        assert browser.execute_script(TEXT_LINES, "prompt") <= 3  # (the card over its
        # words, not six lines squeezed beside it)
        tacos = widths(browser, ".place img")  # every taco at one size, its name readable
        assert tacos and min(tacos) == max(tacos) and min(tacos) >= 70, tacos
        assert in_sight(browser, "#prompt") and in_sight(browser, "#targets .move.cancel")
        portrait(browser)
    finally:
        table.exit()


def test_a_phone_joins_as_a_new_player_from_the_setup_screens_code(browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from tests.scenes.test_phone_lobby import button, open_setup

    stack, setup, services = open_setup()
    button(setup, INVITE).activate()
    try:
        browser.get(setup.lobby.session.join_url())
        wait = WebDriverWait(browser, 30)
        wait.until(lambda d: d.find_element(By.ID, "join").is_displayed())
        field = browser.find_element(By.ID, "join-name")
        assert field.size["height"] >= 48
        field.send_keys("Eli")
        shot(browser, "join")
        assert browser.execute_script(NO_SCROLL)  # nothing below: no page to scroll
        landscape(browser)  # turned: the name's field and its button in sight, whole
        shot(browser, "join_landscape")
        assert in_sight(browser, "#join-name") and in_sight(browser, "#join-go")
        tops = browser.execute_script(  # the three columns start on one line
            "return ['.join-art', '.join-card', '.join-players'].map((s) =>"
            " Math.round(document.querySelector(s).getBoundingClientRect().top))")
        assert max(tops) - min(tops) <= 12, tops
        portrait(browser)
        browser.find_element(By.ID, "join-go").click()
        run_until(stack, lambda: "/seat/" in browser.current_url)
        assert setup.names[2] == "Eli" and setup.phone_seats() == {2}
        wait.until(lambda d: "Start" in d.find_element(By.ID, "prompt").text)
        wait.until(lambda d: "Eli (you)" in shown_text(d, "emblem-list"))
        assert shown_text(browser, "emblem-you") == "Your mark on the TV"  # the big mark, said
        listed = shown_text(browser, "emblem-list")  # everyone at the table, seat by seat
        assert all(name in listed for name in setup.lobby_players()[:2]), listed
        assert in_sight(browser, "#emblem-you")
        shot(browser, "joined")
        assert browser.execute_script(  # the label right under the mark it names (not centred
            "const m = document.getElementById('emblem-mark').getBoundingClientRect();"  # under
            "const y = document.getElementById('emblem-you').getBoundingClientRect();"  # the
            "return Math.abs((m.left + m.right) / 2 - (y.left + y.right) / 2) < 12"  # card)
            " && y.top >= m.bottom && y.top - m.bottom < 40")
        landscape(browser)
        shot(browser, "joined_landscape")
        assert in_sight(browser, "#emblem-you")
        assert in_sight(browser, "#prompt")  # "You're in!": said whole, turned too
    finally:
        setup.close_lobby()


def test_the_join_page_reads_well_in_spanish(browser):
    """The join link in Spanish (longer words): its title, field and button whole and in
    sight, in portrait and in landscape, the players already in listed."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from tests.scenes.test_phone_lobby import button, open_setup

    stack, setup, services = open_setup(lang="es")
    button(setup, services.words.gettext(INVITE)).activate()
    try:
        browser.get(setup.lobby.session.join_url())
        wait = WebDriverWait(browser, 30)
        wait.until(lambda d: d.find_element(By.ID, "join").is_displayed())
        wait.until(lambda d: shown_text(d, "join-go"))
        assert shown_text(browser, "join-title") == services.words.gettext(
            "Join as a new player") != "Join as a new player"  # in Spanish
        browser.find_element(By.ID, "join-name").send_keys("Eli")
        shot(browser, "join_es")
        assert browser.execute_script(NO_SCROLL)
        assert in_sight(browser, "#join-name") and in_sight(browser, "#join-go")
        landscape(browser)
        shot(browser, "join_es_landscape")
        assert in_sight(browser, "#join-name") and in_sight(browser, "#join-go")
        portrait(browser)
    finally:
        setup.close_lobby()


@pytest.mark.parametrize("game", ["taco-loco", "taco-party", "crazy-taco", "taco-fight"])
def test_each_game_page_reads_well_in_spanish(browser, game):
    """The page in Spanish (longer words): nothing cut, nothing too small, every target in
    reach, in portrait and in landscape."""
    from selenium.webdriver.support.ui import WebDriverWait

    stack, table, match = open_table(game, humans("h", "h"), lang="es")
    session = table.phones.open()
    try:
        run_until(stack, lambda: bool(match.rules.actors()) or game == "taco-fight")
        seat = match.rules.actors()[0] if match.rules.actors() else 0
        browser.get(session.url(seat))
        table.phones.publish(force=True)
        WebDriverWait(browser, 30).until(lambda d: d.execute_script(
            "return !!document.querySelector('.card.legal, .move.step, .key.lit')"))
        turn = browser.execute_script("return document.getElementById('prompt').dataset.turn")
        assert turn in ("\u00a1Tu turno!", "") and (turn or game == "taco-fight")  # Spanish
        if game == "crazy-taco":  # the money, stars and turn head the page, in Spanish
            assert in_sight(browser, "#stats .stat") and "Dinero" in shown_text(browser, "stats")
        name = game.replace("-", "_")
        shot(browser, f"{name}_es")
        if game == "taco-fight":  # the prep's pad whole on the screen in Spanish too: no
            assert browser.execute_script(NO_SCROLL)  # scrollbar for a few pixels over
        if game == "crazy-taco":  # the redraw's cards chosen: its button and the way back on
            tap(browser, ".move.step.many")  # one row of the bar, their words whole, the
            for count in range(3):  # hand's second row above it
                tap(browser, f".card:not(.picked):nth-child({count + 1})")
            shot(browser, f"{name}_es_redraw")
            assert whole_above_dock(browser, ".card")
            tap(browser, "#steps .move.cancel")
        landscape(browser)
        shot(browser, f"{name}_es_landscape")
        if game == "crazy-taco":  # (Spanish too)
            assert browser.execute_script(HAND_WHOLE)
        if game != "taco-fight":  # the cards in view beside what to do, in Spanish too
            assert in_sight(browser, "#prompt") and browser.execute_script(
                "const c = document.querySelector('.card, .place'); return !!c && "
                "c.getBoundingClientRect().top < window.innerHeight * 0.7")
        if game == "taco-party":  # a hand of four whole, none under the fold
            assert in_sight(browser, ".hand .card img")
        portrait(browser)
        if game == "taco-fight":  # the fight's keys, off keys' reasons and aim, in Spanish
            from selenium.webdriver.common.by import By

            tap(browser, ".key[data-command=grab]")
            run_until(stack, lambda: table.table.pantry_sizes[seat] > 0)
            from tabletop.games.taco_fight.rules import actions

            table.submit_for(1 - seat, actions.Ready(1 - seat))  # the other phone is ready
            tap(browser, ".key[data-command=ready]")
            run_until(stack, lambda: table.table.phase == "fight")
            WebDriverWait(browser, 30).until(lambda d: d.find_elements(
                By.CSS_SELECTOR, ".key.lit[data-command=flip]"))
            shot(browser, f"{name}_es_fight")
            assert browser.execute_script(ONE_LINE_HINTS) == []  # each key's line: one line
            assert fits(browser)
            landscape(browser)
            shot(browser, f"{name}_es_fight_landscape")
            assert fits(browser)
            portrait(browser)  # a card flipped: the kitchen says what it is for, in Spanish
            tap(browser, ".key[data-command=flip]")
            run_until(stack, lambda: shown_text(browser, "hold-note").strip())
            shot(browser, f"{name}_es_flipped")
            assert browser.execute_script(ONE_LINE_HINTS) == []
            assert browser.execute_script(ONE_PRIMARY) <= 1 and fits(browser)
            landscape(browser)
            shot(browser, f"{name}_es_flipped_landscape")
            assert fits(browser)
    finally:
        table.exit()


def test_taco_locos_gift_and_counter_questions_read_well_on_the_phone(browser):
    """Taco Loco's two questions asked on the seat's own phone, portrait and turned: who must
    eat a perfect taco, and whether to counter a Legendary Taco (its key then says what both
    special cards do, as both are on the screen)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from tabletop.games.taco_loco.rules.observation import COUNTER, GIVE

    stack, table, match = open_table("taco-loco", humans("h", "h", "h"), seed=1)
    session = table.phones.open()
    try:
        browser.get(session.url(0))
        wait = WebDriverWait(browser, 30)
        for kind, name, said in ((GIVE, "taco_loco_gift", "Who must eat it?"),
                                 (COUNTER, "taco_loco_counter", "Counter it")):
            for _ in range(400):  # every seat played as its hint would, to the question
                question = table.observation_of(0).question
                if question is not None and question.seat == 0 and question.kind == kind:
                    break
                table.submit(match.bot_decision(match.rules.actors()[0]).action)
            else:
                raise AssertionError(f"no {kind} question for seat 0")
            table.phones.publish(force=True)
            wait.until(lambda d, said=said: said in shown_text(d, "prompt"))
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#actions .move"))
            shot(browser, name)
            assert in_sight(browser, "#actions .move")  # every answer in reach, no scrolling
            assert whole_above_dock(browser, ".tally img")  # and the tacos it speaks of,
            assert whole_above_dock(browser, ".tally.flagged")  # the one it is about framed
            flagged = browser.execute_script(
                "return [...document.querySelectorAll('.tally.flagged .chip')].map((c) => "
                "c.textContent)")
            assert flagged == (["The perfect taco"] if kind == GIVE else ["Legendary Taco"])
            if kind == COUNTER:  # both answers side by side, no card to tap first
                answers = browser.execute_script(
                    "return [...document.querySelectorAll('#actions .move')].map((b) => "
                    "b.innerText.trim())")
                assert sorted(answers) == ["Counter it", "Let it stand"], answers
                quiet = browser.execute_script(  # one main answer, the other outlined
                    "return [...document.querySelectorAll('#actions .move.quiet')].map((b) => "
                    "b.innerText.trim())")
                assert quiet == ["Let it stand"], quiet
                # the Lonesome Taco it counters with, drawn on its answer: in sight at once
                assert in_sight(browser, "#actions .move:not(.quiet) img")
                card, lines = browser.execute_script(COUNTER_ANSWER)  # large enough to read
                assert card >= 64 and lines == 1, (card, lines)  # its words on one line
                tap(browser, "#marks-go")
                wait.until(lambda d: in_sight(d, "#marks .mark"))
                chips = browser.execute_script(
                    "return [...document.querySelectorAll('#marks .chip')].map((c) => "
                    "c.textContent)")
                assert "Legendary Taco" in chips and "Lonesome Taco" in chips, chips
                shot(browser, "taco_loco_counter_marks")
                browser.execute_script("document.getElementById('marks-part').open = false;"
                                       "window.scrollTo(0, 0)")
            landscape(browser)
            shot(browser, f"{name}_landscape")
            assert in_sight(browser, "#prompt") and fills_its_width(browser, "prompt")
            assert in_sight(browser, ".tally.flagged")  # the taco it is about, turned too
            assert browser.execute_script(ONE_LINE_STATS) == []  # its tiles alike, each on
            # a line ("Cards to draw 57", never "Cards left / to draw" beside a one-line tile)
            assert in_sight(browser, "#actions .move")
            if kind == COUNTER:  # turned, the answers side by side: "Counter it" still whole
                card, lines = browser.execute_script(COUNTER_ANSWER)  # on one line
                assert card >= 56 and lines == 1, (card, lines)
            portrait(browser)
            answer = match.bot_decision(0).action  # answered, for the next question
            table.submit(answer)
    finally:
        table.exit()


MORE_BELOW_SAID = """
const rest = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
const cue = document.getElementById('below');
if (rest <= 24) return true;  // (nothing more below: no cue asked)
if (cue.hidden) return false;
const c = cue.getBoundingClientRect();  // its tab over no tile, card or words
return ![...document.querySelectorAll('.stat, .tally, .card, .move, h2, h3, p, li')].some((e) => {
  const b = e.getBoundingClientRect();
  return b.height && b.left < c.right && b.right > c.left && b.top < c.bottom && b.bottom > c.top;
});
"""


def test_taco_locos_tacos_stand_abreast_so_the_news_names_none_out_of_sight(browser):
    """Taco Loco with three tacos on the table, upright: side by side, left to right as the
    news counts them ("the 3rd taco from the left"), each whole above the screen's foot."""
    from selenium.webdriver.support.ui import WebDriverWait

    stack, table, match = open_table("taco-loco", humans("h", "h", "h", "h"), seed=5)
    session = table.phones.open()
    try:
        browser.get(session.url(0))
        wait = WebDriverWait(browser, 30)
        for _ in range(400):  # every seat played as its hint would, to three tacos
            if len(table.observation_of(0).tacos) >= 3:
                break
            table.submit(match.bot_decision(match.rules.actors()[0]).action)
        else:
            raise AssertionError("never three tacos")
        table.phones.publish(force=True)
        wait.until(lambda d: len(d.find_elements("css selector", ".tally img")) >= 3)
        shot(browser, "taco_loco_three_tacos")
        assert in_sight(browser, ".tally:has(img)")  # every taco whole at first sight
        tops = browser.execute_script(
            "return [...document.querySelectorAll('.tally:has(img)')].map((t) => "
            "[Math.round(t.getBoundingClientRect().top), t.getBoundingClientRect().left])")
        assert len({top for top, _left in tops}) == 1, tops  # in one row...
        assert [left for _top, left in tops] == sorted(left for _top, left in tops)  # in order
        tall = browser.execute_script(  # every taco at one height, never a thumbnail (one
            "return [...document.querySelectorAll('.tally img')].map((i) => i.offsetHeight)")
        assert min(tall) == max(tall) >= 96, tall  # with cards under it: a little narrower)
        assert browser.execute_script(MORE_BELOW_SAID)  # the page runs on: the cue says so
        landscape(browser)
        shot(browser, "taco_loco_three_tacos_landscape")
        portrait(browser)
    finally:
        table.exit()

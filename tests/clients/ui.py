"""Driving the clients like a person: create a game in the lobby, then click (or tap, or key)
the targets the screen offers until the game ends. The helpers know the UI, never the rules."""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "clients"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
TURN_OR_END = '.game-screen[data-my-turn="true"], .game-screen[data-status="finished"]'
# Board targets that stand for moves, then selectors (a piece, a card), then listed moves.
MOVE_TARGET = '.board-wrap [data-target-key]:not([data-target-key^="select:"])'
SELECTOR = ".board-wrap [data-target-key^=\"select:\"]:not(.selected):not([aria-pressed=true])"
# The action buttons in the status bar for the moves no board target stands for (not the
# list of all moves beside the board, folded in `details.all-moves`).
LISTED = ".game-head .turn-moves > button.move"
CHOICE = ".chooser:not([hidden]) button.move"
# A press changed the screen: the version moved on, the selection changed (a piece, a card,
# a die chosen), or a move was refused (the reason is shown).
PRESSED = """([v, sel]) => { const s = document.querySelector('.game-screen');
  return !s || s.dataset.version !== v || s.dataset.selected !== sel
    || !!document.querySelector('.message[data-kind=error]:not(:empty)'); }"""
# A move has landed (the version moved on) or was refused (the reason is shown).
LANDED = """v => { const s = document.querySelector('.game-screen');
  return !s || s.dataset.version !== v
    || !!document.querySelector('.message[data-kind=error]:not(:empty)'); }"""


def shot(page: Any, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def confirming(page: Any, base_url: str, token: str, player: dict[str, str]) -> None:
    """Sign ``player`` in on ``page`` (opened on a client) with moves played out at once, and
    "confirm my moves" on: the account's preference, which the game screen reads."""
    kept = api(base_url, "/v1/players/me/preferences", {"confirm_moves": True}, token, "PUT")
    assert kept == {"confirm_moves": True}
    page.evaluate("""([token, player]) => {
        localStorage.setItem('dashgames.token', token);
        localStorage.setItem('dashgames.player', JSON.stringify(player));
        localStorage.setItem('dashgames.speed', 'instant');
    }""", [token, player])


def open_lobby(page: Any, base_url: str, client: str = "web", speed: str = "instant") -> None:
    """The lobby, with moves played out at ``speed`` (instant: no pauses between the bots'
    steps, so a whole game takes seconds; the layout tests watch them move)."""
    page.goto(f"{base_url}/{'web' if client == 'web' else 'm'}/#/")
    page.evaluate(f"localStorage.setItem('dashgames.speed', '{speed}')")
    page.wait_for_selector("form.create")


def create_game(page: Any, game_type: str, options: dict[str, str] | None = None,
                tap: bool = False) -> str:
    """Fill the lobby's form for ``game_type`` (you in seat 1, bots elsewhere) and create it."""
    section = page.locator(f'section.game-type[data-type="{game_type}"]')
    section.wait_for()
    if options:
        summary = section.locator("details.options > summary")
        summary.tap() if tap else summary.click()
        for name, value in options.items():
            field = section.locator(f"#{game_type}-opt-{name}")
            if field.evaluate("e => e.tagName") == "SELECT":
                field.select_option(value)
            else:
                field.fill(value)
    button = section.locator("form.create button[type=submit]")
    button.tap() if tap else button.click()
    page.wait_for_selector(".game-screen[data-version]")
    return str(page.evaluate("location.hash.split('/')[2]"))


def _press(page: Any, selector: str, tap: bool) -> bool:
    target = page.locator(selector).first
    if target.count() == 0:
        return False
    try:
        if tap:
            target.tap(timeout=2000)
        else:
            target.click(timeout=2000)
    except Exception:  # the screen re-rendered under us: look again
        return False
    return True


def play_one(page: Any, tap: bool = False) -> bool:
    """Make one move through the screen's targets (and the chooser one opens) or the action
    buttons in the status bar for the moves no target stands for (pass, end the turn); never
    the list of all moves. False when nothing could be pressed."""
    for selector in (CHOICE, MOVE_TARGET, LISTED, SELECTOR):
        if _press(page, selector, tap):
            if selector == MOVE_TARGET:
                page.wait_for_timeout(30)
                _press(page, CHOICE, tap)  # a target standing for several moves asks which
            return True
    return False


STAGED = ".staged .confirm-move"
"""Confirm, on the bar of a staged turn ("confirm my moves")."""


def stage(page: Any, count: int = 1, tap: bool = False) -> None:
    """Choose moves through the board until ``count`` steps of the turn are staged ("confirm
    my moves"; a piece may be chosen first, or a move in the chooser)."""
    staged = f'.game-screen[data-staged="{count}"]'
    for _ in range(6):
        if page.locator(staged).count():
            return
        play_one(page, tap=tap)
        page.wait_for_timeout(50)
        if page.locator(CHOICE).count():
            page.locator(CHOICE).first.click()
    page.wait_for_selector(staged, timeout=5000)


def play_to_end(page: Any, max_moves: int = 400, seconds: float = 90.0, tap: bool = False,
                each: Callable[[], None] | None = None) -> int:
    """Play until the game is over; returns the moves made. Bots play the other seats.
    ``each`` (a check) runs on the board before every move."""
    ends = time.monotonic() + seconds
    moves = 0
    screen = page.locator(".game-screen")
    while time.monotonic() < ends:
        left_ms = max(1000, int((ends - time.monotonic()) * 1000))
        page.wait_for_selector(TURN_OR_END, timeout=left_ms)
        if screen.get_attribute("data-status") == "finished":
            return moves
        version = screen.get_attribute("data-version")
        selected = screen.get_attribute("data-selected") or ""
        if each:
            each()
        if play_one(page, tap):
            moves += 1
            if moves >= max_moves:
                break
            try:
                page.wait_for_function(PRESSED, arg=[version, selected], timeout=8000)
            except PlaywrightTimeout:  # a press on a board the others' moves were redrawing:
                continue  # look again (the game must still end in time)
    raise AssertionError(f"the game did not end within {seconds} s ({moves} moves made)")


def unlabelled_controls(page: Any) -> list[str]:
    """Buttons, inputs, selects and targets without an accessible name (should be none)."""
    found: list[str] = page.evaluate(
        """() => {
          const named = (e) => {
            if (e.getAttribute('aria-label') || e.getAttribute('aria-labelledby')) return true;
            if (e.tagName === 'BUTTON' || e.getAttribute('role') === 'button')
              return (e.textContent || '').trim().length > 0;
            if (e.id && document.querySelector(`label[for="${CSS.escape(e.id)}"]`)) return true;
            return !!e.closest('label');
          };
          const all = document.querySelectorAll('button, input, select, textarea, [role=button]');
          return [...all].filter(e => !named(e)).map(e => e.outerHTML.slice(0, 120));
        }"""
    )
    return found


def api(base_url: str, path: str, body: Any = None, token: str | None = None,
        method: str | None = None) -> Any:
    """One call of the platform's API (a POST when there is a body), its JSON answer."""
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json"} if data is not None else {}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(base_url + path, data=data, headers=headers, method=method)
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)

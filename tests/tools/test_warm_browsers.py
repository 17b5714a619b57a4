"""Which browsers a page test hands on to the next (tests/warm_browsers.py), without a browser:
a browser is handed on only if its test passed, nothing made it unfit and its reset leaves
exactly a returning visitor's storage; idle browsers are bounded."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from tests import warm_browsers
from tests.warm_browsers import KEPT, WarmBrowsers, returning_visitors_storage

BASE = "http://127.0.0.1:8123"


class FakePage:
    def __init__(self, context: "FakeContext") -> None:
        self.context = context

    def close(self) -> None:
        self.context.pages.remove(self)


class FakeContext:
    """What WarmBrowsers uses of a Playwright persistent context."""

    def __init__(self, left: dict[str, Any]) -> None:
        self.left = left
        self.pages: list[FakePage] = [FakePage(self)]  # a persistent context opens a tab
        self.listeners: dict[str, Callable[[Any], None]] = {}
        self.closed = False
        self.folder = "/nonexistent"
        self.routes: list[str] = []
        self.cleared: list[str] = []  # origins of other sites whose storage a reset cleared

    def on(self, event: str, listener: Callable[[Any], None]) -> None:
        self.listeners[event] = listener

    def new_page(self) -> FakePage:
        page = FakePage(self)
        self.pages.append(page)
        return page

    def route(self, pattern: str, handler: Any = None) -> None:
        self.routes.append(pattern)

    def clear_permissions(self) -> None: ...

    def set_offline(self, offline: bool) -> None: ...

    def close_browser(self) -> None:
        self.closed = True

    def request(self, url: str) -> None:
        self.listeners["request"](type("Request", (), {"url": url})())


@pytest.fixture
def pool(monkeypatch: pytest.MonkeyPatch) -> WarmBrowsers:
    monkeypatch.setattr(warm_browsers, "clear_site_storage",
                        lambda context, page, base_url: context.left)
    monkeypatch.setattr(warm_browsers, "clear_other_sites",
                        lambda context, page, origins: context.cleared.extend(sorted(origins)))
    return WarmBrowsers(BASE)


def fresh(left: dict[str, Any] | None = None) -> Callable[[], FakeContext]:
    return lambda: FakeContext(returning_visitors_storage(BASE) if left is None else left)


def test_a_browser_whose_test_passed_and_whose_storage_resets_is_handed_to_the_next_test(
        pool: WarmBrowsers) -> None:
    first = pool.take({"locale": "en-US"}, fresh())
    assert first.pages == []  # the blank tab is closed: the test opens its own
    first.new_page()
    first.request(BASE + "/?game=siam")
    pool.give_back({"locale": "en-US"}, first, passed=True)
    assert not first.closed and first.pages == []
    assert pool.take({"locale": "en-US"}, fresh()) is first
    assert pool.take({"locale": "ja-JP"}, fresh()) is not first  # other options: another browser


@pytest.mark.parametrize("spoil", ["failed", "another-origin-of-the-site", "context-route",
                                   "storage-left"])
def test_a_browser_is_closed_when_the_next_test_could_find_it_changed(
        pool: WarmBrowsers, spoil: str) -> None:
    left = {**returning_visitors_storage(BASE), "local": 2} if spoil == "storage-left" else None
    context = pool.take({}, fresh(left))
    if spoil == "another-origin-of-the-site":
        context.request("http://127.0.0.1:8125/?game=siam")  # a built site on another port
    if spoil == "context-route":
        context.route("**/*")
    pool.give_back({}, context, passed=spoil != "failed")
    assert context.closed
    assert pool.take({}, fresh()) is not context


def test_a_browser_that_opened_a_rules_sites_page_is_handed_on_with_that_sites_storage_cleared(
        pool: WarmBrowsers) -> None:
    """A host page of another site (boards embedded in a rules page): the browser refuses the
    boards there any storage, and the reset clears the host page's own, every kind."""
    context = pool.take({}, fresh())
    context.new_page()
    context.request("http://localhost:8124/index.html")  # a rules site's host page
    context.request("http://localhost:8124/favicon.ico")
    context.request(BASE + "/?game=siam&embed=1")  # the board in its frame
    pool.give_back({}, context, passed=True)
    assert not context.closed
    assert context.cleared == ["http://localhost:8124"]
    assert pool.take({}, fresh()) is context
    pool.give_back({}, context, passed=True)
    assert context.cleared == ["http://localhost:8124"]  # once: the next test's list starts empty


def test_at_most_a_few_idle_browsers_are_kept_the_least_recently_used_closed(
        pool: WarmBrowsers) -> None:
    contexts = [pool.take({"n": n}, fresh()) for n in range(KEPT + 2)]
    for n, context in enumerate(contexts):
        pool.give_back({"n": n}, context, passed=True)
    assert [c.closed for c in contexts] == [True, True] + [False] * KEPT
    pool.close_all()
    assert all(c.closed for c in contexts)

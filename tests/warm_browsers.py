"""Returning visitors' browsers, kept between page tests instead of launched for each.

A page test that starts as a returning visitor needs a browser on a copy of the profile
``returning_visitor`` made (the Pyodide snapshot in Cache Storage, the runtime in the HTTP
cache). Copying 80 MB and launching Chromium for each of some three hundred tests cost
about a third of the whole run. A test that passed hands its browser back instead: its
pages are closed, the site's storage is cleared as ``returning_visitor`` clears it, and the
browser is kept only if what is left is exactly what a returning visitor has, so the next
test with the same context options starts where a fresh copy would.

A browser is never handed on after a test that failed, that closed it itself, that changed
it in a way a reset cannot undo (context-wide scripts, routes, bindings, headers), or that
opened another origin of the site's own host (``127.0.0.1`` on another port: a built site,
a host page of the same site). Such an origin is another origin of the same *site*: its
pages and frames have storage of their own, and share the site's partition of the HTTP
cache, under a port a later server of the run may get again.

A page of another *site* (a rules site's host page on ``localhost``, embedding boards) does
not make a browser unfit. Checked in Chromium (tests/page/test_embed_page.py, and a profile's
files compared after a same-site and a cross-site test): the browser refuses a frame of
another site every kind of storage, so the boards leave nothing there (the frame's storage
key is the site's own, which the reset clears and checks); the host page's own storage is
cleared by the reset (``Storage.clearDataForOrigin``, every kind); what remains is the
rules site's partition of the HTTP cache, holding the site's files, as
``returning_visitor``'s profile already does, and the browser's engagement notes.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections import OrderedDict
from pathlib import Path
from typing import Any, Callable
from urllib.parse import urlsplit

KEPT = 3
"""Idle browsers kept per pytest process (one per set of context options, least recently
used dropped): enough for a file's tablet, phone and Japanese pages."""

CLEARED = "cookies,file_systems,indexeddb,local_storage,service_workers,websql"
"""What ``returning_visitor`` clears, and a reset clears again: all the site's storage but
Cache Storage, which holds the kept snapshot."""

WHAT_IS_LEFT = """async () => ({
  local: localStorage.length, databases: (await indexedDB.databases()).length,
  workers: (await navigator.serviceWorker.getRegistrations()).length,
  caches: await caches.keys()})"""

CHANGES_A_RESET_CANNOT_UNDO = ("add_init_script", "expose_binding", "expose_function", "route",
                               "route_from_har", "route_web_socket", "set_extra_http_headers",
                               "set_geolocation", "add_cookies")


def returning_visitors_storage(base_url: str) -> dict[str, Any]:
    """What a page of the site finds in a returning visitor's storage (``WHAT_IS_LEFT``)."""
    return {"local": 0, "databases": 0, "workers": 0,
            "caches": [f"abstract-boards-snapshot {base_url}/"]}


def clear_site_storage(context: Any, page: Any, base_url: str) -> dict[str, Any]:
    """Clear the site's storage but the kept snapshot; returns what is left (``WHAT_IS_LEFT``)."""
    context.new_cdp_session(page).send("Storage.clearDataForOrigin", {
        "origin": base_url, "storageTypes": CLEARED})
    page.goto(base_url + "/web/assets/icon.svg")  # the site's origin, no Python: nothing written
    left: dict[str, Any] = page.evaluate(WHAT_IS_LEFT)
    return left


def clear_other_sites(context: Any, page: Any, origins: set[str]) -> None:
    """Clear every kind of storage of these origins (pages of other sites a test opened)."""
    if origins:
        cdp = context.new_cdp_session(page)
        for origin in sorted(origins):
            cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        cdp.detach()


def launch(browser_type: Any, launch_args: dict[str, Any], profile: Path,
           context_args: dict[str, Any]) -> Any:
    """A browser on a copy of ``profile``; the copy's folder is ``context.folder``."""
    copy = tempfile.mkdtemp(prefix="returning-visitor-")
    shutil.copytree(profile, copy, dirs_exist_ok=True)
    context = browser_type.launch_persistent_context(copy, **launch_args, **context_args)
    context.folder = copy
    context.close_browser = context.close  # before a test's fixture wraps ``close``
    return context


def close(context: Any) -> None:
    """Close the browser and delete its copy of the profile."""
    try:
        context.close_browser()
    finally:
        shutil.rmtree(context.folder, ignore_errors=True)


class WarmBrowsers:
    """The idle returning visitors' browsers of this pytest process, by context options."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url
        self.origin = base_url.rstrip("/")
        self.host = urlsplit(base_url).hostname
        self.idle: OrderedDict[str, Any] = OrderedDict()

    @staticmethod
    def key(options: dict[str, Any]) -> str:
        return json.dumps(options, sort_keys=True, default=repr)

    def take(self, options: dict[str, Any], launch_new: Callable[[], Any]) -> Any:
        """An idle browser with these options, or a new one; watched for what makes it unfit."""
        context = self.idle.pop(self.key(options), None)
        if context is None:
            context = launch_new()
            context.unfit = False
            context.other_sites = set()
            context.on("request", lambda request: self._note_origin(context, request.url))
            for name in CHANGES_A_RESET_CANNOT_UNDO:
                if hasattr(context, name):
                    setattr(context, name, self._unfitting(context, getattr(context, name)))
        for blank in context.pages:  # a persistent context opens a tab; the test opens its own
            blank.close()
        return context

    def give_back(self, options: dict[str, Any], context: Any, passed: bool) -> None:
        """Keep ``context`` for the next test if it is still a returning visitor's; else close it."""
        if not passed or context.unfit or not self._reset(context):
            close(context)
            return
        self.idle[self.key(options)] = context
        while len(self.idle) > KEPT:
            close(self.idle.popitem(last=False)[1])

    def close_all(self) -> None:
        while self.idle:
            close(self.idle.popitem()[1])

    def _note_origin(self, context: Any, url: str) -> None:
        """Note an origin of another site (cleared by the reset); another origin of the site's
        own host makes the browser unfit."""
        parts = urlsplit(url)
        origin = f"{parts.scheme}://{parts.netloc}"
        if parts.scheme not in ("http", "https") or origin == self.origin:
            return
        if parts.hostname == self.host:
            context.unfit = True
        else:
            context.other_sites.add(origin)

    @staticmethod
    def _unfitting(context: Any, method: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            context.unfit = True
            return method(*args, **kwargs)
        return call

    def _reset(self, context: Any) -> bool:
        try:
            for page in context.pages:
                page.close()
            context.clear_permissions()
            context.set_offline(False)
            page = context.new_page()
            clear_other_sites(context, page, context.other_sites)
            context.other_sites.clear()
            left = clear_site_storage(context, page, self.base_url)
            page.close()
        except Exception:  # noqa: BLE001 - a browser that cannot be reset is not handed on
            return False
        return left == returning_visitors_storage(self.base_url)

"""Entry point run by PyScript (see index.html and pyscript.toml)."""

from pyscript import window  # type: ignore[import-not-found]

from web import i18n

i18n.attach(window)  # the strings boot.js loaded (web/strings.js), before any view names a thing

from web.app import App  # noqa: E402

App().start()

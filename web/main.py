"""Entry point run by PyScript (see index.html and pyscript.toml)."""

from web.app import App

App().start()

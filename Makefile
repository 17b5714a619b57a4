# Two commands for a newcomer: `make play` and `make test` (see README.md).
PYTHON ?= python3
PORT ?= 8000
VENV := .venv
VPY := $(VENV)/bin/python
# `make test` type-checks (mypy.ini) and lints (ruff.toml) before the tests; CHECKS=0 skips both
# (e.g. to run one test file while a change is half made).
# (Not LINT: GNU make already defines LINT = lint, which `?=` would keep.)
CHECKS ?= 1

.PHONY: play test check runtime snapshot bundle previews bench site site-files check-config clean

## play: install the pinned runtime and serve the site on 127.0.0.1:$(PORT)
play: runtime snapshot bundle previews
	PORT=$(PORT) $(PYTHON) tools/serve.py

## test: install what the tests need, then run every test (rules, referee, the page in
## Chromium, and tests/engines in Firefox and WebKit, alongside: tools/run_tests.py)
test: runtime snapshot bundle previews $(VENV)/.installed
	./tools/ensure_browsers.sh
	$(VPY) tools/sync_pyscript.py --check
ifeq ($(CHECKS),1)
	$(VPY) -m mypy
	$(VPY) -m ruff check games web tests tools bench
endif
	$(VPY) tools/run_tests.py $(PYTEST_ARGS)

## check: types, lint and every test that starts no browser (`-m "not browser"`): the quick
## tier while a change is in progress; `make test` runs these and every browser test
check: runtime snapshot bundle previews $(VENV)/.installed
	$(VPY) tools/sync_pyscript.py --check
	$(VPY) -m mypy
	$(VPY) -m ruff check games web tests tools bench
	$(VPY) -m pytest -m "not browser" $(PYTEST_ARGS)

## bench: start-up, tap-to-redraw and engine speed figures (bench/README.md)
bench: runtime snapshot bundle previews $(VENV)/.installed
	./tools/ensure_chromium.sh
	$(VPY) bench/run_all.py

## site: build the deployable static site (offline-capable) into dist/site (docs/deploy.md)
site: runtime snapshot bundle previews
	$(PYTHON) tools/build_site.py

runtime: runtime/.installed

## bundle: the page's and the worker's Python files as one archive each (docs/start-up.md)
bundle:
	$(PYTHON) tools/bundle.py

## previews: the home page's pictures of the games, drawn by games/diagram (tools/make_previews.py)
previews:
	$(PYTHON) tools/make_previews.py

## snapshot: the Pyodide memory snapshot the page starts from (docs/start-up.md); made again only when stale
snapshot: runtime
	$(PYTHON) tools/make_snapshot.py

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

runtime/.installed: node_modules/.installed tools/install_runtime.py
	$(PYTHON) tools/install_runtime.py
	touch $@

$(VENV)/.installed: requirements.txt
	test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

clean:
	rm -rf runtime snapshot bundle previews node_modules $(VENV) .pytest_cache .hypothesis

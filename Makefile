# `make play` and `make test` set up .venv in the checkout on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
# Playing needs only the game's own dependencies; testing, linting and packaging add the rest.
PLAY_STAMP := $(VENV)/.installed-play
DEV_STAMP := $(VENV)/.installed-dev
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
# pytest-xdist workers: one per logical CPU the system lets us use ("logical"; "auto" would count
# physical cores when psutil is installed); `make test WORKERS=0` runs the tests in one process.
# Each test file runs whole on one worker (--dist loadfile): a file's module fixtures, such as
# the PyInstaller build of tests/test_dist.py, are made once. Files are handed out in the order
# they are collected (--no-loadscope-reorder), so tests/e2e, whose few tests are the longest, start
# first instead of last.
WORKERS ?= logical

.PHONY: play test lint dist bench clean art pictures

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(PLAY_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $(PLAY_STAMP)

$(DEV_STAMP): pyproject.toml $(PLAY_STAMP)
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(DEV_STAMP)

play: $(PLAY_STAMP)
	$(PY) -m game

lint: $(DEV_STAMP)
	$(PY) -m ruff check game tests bench assets docs build.spec
	$(PY) -m ruff format --check game tests bench assets docs build.spec

test: $(DEV_STAMP) lint
	$(HEADLESS) $(PY) -m pytest -n $(WORKERS) --dist loadfile --no-loadscope-reorder
	$(PY) -m game validate-cards
	$(PY) -m game scenario --quiet tests/scenarios

# The pictures and typefaces, fetched by name from their packages (assets/art/manifest.yaml) and
# committed: playing needs no network. Needs npm and apt-get; running it again writes the same files.
art: $(PLAY_STAMP)
	$(PY) assets/art/fetch.py

# The README's picture of each game's table (docs/pictures/<ruleset>.png), taken from the real
# app without a window; `$(PY) docs/pictures.py --all --out DIR` takes every size and language.
pictures: $(PLAY_STAMP)
	$(HEADLESS) $(PY) docs/pictures.py

dist: $(DEV_STAMP)
	$(PY) -m PyInstaller --noconfirm build.spec

bench: $(DEV_STAMP)
	$(PY) -m pip install --quiet rlcard
	$(PY) bench/engine.py

clean:
	rm -rf build dist .pytest_cache .ruff_cache

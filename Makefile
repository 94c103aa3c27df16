# `make play` and `make test` set up .venv in the checkout on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test lint dist bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m game

lint: $(STAMP)
	$(PY) -m ruff check game tests bench assets build.spec
	$(PY) -m ruff format --check game tests bench assets build.spec

test: $(STAMP) lint
	$(HEADLESS) $(PY) -m pytest
	$(PY) -m game validate-cards
	$(PY) -m game scenario --quiet tests/scenarios

dist: $(STAMP)
	$(PY) -m PyInstaller --noconfirm build.spec

bench: $(STAMP)
	$(PY) -m pip install --quiet rlcard
	$(PY) bench/engine.py

clean:
	rm -rf build dist .pytest_cache .ruff_cache

# Dash Games. `make run` and `make test` work on a fresh machine with Python 3.11+ and make.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test bench openapi lint typecheck browser clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11+ is needed"'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)
	$(PY) -m dashgames

lint: $(STAMP)
	$(VENV)/bin/ruff check services tests bench clients
	$(VENV)/bin/lint-imports

typecheck: $(STAMP)
	$(VENV)/bin/mypy

# Debian's chromium for the browser tests (no downloaded browser builds).
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "chromium is missing: install Debian's chromium package (sudo apt-get install chromium)"; exit 1; fi; }

test: $(STAMP) browser lint typecheck
	$(PY) -m pytest -q

openapi: $(STAMP)
	$(PY) -m dashgames.state.openapi_export openapi/openapi.json
	$(PY) clients/generate_api.py

bench: $(STAMP)
	$(PY) -m bench.run

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis

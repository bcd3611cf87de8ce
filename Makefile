# The two commands README.md promises: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: install demo test quick lint typecheck unit bench docs

$(BIN)/.installed: pyproject.toml scripts/install.sh
	bash scripts/install.sh
	touch $@

install: $(BIN)/.installed

demo: install
	bash scripts/demo.sh

lint: install
	$(BIN)/ruff check src tests bench examples

typecheck: install
	$(BIN)/mypy --strict src/sprig

unit: install
	bash scripts/test-services.sh
	$(BIN)/pytest -q

test: lint typecheck unit

# A quicker local run: the same checks without the tests marked slow (CI always runs `make test`).
quick: lint typecheck
	bash scripts/test-services.sh
	$(BIN)/pytest -q -m "not slow"

bench: install
	$(BIN)/python -m bench

# The documentation site, built strictly into site/ (the test suite builds it too).
docs: install
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict -d site

# Shortcuts for the commands in README.md; each works without make as well.
.PHONY: run test bundle bundle-onefile install-desktop bench-start clean

run:             ## install everything and open gocount on the bundled example
	bash scripts/run.sh

test:            ## install everything and run the whole test suite
	bash scripts/test.sh

bundle:          ## build the one-folder bundle: dist/gocount/gocount
	bash packaging/build.sh

bundle-onefile:  ## build the one-file bundle: dist/gocount-onefile/gocount
	bash packaging/build.sh --onefile

install-desktop: ## put dist/gocount into ~/.local with its menu entry, icons and the SGF type
	bash packaging/linux/install.sh

bench-start:     ## start-up of the bundle against a bare PySide6 window bundle
	.venv/bin/python benchmarks/bench_start.py

clean:           ## remove what the bundle build leaves behind
	rm -rf build dist

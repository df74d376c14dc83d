# The README's contract: `make demo` and `make test` work on a fresh Debian machine.
SWIFT ?= swift
BENCH_DIR := Benchmarks

.PHONY: bootstrap demo test bench clean

bootstrap:
	@scripts/bootstrap

demo: bootstrap
	$(SWIFT) build -c release --product tabbar-demo
	$$($(SWIFT) build -c release --show-bin-path)/tabbar-demo --output out/sample.png

test: bootstrap
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: bootstrap
	cd $(BENCH_DIR) && $(SWIFT) package --allow-writing-to-package-directory benchmark

clean:
	rm -rf .build out $(BENCH_DIR)/.build

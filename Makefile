# The README's contract: `make demo` and `make test` work on a fresh Debian machine.
SWIFT ?= swift
BENCH_DIR := Benchmarks

DEMO_BIN = $$($(SWIFT) build -c release --show-bin-path)/tabbar-demo

.PHONY: bootstrap demo screenshots test bench clean

bootstrap:
	@scripts/bootstrap

# The gallery in a window; without a display the demo says so and renders every scene
# into out/ instead, printing the paths.
demo: bootstrap
	$(SWIFT) build -c release --product tabbar-demo
	$(DEMO_BIN) gallery --output-dir out

# The README's pictures: every scene rendered headless (the window shows the same pixels).
screenshots: bootstrap
	$(SWIFT) build -c release --product tabbar-demo
	$(DEMO_BIN) --headless --output-dir docs/images

test: bootstrap
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: bootstrap
	cd $(BENCH_DIR) && $(SWIFT) package --allow-writing-to-package-directory benchmark

clean:
	rm -rf .build out $(BENCH_DIR)/.build

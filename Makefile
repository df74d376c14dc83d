# The README's contract: `make demo` and `make test` work on a fresh Debian machine.
SWIFT ?= swift
BENCH_DIR := Benchmarks

DEMO_BIN = $$($(SWIFT) build -c release --show-bin-path)/tabbar-demo
# The demo links the Swift runtime and Foundation statically: it then maps only the parts
# it uses, about 6 MB less at its peak. The toolchain's lld packs the binary's 87,000
# relative relocations into 16 KB (glibc 2.36 reads them) instead of 2 MB read at every
# start, and the binary exports none of its 8,400 Swift symbols, which every library's
# symbol lookups would search first: about 2 MB less again (Sources/TabBarKit/TabBarKit.docc/HOST.md, "Memory").
DEMO_BUILD = $(SWIFT) build -c release --static-swift-stdlib --product tabbar-demo \
	-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic

.PHONY: bootstrap demo screenshots test test-shuffled sanitize soak bench lint format docs clean

bootstrap:
	@scripts/bootstrap

# The gallery in a window; without a display the demo says so and renders every scene
# into out/ instead, printing the paths.
demo: bootstrap
	$(DEMO_BUILD)
	$(DEMO_BIN) gallery --output-dir out

# The README's pictures: every scene rendered headless (the window shows the same pixels).
screenshots: bootstrap
	$(DEMO_BUILD)
	$(DEMO_BIN) --headless --output-dir docs/images

# The tests (and the demo processes they start) make their temporary files in a folder of
# their own, removed after the run whatever its outcome.
test: bootstrap
	scripts/build-without-warnings $(SWIFT) build --build-tests
	scratch=$$(mktemp -d) && TMPDIR=$$scratch $(SWIFT) test --skip-build; status=$$?; rm -rf "$$scratch"; exit $$status

# The suite again with its suites dealt into processes in a random order (the seed is
# printed; `scripts/test-shuffled SEED` repeats a run): no test may need another beside it.
test-shuffled: bootstrap
	$(SWIFT) build --build-tests
	scripts/test-shuffled

# The whole suite under AddressSanitizer (CI runs it): the unchecked storage and the
# unmanaged references (Sources/TabBarKit/TabBarKit.docc/ARCHITECTURE.md, "Unsafe code") are
# sound only if no run reads freed or out-of-bounds memory. Its own scratch folder keeps the
# instrumented build apart from `.build`. Leaks are not its business: at exit it would report
# what libraries keep for the life of a process (fontconfig's caches, XCTest's suites), in the
# demo processes the end-to-end tests start too; the memory tests of `make test` watch ours.
sanitize: bootstrap
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	scratch=$$(mktemp -d) && TMPDIR=$$scratch ASAN_OPTIONS=detect_leaks=0 \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan; \
		status=$$?; rm -rf "$$scratch"; exit $$status

# The random-operation test of the tab bar controller at length: 20 seeds of 100,000 steps
# each (the suite runs 5,000), with the invariants checked after every step.
soak: bootstrap
	$(SWIFT) build --build-tests
	TABBARKIT_SOAK_STEPS=100000 $(SWIFT) test --skip-build --filter TabBarRandomOperationTests

# The benchmarks, then Auto Layout's systems solved by kiwisolver beside TabBarKit's.
bench: bootstrap
	cd $(BENCH_DIR) && $(SWIFT) package --allow-writing-to-package-directory benchmark
	$(BENCH_DIR)/compare-kiwisolver.py

# The house style, written down in .swift-format: `make lint` checks every Swift file in git
# (CI runs it), `make format` rewrites them to it.
lint:
	$(SWIFT) format lint --strict --configuration .swift-format $$(git ls-files '*.swift')

format:
	$(SWIFT) format format --in-place --configuration .swift-format $$(git ls-files '*.swift')

# The DocC documentation of TabBarKit and TabBarKitExtras (their catalogs hold the articles),
# built into .build-docs/plugins/Swift-DocC/outputs/*.doccarchive (CI runs it). Its own
# scratch folder keeps the plugin's build apart from `.build`; a warning (a broken symbol link,
# a parameter documented under the wrong name) fails the build.
docs: bootstrap
	$(SWIFT) package --scratch-path .build-docs generate-documentation \
		--target TabBarKit --target TabBarKitExtras --warnings-as-errors

clean:
	rm -rf .build .build-docs .build-asan .build-api out $(BENCH_DIR)/.build

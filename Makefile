# Layoutshot: `make render` and `make test` work on a fresh Debian machine; both install the
# C libraries they need first (apt-get, as root or through sudo).
SWIFT ?= swift
# librsvg2-bin: the tests render SVG output back to pixels with rsvg-convert.
# chromium, chromium-driver, python3-venv: the HTML report's browser test (scripts/report/) drives
# headless Chromium through selenium, installed from PyPI into .build/browser-venv
# (scripts/browser-env.sh, shared by the report and preview browser tests).
# git, curl, jq, zip, unzip, cmark-gfm: the pull-request review tests run publish against local
# bare repositories and the review workflows' steps against a local stand-in for GitHub's API,
# and render the comment as GitHub does (cmark-gfm).
APT_PACKAGES := libcairo2-dev libpango1.0-dev libfontconfig-dev libpng-dev libdeflate-dev pkg-config librsvg2-bin \
	chromium chromium-driver python3 python3-venv git curl jq zip unzip cmark-gfm
RENDER_DIR ?= render
# SwiftPM warns at every build that it drops the -pthread of glib's pkg-config files: builds read
# copies without it, written by `deps` (scripts/pkgconfig-shim.sh).
PKG_SHIM := $(CURDIR)/.build/pkgconfig
export PKG_CONFIG_PATH := $(PKG_SHIM)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
SNAPSHOTS := $(sort $(wildcard Snapshots/*.yaml))

.PHONY: deps build test tsan format render install portability bench fuzz docs check clean

## deps: install the system libraries (Cairo, Pango, fontconfig, libpng) when any is missing, and
## write the pkg-config copies the build reads
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq >/dev/null && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
	@bash scripts/pkgconfig-shim.sh $(PKG_SHIM)

## build: debug build of the package
build: deps
	$(SWIFT) build

## test: the formatter's check (swift format lint --strict), the JavaScript and CSS linter's
## (scripts/web/lint.sh: Biome from PyPI in .build/lint-venv), the whole test suite, the parallel
## paths under ThreadSanitizer (tsan), the swift-snapshot-testing integration (a package of its own), a
## downstream package that compiles and runs the samples of the README and the articles and uses
## each product alone, and the documentation site (no DocC warning, no public symbol undocumented)
test: deps
	$(SWIFT) format lint --strict --parallel $(SWIFT_FILES)
	bash scripts/web/lint.sh
	$(SWIFT) test
	$(MAKE) --no-print-directory tsan
	cd Integrations/LayoutshotSnapshotTesting && $(SWIFT) test
	python3 scripts/downstream/check.py
	SWIFT=$(SWIFT) bash scripts/docs/build.sh $(DOCS_DIR)

## tsan: the tests of the parallel paths under ThreadSanitizer, in a build folder of its own:
## `check` and `record` of the gallery on four workers (the CLI is built with it too), Texture
## nodes laid out from several threads, snapshot assertions in parallel, renderers and measurers
## on several threads, the preview server answering many requests; any report fails the run
TSAN_BUILD := .build/tsan
TSAN_TESTS := NodeTests|NodeSnapshotTests|SwiftTestingAssertionTests|theGalleryChecksAndRecordsNothingOnFourWorkers|PangoTextMeasurerTests|RendererImageTests|PreviewServerTests
tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path $(TSAN_BUILD)
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path $(TSAN_BUILD) --filter '$(TSAN_TESTS)'

## format: format every Swift file as .swift-format says (make test fails on a file that is not)
SWIFT_FILES = $(shell git ls-files '*.swift' 2>/dev/null || find . -name '*.swift' -not -path '*/.build*')
format:
	$(SWIFT) format format -i --parallel $(SWIFT_FILES)

## render: render every fixture in Snapshots/ to $(RENDER_DIR)/ as PNG and SVG, plus outlined PNGs.
## A debug build: it compiles in half the time of a release one, draws the gallery in half a
## second, gives the same bytes, and is the build `make test` goes on from.
render: deps
	$(SWIFT) build --product layoutshot
	.build/debug/layoutshot render $(SNAPSHOTS) --out-dir $(RENDER_DIR)
	.build/debug/layoutshot render $(SNAPSHOTS) --out-dir $(RENDER_DIR) --format svg
	.build/debug/layoutshot render $(SNAPSHOTS) --out-dir $(RENDER_DIR)/outlines --outlines
	@echo "Rendered $(words $(SNAPSHOTS)) fixtures into $(RENDER_DIR)/ (outlined copies in $(RENDER_DIR)/outlines/)"

## install: the CLI built with the static Swift runtime, and its fonts, into $(DESTDIR)$(PREFIX)
## (bin/layoutshot, share/layoutshot/fonts); it needs only the C libraries at run time (README)
PREFIX ?= /usr/local
DESTDIR ?=
STATIC_BUILD := .build/static
install: deps
	$(SWIFT) build -c release --product layoutshot --static-swift-stdlib --scratch-path $(STATIC_BUILD)
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/layoutshot/fonts"
	install -m 755 "$$($(SWIFT) build -c release --static-swift-stdlib --scratch-path $(STATIC_BUILD) --show-bin-path)/layoutshot" \
	  "$(DESTDIR)$(PREFIX)/bin/layoutshot"
	install -m 644 Sources/LayoutshotText/Resources/Fonts/* "$(DESTDIR)$(PREFIX)/share/layoutshot/fonts/"
	@echo "Installed $(DESTDIR)$(PREFIX)/bin/layoutshot and its fonts in $(DESTDIR)$(PREFIX)/share/layoutshot/fonts"

## portability: a Debian 13 root (debootstrap, cached), the CLI installed into it, and there: every
## snapshot checks, and recording gives the repository's bytes; then the other way round (root,
## network to the Debian archive; CONTRIBUTING.md)
portability: deps
	bash scripts/portability.sh

## bench: release-build benchmarks beside the peers' figures measured in the same run
bench: deps
	bash Benchmarks/bench.sh

## fuzz: libFuzzer + AddressSanitizer on every reader of untrusted input, FUZZ_SECONDS (60) per
## target on a copy of Fuzz/Corpus; crashes go to .build/fuzz/crashes/<target>/ and fail the run
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) bash Fuzz/fuzz.sh

## docs: the documentation site (DocC) into $(DOCS_DIR)/, failing on any DocC warning or any public
## symbol without a doc comment
DOCS_DIR ?= .build/docs
docs: deps
	SWIFT=$(SWIFT) bash scripts/docs/build.sh $(DOCS_DIR)

## check: every target and test built with warnings as errors (in a build folder of its own, as
## the flag changes every compile), then the tests
check: deps
	$(SWIFT) build --build-tests --scratch-path .build/check -Xswiftc -warnings-as-errors
	$(MAKE) --no-print-directory test

clean:
	rm -rf .build $(RENDER_DIR)

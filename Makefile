# Layoutshot: `make render` and `make test` work on a fresh Debian machine; both install the
# C libraries they need first (apt-get, as root or through sudo).
SWIFT ?= swift
APT_PACKAGES := libcairo2-dev libpango1.0-dev libfontconfig-dev libpng-dev pkg-config
RENDER_DIR ?= render
SNAPSHOTS := $(sort $(wildcard Snapshots/*.yaml))

.PHONY: deps build test render bench check clean

## deps: install the system libraries (Cairo, Pango, fontconfig, libpng) when any is missing
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

## build: debug build of the package
build: deps
	$(SWIFT) build

## test: the whole test suite
test: deps
	$(SWIFT) test

## render: lay out every fixture in Snapshots/ into $(RENDER_DIR)/
render: deps
	$(SWIFT) build -c release --product layoutshot
	@mkdir -p $(RENDER_DIR)
	@for f in $(SNAPSHOTS); do \
	  name=$$(basename $$f .yaml); \
	  .build/release/layoutshot layout $$f --json > $(RENDER_DIR)/$$name.layout.json.tmp && \
	  mv $(RENDER_DIR)/$$name.layout.json.tmp $(RENDER_DIR)/$$name.layout.json || exit 2; \
	  .build/release/layoutshot layout $$f --absolute > $(RENDER_DIR)/$$name.txt.tmp && \
	  mv $(RENDER_DIR)/$$name.txt.tmp $(RENDER_DIR)/$$name.txt || exit 2; \
	  echo "$$f -> $(RENDER_DIR)/$$name.layout.json"; \
	done

## bench: release-build benchmarks beside the peers' figures measured in the same run
bench: deps
	bash scripts/bench.sh

## check: build warnings as errors plus the tests
check: test

clean:
	rm -rf .build $(RENDER_DIR)

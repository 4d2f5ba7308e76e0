# viewlab: `make run` builds and starts the REPL, `make test` runs every test, `make bench` the
# benchmarks (release), `make fuzz` the libFuzzer target (Linux; FUZZ_SECONDS, default 600).
# Each installs the system packages it needs first (Debian), with sudo when not root: SYSTEM_PACKAGES
# for the build and the program (libedit-dev, libsqlite3-dev, pkg-config; librsvg2-bin, whose
# rsvg-convert draws `render --format png`; tmux for the terminal tests), and for `make test` also
# TEST_PACKAGES (headless Chromium, in which the pixel tests draw render's SVG, and a font for it;
# a small Chinese font, so the board's screenshot shows its 中文 switch; PostgreSQL, which the
# workshop server's tests start on loopback themselves).
SHELL := /bin/bash
SYSTEM_PACKAGES := libedit-dev libsqlite3-dev pkg-config tmux librsvg2-bin
TEST_PACKAGES := chromium fonts-liberation fonts-wqy-microhei postgresql
# `make bench`'s peers: CPython beside the interpreter, Taffy and Yoga from PyPI in a virtual
# environment (Benchmarks/peers/setup.sh; Yoga's package is built from C++ source), PostgreSQL for
# the workshop server's load.
BENCH_PACKAGES := python3 python3-venv python3-dev g++ postgresql
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Installs the packages of $(1) that are not installed yet, with one `apt-get update` before.
define install_missing
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi
endef

.PHONY: deps test-deps build run test bench fuzz release clean

deps:
	$(call install_missing,$(SYSTEM_PACKAGES))

test-deps:
	$(call install_missing,$(SYSTEM_PACKAGES) $(TEST_PACKAGES))

build: deps
	swift build

run: build
	.build/debug/viewlab

test: test-deps
	swift build --build-tests
	swift test --skip-build

# The Swift runtime linked statically: the binary starts in about 10 ms rather than 20, and runs on a
# machine without the toolchain's libraries.
release: deps
	swift build -c release --static-swift-stdlib

bench: release
	$(call install_missing,$(BENCH_PACKAGES))
	Benchmarks/run

fuzz: deps
	Fuzz/run

clean:
	rm -rf .build .build-fuzz

# viewlab: `make run` builds and starts the REPL, `make test` runs every test, `make bench` the
# benchmarks (release), `make fuzz` the libFuzzer target (Linux; FUZZ_SECONDS, default 600).
# Each installs the system packages the build needs first (Debian: libedit-dev, libsqlite3-dev,
# pkg-config, tmux for the terminal tests), with sudo when not root.
SHELL := /bin/bash
SYSTEM_PACKAGES := libedit-dev libsqlite3-dev pkg-config tmux
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build run test bench fuzz release clean

deps:
	@missing=""; for p in $(SYSTEM_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

build: deps
	swift build

run: build
	.build/debug/viewlab

test: deps
	swift build --build-tests
	swift test --skip-build

# The Swift runtime linked statically: the binary starts in about 10 ms rather than 20, and runs on a
# machine without the toolchain's libraries.
release: deps
	swift build -c release --static-swift-stdlib

bench: release
	Benchmarks/run

fuzz: deps
	Fuzz/run

clean:
	rm -rf .build .build-fuzz

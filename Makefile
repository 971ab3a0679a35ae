# The two commands of the README, `make run` and `make test`, set up everything on a fresh Debian
# machine with Swift: they install the Debian packages that are missing, then build.
# `make install PREFIX=…` puts the release binary, the bundled dictionary, a man page and shell
# completions under PREFIX; `make uninstall PREFIX=…` removes exactly those files.

PREFIX ?= /usr/local
DESTDIR ?=
ARGS ?=

BUILD_PACKAGES := libncurses-dev zlib1g-dev libxml2-dev libsimdjson-dev
# tmux drives the end-to-end tests; kanjidic-xml and edict are the importer's real input.
TEST_PACKAGES := $(BUILD_PACKAGES) tmux kanjidic-xml edict

root := $(DESTDIR)$(PREFIX)
installed_binary := $(root)/bin/kanji-list
installed_dictionary := $(root)/share/kanji-list/dictionary.json
installed_manual := $(root)/share/man/man1/kanji-list.1
installed_bash := $(root)/share/bash-completion/completions/kanji-list
installed_zsh := $(root)/share/zsh/site-functions/_kanji-list
installed_fish := $(root)/share/fish/vendor_completions.d/kanji-list.fish
manual_folder := .build/manual

.PHONY: run test build-packages test-packages swift install uninstall

## The browser on the bundled dictionary (ARGS="日" opens a kanji, ARGS="lookup 日" prints it).
run: build-packages
	swift run kanji-list $(ARGS)

## The whole test suite, end-to-end tests in tmux included.
test: test-packages
	swift test

build-packages: swift
	@scripts/debian-packages $(BUILD_PACKAGES)

test-packages: swift
	@scripts/debian-packages $(TEST_PACKAGES)

swift:
	@command -v swift >/dev/null 2>&1 || { echo "Swift 6.1 or later is needed: https://www.swift.org/install/linux/" >&2; exit 1; }

install: build-packages
	swift build -c release --product kanji-list
	swift build -c release --product generate-manual
	@bin=$$(swift build -c release --show-bin-path) && \
	rm -rf $(manual_folder) && mkdir -p $(manual_folder) && \
	"$$bin/generate-manual" "$$bin/kanji-list" --output-directory $(manual_folder) && \
	install -D -m 755 "$$bin/kanji-list" "$(installed_binary)" && \
	install -D -m 644 Resources/dictionary.json "$(installed_dictionary)" && \
	install -D -m 644 $(manual_folder)/kanji-list.1 "$(installed_manual)" && \
	mkdir -p "$$(dirname "$(installed_bash)")" "$$(dirname "$(installed_zsh)")" "$$(dirname "$(installed_fish)")" && \
	"$$bin/kanji-list" --generate-completion-script bash > "$(installed_bash)" && \
	"$$bin/kanji-list" --generate-completion-script zsh > "$(installed_zsh)" && \
	"$$bin/kanji-list" --generate-completion-script fish > "$(installed_fish)"
	@echo "installed kanji-list in $(root)/bin, its man page and bash, zsh and fish completions"

uninstall:
	rm -f "$(installed_binary)" "$(installed_dictionary)" "$(installed_manual)" \
		"$(installed_bash)" "$(installed_zsh)" "$(installed_fish)"
	@rmdir "$(root)/share/kanji-list" 2>/dev/null || true

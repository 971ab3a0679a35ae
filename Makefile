# `make run` and `make test` are the README's `scripts/run` and `scripts/test`, which set up
# everything on a fresh Debian machine with Swift: they install the Debian packages that are
# missing, then build.
# `make install PREFIX=…` puts the release binary, the bundled dictionary, a man page, the manual
# (docs/manual.md and docs/data.md in share/doc/kanji-list) and shell completions under PREFIX; `make uninstall PREFIX=…` removes exactly those files.

PREFIX ?= /usr/local
DESTDIR ?=
ARGS ?=
# The build installed: release, or debug for a quick check of the install (.ci/run).
CONFIG ?= release
# The Swift runtime and Foundation linked into the binary: it starts without the dynamic loader's
# work on a dozen Swift libraries and keeps fewer pages resident (docs/benchmarks.md, issue 22). Its
# own build folder: the static and the shared builds' modules differ, and one folder for both would
# rebuild everything at each switch (or, in debug, link modules built for the other).
static_build := --static-swift-stdlib --scratch-path .build/static


root := $(DESTDIR)$(PREFIX)
installed_binary := $(root)/bin/kanji-list
installed_dictionary := $(root)/share/kanji-list/dictionary.json.gz
installed_manual := $(root)/share/man/man1/kanji-list.1
installed_docs := $(root)/share/doc/kanji-list
installed_bash := $(root)/share/bash-completion/completions/kanji-list
installed_zsh := $(root)/share/zsh/site-functions/_kanji-list
installed_fish := $(root)/share/fish/vendor_completions.d/kanji-list.fish
manual_folder := .build/manual

.PHONY: run test build-packages install uninstall

## The browser on the bundled dictionary (ARGS="日" opens a kanji, ARGS="lookup 日" prints it).
run:
	scripts/run $(ARGS)

## The whole test suite, end-to-end tests in tmux included.
test:
	scripts/test

build-packages:
	@scripts/debian-packages build

install: build-packages
	swift build -c $(CONFIG) $(static_build) --product kanji-list
	swift build -c $(CONFIG) $(static_build) --product generate-manual
	@bin=$$(swift build -c $(CONFIG) $(static_build) --show-bin-path) && \
	rm -rf $(manual_folder) && \
	scripts/manual-page "$$bin" $(manual_folder) && \
	install -D -m 755 "$$bin/kanji-list" "$(installed_binary)" && \
	install -D -m 644 Resources/dictionary.json.gz "$(installed_dictionary)" && \
	install -D -m 644 $(manual_folder)/kanji-list.1 "$(installed_manual)" && \
	install -D -m 644 docs/manual.md "$(installed_docs)/manual.md" && \
	install -D -m 644 docs/data.md "$(installed_docs)/data.md" && \
	mkdir -p "$$(dirname "$(installed_bash)")" "$$(dirname "$(installed_zsh)")" "$$(dirname "$(installed_fish)")" && \
	"$$bin/kanji-list" --generate-completion-script bash > "$(installed_bash)" && \
	"$$bin/kanji-list" --generate-completion-script zsh > "$(installed_zsh)" && \
	"$$bin/kanji-list" --generate-completion-script fish > "$(installed_fish)"
	@echo "installed kanji-list in $(root)/bin, its man page, its manual in $(installed_docs) and bash, zsh and fish completions"

uninstall:
	rm -f "$(installed_binary)" "$(installed_dictionary)" "$(installed_manual)" \
		"$(installed_docs)/manual.md" "$(installed_docs)/data.md" \
		"$(installed_bash)" "$(installed_zsh)" "$(installed_fish)"
	@rmdir "$(root)/share/kanji-list" "$(installed_docs)" 2>/dev/null || true

# Builds and installs `spec`: the binary, its man page, shell completions and the JSON Schemas.
#   make install                      # into /usr/local (PREFIX), building in release mode first
#   make install PREFIX=$HOME/.local  # into ~/.local/bin, ~/.local/share/man/man1, …
#   make uninstall PREFIX=…
# DESTDIR is put before PREFIX, for packagers. `install-files` copies an already built BIN.
PREFIX ?= /usr/local
CONFIG ?= release
BIN ?= .build/$(CONFIG)/spec
bindir = $(DESTDIR)$(PREFIX)/bin
mandir = $(DESTDIR)$(PREFIX)/share/man/man1
datadir = $(DESTDIR)$(PREFIX)/share/spec
bashdir = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: build install install-files uninstall

build:
	swift build -c $(CONFIG) --product spec

install: build
	$(MAKE) install-files PREFIX="$(PREFIX)" BIN="$(BIN)"

install-files:
	install -d "$(bindir)" "$(mandir)" "$(datadir)" "$(bashdir)" "$(zshdir)" "$(fishdir)"
	install -m 755 "$(BIN)" "$(bindir)/spec"
	"$(BIN)" man > "$(mandir)/spec.1"
	"$(BIN)" completion bash > "$(bashdir)/spec"
	"$(BIN)" completion zsh > "$(zshdir)/_spec"
	"$(BIN)" completion fish > "$(fishdir)/spec.fish"
	install -m 644 schema/spec.schema.json schema/run-report.schema.json schema/trace.schema.json schema/explore-report.schema.json "$(datadir)/"
	@echo "installed spec in $(bindir); try: spec --help"

uninstall:
	rm -f "$(bindir)/spec" "$(mandir)/spec.1" "$(bashdir)/spec" "$(zshdir)/_spec" "$(fishdir)/spec.fish"
	rm -rf "$(datadir)"

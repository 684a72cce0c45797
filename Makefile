# make install [PREFIX=/usr/local] [DESTDIR=]   build a release and install it
# make uninstall [PREFIX=/usr/local]            remove exactly what was installed
# Needs (Debian): libncursesw5-dev libsqlite3-dev libcurl4-openssl-dev libstb-dev libchafa-dev librsvg2-2
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: install uninstall
install:
	scripts/install.sh --prefix "$(PREFIX)" --destdir "$(DESTDIR)"

uninstall:
	scripts/install.sh --uninstall --prefix "$(PREFIX)" --destdir "$(DESTDIR)"

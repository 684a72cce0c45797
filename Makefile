# make install [PREFIX=/usr/local] [DESTDIR=]   build a release and install it
# make uninstall [PREFIX=/usr/local]            remove exactly what was installed
# Needs (Debian): libncursesw5-dev libsqlite3-dev to build; at run time libcurl4, libpng16-16,
# libjpeg62-turbo and librsvg2-2 (a fresh machine has them) and, optionally, libchafa0
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: install uninstall
install:
	scripts/install.sh --prefix "$(PREFIX)" --destdir "$(DESTDIR)"

uninstall:
	scripts/install.sh --uninstall --prefix "$(PREFIX)" --destdir "$(DESTDIR)"

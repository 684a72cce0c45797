# make install [PREFIX=/usr/local] [DESTDIR=]   build a release and install it
# make uninstall [PREFIX=/usr/local]            remove exactly what was installed
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: install uninstall
install:
	scripts/install.sh --prefix "$(PREFIX)" --destdir "$(DESTDIR)"

uninstall:
	scripts/install.sh --uninstall --prefix "$(PREFIX)" --destdir "$(DESTDIR)"

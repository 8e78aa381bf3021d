#!/usr/bin/env bash
# Installs baraja and its catalogs:  scripts/install.sh [--prefix DIR] [--build-dir DIR]
#   PREFIX/bin/baraja and PREFIX/share/baraja/{en,es,ko}.lproj   (default prefix: ~/.local)
#   --build-dir DIR installs an existing build (e.g. .build/debug) instead of building release.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${PREFIX:-$HOME/.local}"
build_dir=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --build-dir) build_dir="$2"; shift 2 ;;
        PREFIX=*) prefix="${1#PREFIX=}"; shift ;;
        *) echo "usage: scripts/install.sh [--prefix DIR] [--build-dir DIR]" >&2; exit 2 ;;
    esac
done
if [ -z "$build_dir" ]; then
    . scripts/deps.sh
    ensure_packages "${BUILD_PACKAGES[@]}"
    build_release
    build_dir=.build/release
fi
install -d "$prefix/bin" "$prefix/share/baraja"
install -m 755 "$build_dir/baraja" "$prefix/bin/baraja"
# Every language folder of the checkout (a language is a folder with its Language.strings).
for folder in Localizations/*.lproj; do
    [ -f "$folder/Language.strings" ] || continue
    lang=$(basename "$folder" .lproj)
    install -d "$prefix/share/baraja/$lang.lproj"
    rm -f "$prefix/share/baraja/$lang.lproj/"*.strings   # tables of an older install (one key in two tables is an error)
    install -m 644 Localizations/"$lang".lproj/*.strings "$prefix/share/baraja/$lang.lproj/"
done
echo "baraja installed: $prefix/bin/baraja (catalogs in $prefix/share/baraja)"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "add $prefix/bin to your PATH to run it as: baraja" ;; esac

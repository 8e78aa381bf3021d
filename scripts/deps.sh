# Installs what baraja needs on Debian/Ubuntu when it is missing (sourced by play and test).
# Usage: ensure_packages PACKAGE...   (uses sudo only when not root)
ensure_packages() {
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "baraja: please install ${missing[*]} (no apt-get on this machine)" >&2
        return 1
    fi
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "baraja: installing ${missing[*]} …" >&2
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# Swift 6 is the one thing the scripts cannot install through apt-get: say where it comes from.
ensure_swift() {
    command -v swift >/dev/null 2>&1 && return 0
    echo "baraja: building needs Swift 6, and no 'swift' is on the PATH." >&2
    echo "baraja: get the toolchain for your system from https://www.swift.org/install/ (check with: swift --version)" >&2
    return 1
}

# The release build: the Swift runtime linked statically, so that only the pages in use
# are read in (Benchmarks/startup.py measures it). The checkout's path is mapped to "." in
# what the compiler writes into the binary (#filePath, #file of the dependencies), so the
# binary is the same wherever the checkout lies and names no folder of the machine. Both
# programs: `baraja` and the rest of it, `baraja-table`, which `baraja` execs.
build_release() {
    local product
    for product in baraja baraja-table; do
        swift build -c release --static-swift-stdlib --product "$product" \
            -Xswiftc -file-prefix-map -Xswiftc "$PWD=." "$@" >&2
    done
}

# How scripts/test builds (and so update-goldens, to share its build): a compiler warning is
# an error, so that no file with a warning ever counts as built. (The index store stays on:
# without it, a checkout whose store an earlier build wrote fails to discover a new test
# file's tests, "Failed opening '…/index/store/v5/units/…'".)
CHECK_BUILD_FLAGS=(-Xswiftc -warnings-as-errors)

# What building needs: libedit through pkg-config.
BUILD_PACKAGES=(libedit-dev pkg-config)
# What the end-to-end tests need on top, when Python or pexpect is missing.
TEST_PACKAGES=(python3 python3-pexpect)
# What the install and package tests need (Tests/EndToEnd/install_e2e.py, package_e2e.py): man
# and groff to render the pages, locales to make the Spanish and Korean locales (localedef, into a
# temporary LOCPATH), zsh and fish to load their completions, dpkg-dev for dpkg-shlibdeps,
# binutils for objdump, lintian to check the package; strace for the kill tests (kills_e2e.py
# kills the process at each rename, to show a finished hand is counted exactly once).
INSTALL_TEST_PACKAGES=(man-db groff-base locales zsh fish dpkg-dev binutils lintian strace)
# What scripts/package-deb needs.
PACKAGE_PACKAGES=(dpkg-dev binutils)

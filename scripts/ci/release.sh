#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# release.sh: the release stage of CI (docs/release.md): the source tarball
# and the Debian packages, built as a user builds them, then installed on a
# clean Debian 12.
#
#   bash scripts/ci/release.sh          # every step, as CI runs it
#   bash scripts/ci/release.sh STEP...  # some: versions dist deb root install
#
# Steps (each timed, and killed after its limit times TOYWAR_TEST_TIMEOUT_SCALE):
#   versions  every package carries CMakeLists.txt's version
#             (scripts/release/version.py check, and its self-test);
#   dist      `cmake --build --target dist` writes toywar-<version>.tar.gz;
#             unpacked alone in build/release/tarball/, it configures,
#             builds, passes its tests (all but the conformance suite and
#             the command's end-to-end test, which the deb step runs) and
#             installs with DESTDIR, so it holds every file the build needs;
#   deb       the tarball as libtoywar_<version>.orig.tar.gz plus debian/:
#             dpkg-buildpackage -us -uc (source and binary; the whole ctest
#             suite and the Python tests run in the build, and dpkg-gensymbols
#             -c4 fails it on any difference from debian/libtoywar1.symbols),
#             the symbols file checked against the built library
#             (scripts/release/symbols.sh), then lintian on the .changes: no
#             error and no warning;
#   root      a clean Debian 12 root (debootstrap --variant=minbase
#             bookworm, the mirror from apt's sources), with the tools the
#             install test runs (gcc, pkgconf, man-db); kept as a tarball in
#             build/release/ and reused while its recipe is the same
#             (TOYWAR_RELEASE_FRESH_ROOT=1 makes it anew); in the whole run
#             it is made in the background while dist and deb build;
#   install   the .debs installed with apt-get in a fresh copy of that root
#             (their dependencies from the mirror), then there: `toywar
#             list`, examples/host_loop.c compiled with `cc app.c
#             $(pkg-config --cflags --libs toywar)` and run, the Python
#             package's first contact and library search, and `man -w`.
# Output under build/release/ (the packages in build/release/deb/). Needs
# root (the chroot) on Debian 12; installs what it needs.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

out=$root/build/release
scale=${TOYWAR_TEST_TIMEOUT_SCALE:-1}
# The root's recipe: what debootstrap is given (a change makes it anew).
suite=bookworm
root_tools=gcc,libc6-dev,pkgconf,man-db
declare -A limit=([versions]=60 [dist]=900 [deb]=1200 [root]=900 [install]=600)

version() { python3 scripts/release/version.py show; }

# A build environment without the caller's tools (a pyenv python3 first
# on PATH, say): Debian's own, as a package build has.
clean_env=(env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME="${HOME:-/root}" LC_ALL=C.UTF-8
           TOYWAR_TEST_TIMEOUT_SCALE="$scale")

step_versions() {
    bash scripts/ensure-packages.sh python3 git
    python3 scripts/release/version.py check
    python3 scripts/release/version.py --self-test
    # At a release (HEAD tagged vX.Y.Z, docs/release.md): an annotated tag
    # of the version, CHANGELOG.md's dated entry, debian/changelog released.
    local v tag distribution
    v=$(version)
    tag=$(git tag --points-at HEAD --list 'v[0-9]*' | head -n 1)
    [ -n "$tag" ] || { echo "HEAD carries no release tag: the tag's checks do not apply"; return 0; }
    [ "$tag" = "v$v" ] || fail "HEAD is tagged $tag, but the version is $v"
    [ "$(git cat-file -t "refs/tags/$tag")" = tag ] || fail "$tag is not an annotated tag"
    grep -Eq "^## \[$v\] - [0-9]{4}-[0-9]{2}-[0-9]{2}\$" CHANGELOG.md ||
        fail "CHANGELOG.md has no entry '## [$v] - YYYY-MM-DD'"
    distribution=$(sed -n '1s/^[^ ]* ([^)]*) \([^;]*\);.*/\1/p' debian/changelog)
    [ "$distribution" != UNRELEASED ] || fail "debian/changelog's $v entry is still UNRELEASED"
    echo "OK: HEAD is the release $tag: CHANGELOG.md dated, debian/changelog for $distribution"
}

step_dist() {
    bash scripts/ensure-packages.sh git cmake gcc g++ make pkg-config libcmocka-dev binutils \
        python3 doxygen man-db libedit-dev
    local v tarball tree
    v=$(version)
    rm -rf "$out/dist" "$out/tarball"
    mkdir -p "$out/dist" "$out/tarball"
    step "dist target"
    cmake -S . -B "$out/dist" -DTOYWAR_BUILD_TESTS=OFF -DTOYWAR_BUILD_EXAMPLES=OFF \
        -DTOYWAR_BUILD_TOOLS=OFF -DTOYWAR_BUILD_BENCH=OFF -DTOYWAR_MAN_PAGES=OFF >/dev/null
    cmake --build "$out/dist" --target dist
    tarball=$out/dist/toywar-$v.tar.gz
    [ -f "$tarball" ] || fail "the dist target wrote no $tarball"
    cp "$tarball" "$out/"

    step "the tarball alone: configure, build"
    tar -C "$out/tarball" -xzf "$tarball"
    tree=$out/tarball/toywar-$v
    [ -f "$tree/CMakeLists.txt" ] || fail "the tarball has no toywar-$v/CMakeLists.txt"
    if [ -e "$tree/.git" ] || [ -e "$tree/debian" ]; then fail "the tarball holds .git or debian/"; fi
    # No git above the unpacked tree: it is a tarball, not a checkout.
    export GIT_CEILING_DIRECTORIES=$out/tarball
    cmake -S "$tree" -B "$tree/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTOYWAR_WERROR="$werror" \
        -DTOYWAR_BUILD_TESTS=ON -DTOYWAR_BUILD_BENCH=OFF -DCMAKE_INSTALL_PREFIX=/usr/local \
        >"$out/tarball/configure.log" 2>&1 ||
        { cat "$out/tarball/configure.log"; fail "the tarball does not configure"; }
    nice cmake --build "$tree/build" --parallel "$jobs" >"$out/tarball/build.log" 2>&1 ||
        { tail -50 "$out/tarball/build.log"; fail "the tarball does not build (build/release/tarball/build.log)"; }

    step "the tarball alone: ctest (the conformance suite and the command's test aside)"
    (cd "$tree/build" && ctest --output-on-failure --parallel "$jobs" -LE 'conformance|tools') ||
        fail "the tarball's tests fail"

    step "the tarball alone: install with DESTDIR"
    local dest=$out/tarball/destdir file
    DESTDIR=$dest cmake --install "$tree/build" >"$out/tarball/install.log" 2>&1 ||
        { cat "$out/tarball/install.log"; fail "the tarball's build does not install"; }
    for file in lib/libtoywar.so.1 lib/libtoywar.a lib/pkgconfig/toywar.pc \
                lib/cmake/toywar/toywarConfig.cmake include/toywar/toywar.h bin/toywar \
                share/man/man1/toywar.1 share/man/man3/toywar.h.3 share/doc/toywar/json.md; do
        [ -e "$dest/usr/local/$file" ] || fail "DESTDIR install: no /usr/local/$file"
    done
    echo "OK: $tarball ($(du -k "$tarball" | cut -f1) KiB) builds, tests and installs alone" \
         "($(find "$dest" -type f | wc -l) files under DESTDIR)"
}

step_deb() {
    bash scripts/ensure-packages.sh git dpkg-dev debhelper dh-python pybuild-plugin-pyproject \
        python3 python3-setuptools python3-wheel cmake gcc make pkg-config libcmocka-dev \
        binutils doxygen man-db libedit-dev lintian
    local v tarball src changes dist
    v=$(version)
    tarball=$out/toywar-$v.tar.gz
    [ -f "$tarball" ] || fail "no $tarball: run the dist step first"
    rm -rf "$out/deb"
    mkdir -p "$out/deb"
    # The orig tarball is the release tarball, byte for byte; debian/ is
    # the checkout's (git's files), as debian.tar.xz beside it.
    cp "$tarball" "$out/deb/libtoywar_$v.orig.tar.gz"
    tar -C "$out/deb" -xzf "$tarball"
    src=$out/deb/libtoywar-$v
    mv "$out/deb/toywar-$v" "$src"
    git ls-files -z debian | tar -cf - --null -T - | tar -C "$src" -xf -
    export GIT_CEILING_DIRECTORIES=$out/deb

    step "dpkg-buildpackage -us -uc (source and binary, tests included)"
    # The conformance suite plays 10 games a param set here
    # (TOYWAR_CONFORMANCE_GAMES): the tests stage plays them all, twice.
    (cd "$src" && nice "${clean_env[@]}" DEB_BUILD_OPTIONS="${DEB_BUILD_OPTIONS:-}" \
        TOYWAR_CONFORMANCE_GAMES="${TOYWAR_CONFORMANCE_GAMES:-10}" \
        dpkg-buildpackage -us -uc -j"$jobs") >"$out/deb/build.log" 2>&1 ||
        { tail -80 "$out/deb/build.log"; fail "dpkg-buildpackage failed (build/release/deb/build.log)"; }
    grep -E '^(Total Test time|Ran [0-9]+ tests|[0-9]+% tests passed)' "$out/deb/build.log" || true
    (cd "$out/deb" && ls -1 ./*.deb ./*.dsc ./*.orig.tar.gz ./*.debian.tar.*)

    step "debian/libtoywar1.symbols against the library the package build made"
    sh scripts/release/symbols.sh check "$src/obj-$(dpkg-architecture -qDEB_HOST_GNU_TYPE)/lib/libtoywar.so.1"

    step "lintian"
    changes=$(ls "$out/deb/libtoywar_$v"-*"_$(dpkg --print-architecture).changes")
    local suppress=()
    dist=$(cd "$src" && dpkg-parsechangelog -S Distribution)
    if [ "$dist" = UNRELEASED ]; then
        # Until the release names a distribution (docs/release.md), the
        # .changes says UNRELEASED, which lintian rightly calls an error.
        suppress=(--suppress-tags unreleased-changes)
        echo "debian/changelog: UNRELEASED (lintian's unreleased-changes is not checked until the release)"
    fi
    lintian --fail-on error,warning --display-level '>=warning' --display-info "${suppress[@]}" \
        "$changes" || fail "lintian reports errors or warnings (above)"
    echo "OK: lintian: no error, no warning"
}

# The root's recipe, from apt's sources: the mirror of the suite's main.
mirror() {
    local url
    local lists=() sources=()
    mapfile -t lists < <(ls /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null || true)
    mapfile -t sources < <(ls /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
    # One-line style: "deb [options] URL SUITE COMPONENTS".
    [ ${#lists[@]} -eq 0 ] || url=$(awk -v s="$suite" '
        $1 == "deb" { i = 2; if ($2 ~ /^\[/) while (i < NF && $i !~ /\]$/) i++
                      if ($2 ~ /^\[/) i++
                      if ($(i + 1) == s) { print $i; exit } }' "${lists[@]}")
    # deb822 style: a stanza with Types: deb, URIs: and Suites: naming it.
    [ -n "${url:-}" ] || [ ${#sources[@]} -eq 0 ] || url=$(awk -v s="$suite" '
        /^Types:/  { deb = 0; for (i = 2; i <= NF; i++) if ($i == "deb") deb = 1 }
        /^URIs:/   { uri = $2 }
        /^Suites:/ { for (i = 2; i <= NF; i++) if ($i == s) suite_ok = 1 }
        /^[ \t]*$/ { if (deb && suite_ok && uri != "") { print uri; exit } deb = 0; uri = ""; suite_ok = 0 }
        END        { if (deb && suite_ok && uri != "") print uri }' "${sources[@]}" | head -n 1)
    [ -n "$url" ] || fail "no mirror of Debian $suite in /etc/apt/sources.list*"
    echo "$url"
}

step_root() {
    bash scripts/ensure-packages.sh debootstrap
    [ "$(id -u)" -eq 0 ] || fail "debootstrap and chroot need root"
    local url recipe cache=$out/$suite-root.tar new=$out/root-new
    url=$(mirror)
    recipe="debootstrap --variant=minbase --include=$root_tools $suite $url"
    if [ "${TOYWAR_RELEASE_FRESH_ROOT:-0}" != 1 ] && [ -f "$cache" ] &&
       [ "$(cat "$cache.recipe" 2>/dev/null)" = "$recipe" ]; then
        echo "reusing $cache ($recipe; made $(date -r "$cache" '+%F %T'))"
        return 0
    fi
    step "$recipe"
    rm -rf "$new" "$cache" "$cache.recipe"
    # dpkg without fsync: the root is scratch, and it halves the time.
    mkdir -p "$new/etc/dpkg/dpkg.cfg.d"
    echo force-unsafe-io >"$new/etc/dpkg/dpkg.cfg.d/toywar-unsafe-io"
    nice debootstrap --variant=minbase --include="$root_tools" "$suite" "$new" "$url" \
        >"$out/debootstrap.log" 2>&1 ||
        { tail -30 "$out/debootstrap.log"; fail "debootstrap failed (build/release/debootstrap.log)"; }
    tar -C "$new" -cf "$cache" .
    echo "$recipe" >"$cache.recipe"
    rm -rf "$new"
    echo "OK: $cache ($(du -m "$cache" | cut -f1) MiB), made in $(( $(date +%s) - gate_start ))s"
}

# in_root COMMAND: runs COMMAND with sh in the chroot, a clean environment.
in_root() {
    chroot "$chroot" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
        LC_ALL=C.UTF-8 DEBIAN_FRONTEND=noninteractive /bin/sh -euc "$1"
}

step_install() {
    bash scripts/ensure-packages.sh dpkg-dev python3
    local cache=$out/$suite-root.tar v arch debs libdir
    v=$(version)
    arch=$(dpkg --print-architecture)
    # Where the packages put the library, and the Python package must find it.
    libdir=/usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH)
    [ -f "$cache" ] || fail "no $cache: run the root step first"
    debs=$(cd "$out/deb" && ls libtoywar1_"$v"-*_"$arch".deb libtoywar-dev_"$v"-*_"$arch".deb \
           toywar_"$v"-*_"$arch".deb python3-toywar_"$v"-*_all.deb 2>/dev/null) ||
        fail "the four packages are not all in build/release/deb: run the deb step first"
    chroot=$out/root
    rm -rf "$chroot"
    mkdir -p "$chroot"
    tar -C "$chroot" -xf "$cache"
    cp /etc/resolv.conf "$chroot/etc/resolv.conf"
    mkdir -p "$chroot/tmp/debs" "$chroot/tmp/app"
    (cd "$out/deb" && cp $debs "$chroot/tmp/debs/")
    cp examples/host_loop.c "$chroot/tmp/app/app.c"
    cp bindings/python/tests/first_contact.py "$chroot/tmp/app/"
    # Nothing is mounted in it: apt, dpkg and the checks need no /proc.

    step "apt-get install the packages (dependencies from the mirror)"
    in_root "apt-get update -q >/dev/null && cd /tmp/debs &&
             apt-get install -y -q -o Dpkg::Use-Pty=0 --no-install-recommends $(printf './%s ' $debs)" \
        >"$out/install.log" 2>&1 ||
        { tail -40 "$out/install.log"; fail "apt-get install of the packages failed (build/release/install.log)"; }
    grep -E '^(Setting up (libtoywar|toywar|python3-toywar)|[0-9]+ upgraded)' "$out/install.log"

    step "the installed packages, as a user meets them"
    in_root "
        toywar list >/tmp/list
        head -n 1 /tmp/list
        echo '--- an outside program: cc app.c \$(pkg-config --cflags --libs toywar)'
        cd /tmp/app
        cc app.c \$(pkg-config --cflags --libs toywar) -o app
        ./app >app.out
        tail -n 2 app.out
        echo '--- python3: import toywar'
        python3 -c 'import toywar; print(toywar.version(), toywar.library_path())'
        python3 -c 'import toywar, sys; sys.exit(toywar.library_path() != \"$libdir/libtoywar.so.1\")'
        python3 first_contact.py /tmp/app >first_contact.out
        tail -n 1 first_contact.out
        python3 -c 'from toywar.study import bots; bots.library(); print(bots.LIBRARY_PATH)' >bots.out
        echo \"toywar.study's bots: \$(cat bots.out)\"
        test \"\$(cat bots.out)\" = $libdir/toywar/libtoywar_bots.so
        echo '--- man'
        man -w toywar
        man -w toywar-study
        man -w 3 toywar.h
    " || fail "a check in the installed root failed (above)"
    rm -rf "$chroot"
    echo "OK: the packages install on a clean Debian 12 and work there"
}

# run_step NAME: the step in a child, under its time limit.
run_step() {
    local seconds=$(( ${limit[$1]} * scale ))
    timeout -k 30 "$seconds" bash "$0" --one "$1" ||
        { local rc=$?; [ "$rc" -ne 124 ] || { step_log_tail "$1"; fail "step $1 took more than ${seconds}s"; }
          exit "$rc"; }
}

# step_log_tail NAME: what a step that was stopped was doing, from its log
# (the deb step writes dpkg-buildpackage's output to a file).
step_log_tail() {
    local log=$out/$1/build.log
    [ -f "$log" ] || return 0
    echo "--- the last lines of $log:"
    tail -c 4000 "$log"
    echo
}

if [ "${1:-}" = --one ]; then
    gate_name="release $2"
    "step_$2"
    exit 0
fi

steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(versions dist deb root install)
for s in "${steps[@]}"; do
    [ -n "${limit[$s]:-}" ] || fail "unknown step '$s' (known: versions dist deb root install)"
done
mkdir -p "$out"
. scripts/lib/stages.sh

# wait_root: the root step run in the background: waits for it, shows its
# output and fails if it failed.
wait_root() {
    while [ ! -s "$out/root.rc" ]; do sleep 2; done
    cat "$out/root.log"
    echo "(made in the background, done $(( $(date +%s) - root_t0 ))s into the run)"
    [ "$(cat "$out/root.rc" 2>/dev/null)" = 0 ] || fail "the root step failed (above)"
}

if [ $# -gt 0 ]; then
    for s in "${steps[@]}"; do
        stage "$s" run_step "$s"
    done
else
    # The root is made in the background (network and dpkg) while dist
    # and deb keep the cores busy.
    root_t0=$(date +%s)
    rm -f "$out/root.rc"
    { if (run_step root) >"$out/root.log" 2>&1; then echo 0; else echo 1; fi >"$out/root.rc"; } &
    stage versions run_step versions
    stage dist run_step dist --after versions
    stage deb run_step deb --after dist
    stage root wait_root
    stage install run_step install --after deb root
fi
stages_report

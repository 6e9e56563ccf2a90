#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# ensure-packages.sh PACKAGE...
#
# Makes sure the Debian packages are installed: checks each with `dpkg -s`
# (so a machine that has them all never touches apt), and installs the
# missing ones with apt-get when running as root; otherwise prints the
# command to run and fails. On a system without dpkg it only checks that
# the tools are on PATH.
set -euo pipefail

missing=()
if command -v dpkg >/dev/null 2>&1; then
    for pkg in "$@"; do
        dpkg -s "$pkg" 2>/dev/null | grep -q '^Status: install ok installed' ||
            missing+=("$pkg")
    done
else
    for pkg in "$@"; do
        case $pkg in
            gcc) tool=cc ;;
            binutils) tool=nm ;;
            libcmocka-dev)
                pkg-config --exists cmocka 2>/dev/null || missing+=("$pkg")
                continue ;;
            *) tool=$pkg ;;
        esac
        command -v "$tool" >/dev/null 2>&1 || missing+=("$pkg")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "missing: ${missing[*]} (install them with your package manager)" >&2
        exit 1
    fi
    exit 0
fi

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # Another apt on the machine (a second build beside this one) holds the
    # lock for a while: wait for it rather than fail.
    lock=(-o DPkg::Lock::Timeout="${TOYWAR_APT_LOCK_WAIT:-900}")
    apt-get "${lock[@]}" update -q
    apt-get "${lock[@]}" install -y -q --no-install-recommends "${missing[@]}"
else
    echo "missing packages: ${missing[*]}" >&2
    echo "install them with: sudo apt-get install ${missing[*]}" >&2
    exit 1
fi

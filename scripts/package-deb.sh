#!/usr/bin/env bash
# Builds unreadctl_VERSION_ARCH.deb: a release binary with the Swift runtime linked in, its man
# pages and completions (from the argument parser), the nightly's systemd units and environment
# file, and the SQL an operator runs by hand. What goes where: docs/packaging.md.
#
# usage: scripts/package-deb.sh [OUTPUT_DIR]      (default: .build-release/deb)
# environment: UNREADCTL_RELEASE_SCRATCH  the release build's scratch path (default: .build-release)
#              DEBFULLNAME, DEBEMAIL      the Maintainer field (default: the HEAD commit's author)
set -euo pipefail
cd "$(dirname "$0")/.."
umask 022 # the files this script writes are world-readable in the package, whatever the caller's umask

scratch="${UNREADCTL_RELEASE_SCRATCH:-.build-release}"
output="${1:-$scratch/deb}"
# One date for every timestamp (man pages, changelog, archive members): the HEAD commit's.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"

root=""
# Leaves no staging folder behind, however the script ends.
cleanup() {
    [ -z "$root" ] || rm -rf "$root"
}
trap cleanup EXIT

step() { printf '==> %s\n' "$*" >&2; }
fail() { printf 'package-deb: %s\n' "$*" >&2; exit 1; }

for tool in dpkg-deb dpkg-shlibdeps gzip ldd strip; do
    command -v "$tool" >/dev/null || fail "$tool not found (apt-get install dpkg-dev)"
done

step "release build (swift build -c release --static-swift-stdlib)"
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product unreadctl >&2
bin="$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)"
binary="$bin/unreadctl"

# The man pages come from swift-argument-parser's own generator (its generate-manual product, at
# the version Package.resolved pins), built in the same scratch path: it reuses the parser the
# release build just compiled (docs/packaging.md#man-pages).
step "building the manual generator (swift build --product generate-manual)"
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product generate-manual >&2
generator="$bin/generate-manual"

# The promise of the package: no Swift toolchain where it runs.
if ldd "$binary" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|/opt/swift'; then
    fail "$binary links a Swift library dynamically"
fi

version="$("$binary" --version)"
arch="$(dpkg --print-architecture)"
package="unreadctl_${version}_${arch}"
root="$(mktemp -d "${TMPDIR:-/tmp}/unreadctl-deb.XXXXXX")"
chmod 0755 "$root"
step "staging $package in $root"

install -D -m 0755 "$binary" "$root/usr/bin/unreadctl"
strip --strip-unneeded "$root/usr/bin/unreadctl"

# One page per command, named as man(1) finds them: unreadctl.schema.apply -> unreadctl-schema-apply.
manuals="$root/manuals"
mkdir -p "$manuals" "$root/usr/share/man/man1"
"$generator" "$binary" --multi-page --date "$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)" --output-directory "$manuals"
# The NAME line gives the page's own name (what whatis and apropos index), the SYNOPSIS the
# command as typed, like git-commit(1).
for page in "$manuals"/*.1; do
    name="$(basename "$page" .1)"
    awk -v page="${name//./-}" '
        $1 == ".Sh" { section = $2 }
        $1 == ".Dt" || $1 == ".Xr" { gsub(/\./, "-", $2) }
        $1 == ".Nm" && NF > 1 && command == "" {
            command = substr($0, 5)
            if (section == "NAME") { print ".Nm " page; next }
        }
        $0 == ".Nm" { print ".Nm " command; next }
        $1 == ".Nd" && $2 ~ /^"/ { sub(/^\.Nd "/, ".Nd "); sub(/"$/, "") }
        { print }' "$page" | gzip -9n > "$root/usr/share/man/man1/${name//./-}.1.gz"
done
rm -rf "$manuals"
[ -f "$root/usr/share/man/man1/unreadctl-recompute.1.gz" ] || fail "the manual generator wrote no page for recompute"

completions="$root/usr/share"
mkdir -p "$completions/bash-completion/completions" "$completions/zsh/vendor-completions" \
    "$completions/fish/vendor_completions.d"
# bash sources a completion, so it carries no #! line.
"$binary" --generate-completion-script bash | sed '1{/^#!/d}' > "$completions/bash-completion/completions/unreadctl"
"$binary" --generate-completion-script zsh > "$completions/zsh/vendor-completions/_unreadctl"
"$binary" --generate-completion-script fish > "$completions/fish/vendor_completions.d/unreadctl.fish"

install -D -m 0644 packaging/deb/unreadctl-nightly.service "$root/usr/lib/systemd/system/unreadctl-nightly.service"
install -D -m 0644 packaging/deb/unreadctl-nightly.timer "$root/usr/lib/systemd/system/unreadctl-nightly.timer"
install -D -m 0600 packaging/deb/unreadctl.env "$root/etc/unreadctl/unreadctl.env"
install -D -m 0644 packaging/deb/lintian-overrides "$root/usr/share/lintian/overrides/unreadctl"

install -D -m 0644 sql/roles.sql "$root/usr/share/unreadctl/sql/roles.sql"
# Each adapter's install.sql and adapters/shared/, which they include (psql's \ir, relative).
for file in adapters/*/*.sql; do
    install -D -m 0644 "$file" "$root/usr/share/unreadctl/$file"
done

doc="$root/usr/share/doc/unreadctl"
install -D -m 0644 packaging/deb/copyright "$doc/copyright"
install -m 0644 README.md docs/packaging.md "$doc/"
author() { git log -1 --format="$1" 2>/dev/null || echo "$2"; }
maintainer="${DEBFULLNAME:-$(author %an "unreadctl maintainers")} <${DEBEMAIL:-$(author %ae "root@localhost")}>"
{
    printf 'unreadctl (%s) unstable; urgency=medium\n\n' "$version"
    printf '  * Release %s, built from commit %s.\n\n' "$version" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
    printf ' -- %s  %s\n' "$maintainer" "$(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n > "$doc/changelog.gz"

mkdir -p "$root/DEBIAN"
install -m 0755 packaging/deb/postinst packaging/deb/prerm packaging/deb/postrm "$root/DEBIAN/"
echo /etc/unreadctl/unreadctl.env > "$root/DEBIAN/conffiles"

# Depends from the binary's own shared libraries (libpq5 and the C runtime), as Debian computes them.
shlibs="$(mktemp -d "${TMPDIR:-/tmp}/unreadctl-shlibs.XXXXXX")"
mkdir -p "$shlibs/debian"
printf 'Source: unreadctl\n\nPackage: unreadctl\nArchitecture: any\n' > "$shlibs/debian/control"
depends="$(cd "$shlibs" && dpkg-shlibdeps -O "$root/usr/bin/unreadctl" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')"
rm -rf "$shlibs"
case "$depends" in *libpq5*) ;; *) fail "dpkg-shlibdeps found no libpq5 in '$depends'" ;; esac

cat > "$root/DEBIAN/control" <<EOF
Package: unreadctl
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: database
Priority: optional
Description: recompute unread counters and audit read receipts on PostgreSQL
 unreadctl is a batch tool for the operators of a chat backend whose data lives
 in PostgreSQL: it recomputes unread counters from the read receipts and repairs
 their drift, audits the receipt data, and reports read and delivered latency.
 It ships a systemd timer for the nightly run.
EOF
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"

# xz -3: a quarter of the default level's time for 11 % more bytes (docs/packaging.md#the-time-it-takes).
mkdir -p "$output"
dpkg-deb --root-owner-group -Zxz -z3 --build "$root" "$output/$package.deb" >&2
echo "$output/$package.deb"

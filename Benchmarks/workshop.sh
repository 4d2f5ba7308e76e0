#!/usr/bin/env bash
# Issue 24's load benchmark: 300 learners sending records at once to `viewlab workshop serve`, on
# SQLite (one server) and on PostgreSQL (two servers sharing one database, on a PostgreSQL this
# script starts on loopback and removes, as the tests do); viewlab-bench-workshop sends and counts.
# Usage: Benchmarks/workshop.sh VIEWLAB BENCH [sqlite|postgres…]  (default both; LEARNERS, RECORDS
# as viewlab-bench-workshop takes them). Exit 1 when a record acknowledged is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
viewlab=$1 bench=$2
shift 2
if [ $# -gt 0 ]; then stores=("$@"); else stores=(sqlite postgres); fi
folder="$(mktemp -d)"
servers=()
# The newest PostgreSQL Debian's packages installed (15 on bookworm, 17 on trixie).
pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
# PostgreSQL refuses to run as root: then its programs run as the `postgres` user Debian's package makes.
as_postgres=()
[ "$(id -u)" != 0 ] || as_postgres=(runuser -u postgres --)
cleanup() {
    for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${servers[@]}"; do wait "$pid" 2>/dev/null || true; done
    if [ -f "$folder/pg/PG_VERSION" ]; then "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$folder/pg" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$folder"
}
trap cleanup EXIT

# Starts `workshop serve` on DATABASE (empty: SQLite in the folder) and waits for its --info file,
# whose path it prints.
serve() {
    local info="$folder/info-${#servers[@]}.json" database=()
    [ -z "$1" ] || database=(--database "$1")
    XDG_DATA_HOME="$folder/data" VIEWLAB_COURSE="$PWD" LOG_LEVEL=warning \
        "$viewlab" workshop serve bench --port 0 --rate-limit 0 --info "$info" "${database[@]}" >/dev/null 2>>"$folder/serve.log" &
    servers+=($!)
    for _ in $(seq 600); do [ -s "$info" ] && break; sleep 0.05; done
    [ -s "$info" ] || { echo "workshop serve did not start: $(cat "$folder/serve.log")" >&2; exit 1; }
    infos+=("$info")
}

status=0
for store in "${stores[@]}"; do
    infos=()
    case $store in
    sqlite)
        serve "" ;;
    postgres)
        [ -x "$pg_bin/initdb" ] || { echo "PostgreSQL is not installed (make test-deps installs Debian's postgresql)" >&2; exit 1; }
        port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
        mkdir "$folder/pg"
        [ "$(id -u)" != 0 ] || chown -R postgres "$folder"
        "${as_postgres[@]}" "$pg_bin/initdb" -D "$folder/pg" -U postgres --auth=trust -E UTF8 >/dev/null
        "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$folder/pg" -l "$folder/pg.log" -w -t 30 \
            -o "-c listen_addresses=127.0.0.1 -p $port -k $folder -c fsync=on" start >/dev/null
        "${as_postgres[@]}" "$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U postgres bench
        database="postgres://postgres@127.0.0.1:$port/bench?sslmode=disable"
        serve "$database"
        serve "$database" ;;
    *)
        echo "unknown store $store: sqlite or postgres" >&2; exit 2 ;;
    esac
    "$bench" "$store" "${infos[@]}" || status=1
    for pid in "${servers[@]}"; do kill "$pid"; wait "$pid" || true; done
    servers=()
done
exit $status

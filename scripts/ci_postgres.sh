#!/usr/bin/env bash
# Start a throw-away PostgreSQL cluster on a Unix socket in a temp dir and print its URL.
#
#   export PSYEXAM_TEST_PG_URL="$(scripts/ci_postgres.sh)"
#
# Installs Debian's postgresql when it is missing (needs root for apt-get). The cluster
# runs as the calling user, or as "postgres" when called by root (PostgreSQL refuses to
# run as root); it listens on no TCP port. Stop it with the command printed on stderr.
set -euo pipefail

log() { echo "ci_postgres: $*" >&2; }

bindir() {
    local d
    for d in /usr/lib/postgresql/*/bin; do
        [ -x "$d/initdb" ] && { echo "$d"; return 0; }
    done
    return 1
}

if ! PGBIN="$(bindir)"; then
    log "installing postgresql"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql >&2
    PGBIN="$(bindir)"
fi

if [ "$(id -u)" = 0 ]; then
    RUN_AS=postgres
    AS_PREFIX="runuser -u postgres -- "
    as_user() { runuser -u "$RUN_AS" -- "$@"; }
else
    RUN_AS="$(id -un)"
    AS_PREFIX=""
    as_user() { "$@"; }
fi

DIR="$(mktemp -d "${TMPDIR:-/tmp}/psyexam-pg.XXXXXX")"
chmod 755 "$DIR"
[ "$(id -u)" = 0 ] && chown "$RUN_AS" "$DIR"
DB="${PSYEXAM_PG_DB:-psyexam_test}"

as_user "$PGBIN/initdb" -D "$DIR/data" -U "$RUN_AS" --auth=trust -E UTF8 --locale=C.UTF-8 >&2
as_user "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
    -o "-c listen_addresses='' -c unix_socket_directories='$DIR' -c max_connections=300 -c fsync=off" start >&2
as_user "$PGBIN/createdb" -h "$DIR" -U "$RUN_AS" "$DB" >&2

log "running in $DIR; stop with: ${AS_PREFIX}$PGBIN/pg_ctl -D $DIR/data stop"
echo "postgresql+psycopg://$RUN_AS@/$DB?host=$DIR"

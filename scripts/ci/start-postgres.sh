# Starts a throw-away PostgreSQL cluster on 127.0.0.1 and exports TEST_DATABASE_URL.
# Sourced by .ci/run; usable by hand: `source scripts/ci/start-postgres.sh`.
# Tests run it with fsync off; PG_FSYNC=on makes each commit reach the disk,
# as in production, for `npm run bench:api`.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
pg_port=${PG_PORT:-55432}
pg_fsync=${PG_FSYNC:-off}
pg_dir=$(mktemp -d /tmp/trabem-pg.XXXXXX)
chown postgres:postgres "$pg_dir" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$pg_port -c unix_socket_directories=$pg_dir -c fsync=$pg_fsync" start >/dev/null
as_pg "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres trabem_test
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/trabem_test"
stop_postgres() { as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true; }
echo "PostgreSQL ready: $TEST_DATABASE_URL"

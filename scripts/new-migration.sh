#!/bin/sh
# `npm run db:new-migration -- <name>`: writes prisma/migrations/<UTC timestamp>_<name>/migration.sql,
# the SQL that takes the schema committed at HEAD to prisma/schema.prisma as edited now. Computed
# by `prisma migrate diff` between the two datamodels, so no database is needed: `prisma migrate dev`
# cannot be used here, because its shadow database (PGlite through the CLI's adapter) refuses the
# committed migrations' multi-statement scripts. HEAD's schema matches HEAD's migrations (the
# integration tests apply them and use the generated client); what the datamodel cannot say
# (CHECK constraints, triggers) is added to the file by hand, as the earlier migrations did.
set -eu
name=${1:-}
case "$name" in
  "" | *[!a-z0-9_]*)
    echo "usage: npm run db:new-migration -- <name>   (lower-case letters, digits and _)" >&2
    exit 2
    ;;
esac
cd "$(dirname "$0")/.."
base=$(mktemp)
sql=$(mktemp)
log=$(mktemp)
trap 'rm -f "$base" "$sql" "$log"' EXIT
git show HEAD:prisma/schema.prisma >"$base"
# The CLI writes the file and then does not exit (the PGlite instance of prisma.config.ts's adapter
# keeps it alive): run it in its own session, wait for the file, then end that session.
DATABASE_URL=${DATABASE_URL:-postgresql://placeholder@localhost/placeholder} setsid npx prisma migrate diff \
  --from-schema-datamodel "$base" --to-schema-datamodel prisma/schema.prisma --script --output "$sql" >"$log" 2>&1 &
cli=$!
waited=0
while [ ! -s "$sql" ] && kill -0 "$cli" 2>/dev/null && [ "$waited" -lt 600 ]; do
  sleep 1
  waited=$((waited + 1))
done
sleep 1
kill -- "-$cli" 2>/dev/null || true
if [ ! -s "$sql" ]; then
  cat "$log" >&2
  echo "prisma migrate diff wrote nothing" >&2
  exit 1
fi
if ! grep -qv -e '^--' -e '^[[:space:]]*$' "$sql"; then
  echo "prisma/schema.prisma makes no change to the database since HEAD: nothing to migrate" >&2
  exit 1
fi
dir="prisma/migrations/$(date -u +%Y%m%d%H%M%S)_$name"
mkdir -p "$dir"
cp "$sql" "$dir/migration.sql"
echo "$dir/migration.sql (review it, then npm run db:migrate)"

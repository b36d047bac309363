#!/bin/sh
# The image's entry point and the one place that says how a compiled process starts:
#   serve.sh gateway|keys|inventory|booking|webhooks|db-setup [arguments of the process]
# instrument.mjs goes first: OpenTelemetry's instrumentations must hook pg and ioredis before they
# load (it does nothing without OTEL_EXPORTER_OTLP_ENDPOINT).
# V8 grows the young generation to 16 MiB per semi-space while a process starts and keeps it when
# idle; 4 MiB keeps about 10 MiB less resident per process. NODE_OPTIONS comes after, so it can
# override that or add flags (--enable-source-maps: TypeScript lines in stack traces, from the
# main.mjs.map beside each file).
# glibc gives each thread that allocates a malloc arena of its own, and an idle process keeps their
# pages: two arenas keep about 4 MiB less resident per process (MALLOC_ARENA_MAX set outside wins).
set -e
dir=$(dirname "$0")
case "${1:-}" in
  gateway | keys | inventory | booking | webhooks | db-setup) ;;
  *)
    echo "usage: serve.sh gateway|keys|inventory|booking|webhooks|db-setup" >&2
    exit 64
    ;;
esac
name=$1
shift
NODE_OPTIONS="--max-semi-space-size=4${NODE_OPTIONS:+ $NODE_OPTIONS}"
export NODE_OPTIONS
MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2}
export MALLOC_ARENA_MAX
exec node --import "$dir/instrument.mjs" "$dir/$name/main.mjs" "$@"

#!/usr/bin/env bash
# Starts PostgreSQL, Redis and NATS (JetStream) on a Debian machine where they are installed
# but not running. Each command is the one the README gives.
set -u
up() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_for() { for _ in $(seq 1 50); do up "$2" && return 0; sleep 0.2; done; echo "$1 did not come up on port $2" >&2; return 1; }

if ! up 5432; then
  echo "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start
  wait_for PostgreSQL 5432 || exit 1
fi
if ! up 6379; then
  echo "starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  wait_for Redis 6379 || exit 1
fi
if ! up 4222; then
  echo "starting NATS"
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
  wait_for NATS 4222 || exit 1
fi
echo "PostgreSQL, Redis and NATS are up"

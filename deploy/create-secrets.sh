#!/bin/sh
# Creates, in the namespace given, every Secret the manifests read (docs/operations.md, "Kubernetes"),
# each only when it is missing, so running it again changes nothing. What it cannot make up comes
# from the environment:
#   POSTGRES_ADMIN_URL  a superuser, or a role with CREATEROLE owning the database, for the setup Job
#   POSTGRES_ADDRESS    host:port/database (and ?sslmode=verify-full) where the services' roles connect
#   REDIS_URL           rediss://:password@host:6379, a user allowed ACL, for the setup Job (each
#                       process's own user, made by the setup Job, connects to the same host)
# Everything else is random, in the shapes production asks for. Needs kubectl and openssl.
#   POSTGRES_ADMIN_URL=... POSTGRES_ADDRESS=... REDIS_URL=... sh deploy/create-secrets.sh reservations
set -eu
ns=${1:?usage: sh deploy/create-secrets.sh NAMESPACE}
: "${POSTGRES_ADMIN_URL:?set POSTGRES_ADMIN_URL}" "${POSTGRES_ADDRESS:?set POSTGRES_ADDRESS}" "${REDIS_URL:?set REDIS_URL}"

# A Secret from --from-literal pairs, unless it exists (a secret in use is never replaced).
secret() {
  name=$1
  shift
  if kubectl -n "$ns" get secret "$name" >/dev/null 2>&1; then
    echo "secret $name exists: kept"
  else
    kubectl -n "$ns" create secret generic "$name" "$@"
  fi
}
# NATS reads a password into its configuration: letters and digits, a letter first.
nats_password() { echo "p$(openssl rand -hex 24)"; }

kubectl get namespace "$ns" >/dev/null 2>&1 || kubectl create namespace "$ns"
secret reservations-secrets \
  --from-literal=PLATFORM_ADMIN_TOKEN="$(openssl rand -base64 36)" \
  --from-literal=CURSOR_SECRET="$(openssl rand -base64 36)" \
  --from-literal=WEBHOOK_SECRET_KEYS="k1:$(openssl rand -base64 32)"
secret reservations-nats \
  --from-literal=gateway="$(nats_password)" \
  --from-literal=keys="$(nats_password)" \
  --from-literal=inventory="$(nats_password)" \
  --from-literal=booking="$(nats_password)" \
  --from-literal=webhooks="$(nats_password)" \
  --from-literal=setup="$(nats_password)"
# Each process's Redis user at REDIS_URL's host; the setup Job creates it with this password.
redis_scheme=${REDIS_URL%%://*}
redis_rest=${REDIS_URL#*://}
redis_address=${redis_rest#*@}
redis_user() { echo "$redis_scheme://$1:$(openssl rand -hex 24)@$redis_address"; }
secret reservations-redis \
  --from-literal=admin="$REDIS_URL" \
  --from-literal=gateway="$(redis_user gateway)" \
  --from-literal=booking="$(redis_user booking)" \
  --from-literal=webhooks="$(redis_user webhooks)"
secret reservations-db-admin --from-literal=url="$POSTGRES_ADMIN_URL"
# Each service's own role; the setup Job creates it with this password (hex: nothing to escape).
for s in keys inventory booking webhooks; do
  secret "reservations-$s-db" --from-literal=url="postgres://reservations_$s:$(openssl rand -hex 24)@$POSTGRES_ADDRESS"
done

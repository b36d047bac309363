#!/usr/bin/env bash
# The Dockerfile's build steps without a Docker engine: `image-tree.sh DIR` runs each stage in a
# folder of its own under DIR (context, build, prod-deps) and leaves in DIR/app what the image holds
# in /app: the compiled processes (dist/) and the production dependencies (node_modules/).
# pnpm check:image and pnpm test:compiled start the processes from there; keep it in step with the
# Dockerfile (test/compose.test.ts compares the two).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: image-tree.sh DIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -rf "$out/context" "$out/build" "$out/prod-deps" "$out/app"
export CI=true

# The build context: the files git sees (tracked and new); .gitignore covers .dockerignore's list.
mkdir "$out/context"
(cd "$root" && git ls-files -z --cached --others --exclude-standard |
  tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null) | tar -xf - -C "$out/context"

# What every stage copies before installing: the lockfile and the workspace's manifests.
manifests() {
  mkdir -p "$1"
  (cd "$out/context" && cp --parents pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc \
    packages/*/package.json services/*/package.json "$1")
}

echo "image-tree: build stage"
manifests "$out/build"
(cd "$out/build" && pnpm install --frozen-lockfile && cp -a "$out/context/." . && pnpm build)

echo "image-tree: prod-deps stage"
manifests "$out/prod-deps"
(cd "$out/prod-deps" && pnpm install --frozen-lockfile --prod --config.node-linker=hoisted)

echo "image-tree: final stage"
mkdir "$out/app"
cp -a "$out/prod-deps/node_modules" "$out/app/node_modules"
cp -a "$out/build/dist" "$out/app/dist"
echo "image-tree: $out/app"

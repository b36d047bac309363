# One image for the gateway and the four services; the command chooses the process:
#   docker build -t reservations . && docker run reservations gateway|keys|inventory|booking|webhooks
# scripts/image-tree.sh runs these build steps without Docker (pnpm check:image, pnpm test:compiled).
FROM node:24-bookworm-slim AS workspace
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/sdk/package.json packages/sdk/
COPY packages/console/package.json packages/console/
COPY services/gateway/package.json services/gateway/
COPY services/keys/package.json services/keys/
COPY services/inventory/package.json services/inventory/
COPY services/booking/package.json services/booking/
COPY services/webhooks/package.json services/webhooks/

# TypeScript to one JavaScript file per process (pnpm build: dist/), the workspace packages inside.
FROM workspace AS build
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build

# Production dependencies only, in one flat node_modules that /app/dist/*/main.mjs finds by walking up.
FROM workspace AS prod-deps
RUN pnpm install --frozen-lockfile --prod --config.node-linker=hoisted

FROM node:24-bookworm-slim
# curl for the health checks (docker-compose.yml), which ask /readyz without starting Node.
RUN apt-get update \
  && apt-get install -y --no-install-recommends curl \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
ENTRYPOINT ["/app/dist/serve.sh"]

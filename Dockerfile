# One image per service: docker build --build-arg SERVICE=booking .
FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /app

FROM base AS deps
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/sdk/package.json packages/sdk/
COPY services/gateway/package.json services/gateway/
COPY services/keys/package.json services/keys/
COPY services/inventory/package.json services/inventory/
COPY services/booking/package.json services/booking/
COPY services/webhooks/package.json services/webhooks/
RUN pnpm install --frozen-lockfile

FROM deps AS runtime
ARG SERVICE
ENV SERVICE=${SERVICE} NODE_ENV=production
COPY tsconfig.json ./
COPY packages ./packages
COPY services ./services
USER node
CMD ["sh", "-c", "exec node --import tsx --import @reservations/service-kit/instrument services/${SERVICE}/src/main.ts"]

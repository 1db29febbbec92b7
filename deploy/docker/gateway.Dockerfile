# syntax=docker/dockerfile:1
# The sandbox gateway (fastify, SQLite through better-sqlite3, run by tsx: no build step).
# Build context: the repository's root.   docker build -f deploy/docker/gateway.Dockerfile .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source when no prebuilt binary can be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm i -g pnpm@10.34.9
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch --prod
COPY . .
# The gateway and shared-contracts with their production dependencies only (tsx is one).
RUN pnpm install --offline --frozen-lockfile --prod --filter "sandbox-gateway..."

# The same Node image as the build stage: better-sqlite3's compiled addon matches its ABI.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    GATEWAY_HOST=0.0.0.0 \
    GATEWAY_PORT=4810 \
    SANDBOX_DB_PATH=/data/sandbox.db
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shared-contracts ./shared-contracts
COPY --from=build /app/sandbox-gateway ./sandbox-gateway
# The database lives on a volume owned by the unprivileged user (a new named volume copies this).
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app/sandbox-gateway
EXPOSE 4810
CMD ["node_modules/.bin/tsx", "src/main.ts"]

# syntax=docker/dockerfile:1
# The shell: its page served by the platform's own Node server (`serve.mjs shell`), which evaluates
# the release flags per page load for the session's cohort, answers /release-status.json, proxies
# /api and runs the release health gate (docs/decisions/0063-releases-in-containers.md).
# Build context: the repository's root.   docker build -f deploy/docker/shell.Dockerfile .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
# better-sqlite3 (a dependency of platform-tools) compiles from source when no prebuilt binary can be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm i -g pnpm@10.34.9
WORKDIR /app
# Dependencies from the lockfile alone: this layer survives every source change.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
# The shell's page, and the remotes from the same checkout: the image keeps each remote's entry hash
# and declaration as the deployment's own version of it (docs/decisions/0022-remote-integrity.md).
RUN pnpm install --offline --frozen-lockfile --filter "host-shell..." --filter "mfe-*..."
RUN pnpm --filter host-shell build && pnpm --filter "mfe-*" build
# What the server reads besides platform-tools: the page, the remotes' package.json, declaration.json, integrity.json.
RUN node platform-tools/bin/shell-server-files.mjs /shell-server

# platform-tools with its production dependencies only (fastify, @openfeature/*, better-sqlite3's addon…).
FROM ${NODE_IMAGE} AS server-dependencies
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm i -g pnpm@10.34.9
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch --prod
COPY . .
RUN pnpm install --offline --frozen-lockfile --prod --filter platform-tools

# The same Node image as the stages above: better-sqlite3's compiled addon matches its ABI.
FROM ${NODE_IMAGE}
# RELEASES_DIR: the flag file and the release store, on the volume the release tool writes too
# (compose: `releases`); RELEASE_FILES_DIR defaults to its files/, which the remotes' images serve.
# MDP_DECLARATIONS=fetch: each remote's declaration.json and integrity.json as it publishes them,
# read at start (a few seconds of retries), the image's copies as the fallback (published-remotes.mjs).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    SHELL_PORT=8080 \
    GATEWAY_URL=http://gateway:4810 \
    RELEASES_DIR=/srv/releases \
    MDP_DECLARATIONS=fetch
WORKDIR /app
COPY --from=server-dependencies /app/node_modules ./node_modules
COPY --from=server-dependencies /app/platform-tools ./platform-tools
COPY --from=build /shell-server/ ./
# The releases volume belongs to the unprivileged user (a new named volume copies this folder's owner).
RUN mkdir -p /srv/releases/files && chown -R node:node /srv/releases
USER node
EXPOSE 8080
CMD ["node", "platform-tools/bin/serve.mjs", "shell"]

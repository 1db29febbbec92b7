# syntax=docker/dockerfile:1
# The release tool of the composed stack: the repository with its dependencies and pnpm, for a
# squad's `pnpm release`, `pnpm rollout`, `pnpm rollback` and `pnpm releases` against the releases
# volume (docs/decisions/0063-releases-in-containers.md). Build context: the repository's root.
#   docker compose run --rm release pnpm release cards
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE}
# better-sqlite3 (the release store) compiles from source when no prebuilt binary can be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm i -g pnpm@10.34.9
# The user of the shell's image (node, uid 1000): the store, its WAL and the flag file on the
# releases volume are written by both, and the remotes' nginx reads the files.
RUN mkdir -p /app /srv/releases/files && chown -R node:node /app /srv/releases
USER node
WORKDIR /app
COPY --chown=node:node pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY --chown=node:node . .
# The whole workspace: a release production-builds the remote (webpack) and checks its contract (tsx).
RUN pnpm install --offline --frozen-lockfile
ENV RELEASES_DIR=/srv/releases \
    RELEASE_SHELL_URL=http://shell:8080 \
    GATEWAY_URL=http://gateway:4810
CMD ["pnpm", "releases"]

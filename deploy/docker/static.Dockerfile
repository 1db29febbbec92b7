# syntax=docker/dockerfile:1
# One image per remote of the dashboard (build arg PACKAGE, e.g. mfe-cards): nginx serving its build
# and its released versions. The shell has its own image (shell.Dockerfile: the platform's Node
# server). Build context: the repository's root. docs/deployment.md explains the parts.
#   docker build -f deploy/docker/static.Dockerfile --build-arg PACKAGE=mfe-cards .
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-bookworm

FROM ${NODE_IMAGE} AS build
ARG PACKAGE
RUN test -n "${PACKAGE}" || (echo 'build arg PACKAGE is required (mfe-home, mfe-cards, …)' >&2; exit 1)
# The pnpm of package.json's packageManager (TOOLCHAIN: pnpm 11 does not run on Node 20).
RUN npm i -g pnpm@10.34.9
WORKDIR /app
# Dependencies from the lockfile alone: this layer survives every source change.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
# The package, its workspace dependencies and platform-tools (its webpack configuration); nothing else.
RUN pnpm install --offline --frozen-lockfile --filter "${PACKAGE}..."
RUN pnpm --filter "${PACKAGE}" build
# The remotes of the catalogue by package, for the start script (where the released versions are).
RUN node platform-tools/bin/remote-names.mjs > /app/remote-names

FROM ${NGINX_IMAGE}
ARG PACKAGE
USER root
RUN rm -rf /usr/share/nginx/html/* /etc/nginx/conf.d/default.conf
COPY deploy/docker/nginx/templates/ /etc/nginx/mdp/templates/
COPY deploy/docker/nginx/cache-control.conf deploy/docker/nginx/security-headers.conf /etc/nginx/mdp/
COPY --from=build /app/remote-names /etc/nginx/mdp/remote-names
COPY --chmod=0755 deploy/docker/nginx/30-mdp-runtime-config.sh /docker-entrypoint.d/30-mdp-runtime-config.sh
COPY --from=build /app/${PACKAGE}/dist/ /usr/share/nginx/html/
# The start script writes nginx.conf, conf.d/ and mdp/generated/ as the unprivileged user.
# /srv/releases: where the releases volume is mounted (read-only here; a remote serves its released
# versions from files/<remote>/). Owned by the release tool's and the shell's user (node, uid 1000),
# so that a new named volume first mounted here is theirs to write (docs/decisions/0063-releases-in-containers.md).
RUN mkdir -p /etc/nginx/mdp/generated /srv/releases/files \
  && chown -R 101:0 /etc/nginx \
  && chmod -R g+w /etc/nginx \
  && chown -R 1000:1000 /srv/releases
ENV MDP_PACKAGE=${PACKAGE} \
    MDP_LISTEN_PORT=8080
USER 101
EXPOSE 8080

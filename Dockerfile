# syntax=docker/dockerfile:1
# The portal as an image: built once, run as any number of instances (compose.yaml runs two behind
# nginx, as scripts/cluster.mjs does on one machine). Stages:
#   deps     npm ci (every dependency: the build needs the dev ones)
#   build    next build, then the dev dependencies pruned for runtime
#   migrate  the build stage with tsx: applies migrations and seeds an empty database, then exits
#   runtime  what an instance needs to run the front server (server.mjs)
# Configuration is by environment (README "Configuration"); nothing secret is baked in.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# npm ci refuses a lock without other platforms' optional binaries: npm install keeps the same pins
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# NEXT_PUBLIC_API_BASE is inlined into the browser's code: set it here when the API is on another origin
ARG NEXT_PUBLIC_API_BASE=/api
ENV NEXT_PUBLIC_API_BASE=$NEXT_PUBLIC_API_BASE
RUN npx next build

FROM build AS migrate
CMD ["npx", "tsx", "scripts/migrate.ts"]

FROM build AS pruned
# the build's own cache is not needed to serve
RUN npm prune --omit=dev --no-audit --no-fund && rm -rf .next/cache

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 FILES_DIR=/data/files
COPY --from=pruned --chown=node:node /app /app
RUN mkdir -p /data/files && chown -R node:node /data
USER node
EXPOSE 3000
# /healthz answers 200 "ok" while the process serves (server.mjs)
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.mjs"]

# syntax=docker/dockerfile:1
# Sprout English: one production image for every environment (nothing
# environment-specific is built in; docs/operations.md, "Containers").
#
#   docker build -t sprout-english .
#   docker compose up -d --build          # PostgreSQL, Redis, 3 instances, nginx (compose.yaml)
#
# Stages: deps (every dependency, for the build), build (`npm run build`:
# .next/ and dist/server.mjs), prod-deps (production dependencies only) and
# the runtime image, which holds only what the server reads when it runs.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 npm_config_update_notifier=false
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: npm 11.19 writes lock files that `npm ci` refuses (see .ci/run);
# `npm install` installs the locked versions all the same.
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && rm -rf .next/cache

FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000
# Code and assets belong to root and are read-only for the server's user; it writes only to
# .data/ (uploads, generated secrets: mount a volume, or set UPLOAD_DIR), /data/uploads and Next's .next/cache.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/next.config.mjs ./
COPY --from=build /app/.next ./.next
COPY --from=build /app/dist ./dist
COPY --from=build /app/public ./public
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/messages ./messages
COPY --from=build /app/server/assets ./server/assets
# The AI picture book's narration runs in a worker thread loaded from its own file (with the word alignment it imports).
COPY --from=build /app/server/providers/story/narration ./server/providers/story/narration
COPY --from=build /app/server/providers/story/art/util.mjs ./server/providers/story/art/util.mjs
# /data/uploads: compose's shared upload volume (a new named volume takes this folder's owner).
RUN mkdir -p .data .next/cache /data/uploads && chown node:node .data .next/cache /data/uploads
USER node
EXPOSE 3000
# Liveness (/api/health); load balancers use /api/ready to route traffic.
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server drains on SIGTERM (docs/operations.md, "Shutdown"): give it SHUTDOWN_TIMEOUT_MS + 10 s (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server.mjs"]

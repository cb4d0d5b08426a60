# One image for every Node process of TrustHive, compiled: the container runs plain JavaScript
# from dist/server (npm run build:server), no TypeScript loader. The command picks the process:
#   docker run IMAGE dist/server/search.js      (services: search, company, scoring, enrichment,
#                                               submissions, analytics; workers: <kind>-worker;
#                                               gateway; the one-shot migrate and seed)
# Build from the repository root: docker build -f infra/docker/service.Dockerfile -t IMAGE .
# scripts/build/dockerfile.test.ts keeps the paths below in step with the build's output.

# 1. Build: every dependency, then the server bundles and the SPA.
FROM node:22.23.3-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
  && npm run build:server \
  && npm run build:web

# 2. Production dependencies only: the packages the bundles import (npm ci needs every
#    workspace's manifest to match the lockfile, not its sources).
FROM node:22.23.3-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY services/contracts/package.json services/contracts/
COPY services/platform/package.json services/platform/
COPY services/search/package.json services/search/
COPY services/company/package.json services/company/
COPY services/scoring/package.json services/scoring/
COPY services/enrichment/package.json services/enrichment/
COPY services/submissions/package.json services/submissions/
COPY services/analytics/package.json services/analytics/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund \
  && npm cache clean --force

# 3. Runtime: no compiler, no npm cache, no sources. Runs as uid 1000 (the image's `node`
#    user, numeric so Kubernetes' runAsNonRoot can check it) on a read-only root filesystem:
#    it writes only to /tmp (an emptyDir in Kubernetes) and to object storage.
FROM node:22.23.3-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 WEB_DIST_DIR=/app/web/dist
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/web/dist ./web/dist
# The gateway's page renderer (the same app's server build; it imports web's dependencies).
COPY --from=build /app/web/dist-server ./web/dist-server
# The real MCA sample, for the seed command (compose's first start).
COPY --from=build /app/data ./data
USER 1000:1000
ENTRYPOINT ["node", "--enable-source-maps"]
CMD ["dist/server/gateway.js"]

# One image for every Node process of TrustHive; SERVICE picks the entry at run time.
# Build from the repository root: docker build -f infra/docker/service.Dockerfile .
FROM node:22.23.3-bookworm-slim AS deps
WORKDIR /app
COPY . .
# The lockfile's `node` package only matters on machines without Node 22; the image has it.
RUN npm ci --no-audit --no-fund && rm -rf node_modules/node node_modules/.bin/node

FROM deps AS web
RUN npm run build:web

FROM node:22.23.3-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=deps /app /app
COPY --from=web /app/web/dist /app/web/dist
USER node
# ENTRY: services/<name>/src/main.ts or gateway/src/main.ts (docker-compose sets it).
CMD ["sh", "-c", "exec node --import tsx \"$ENTRY\""]

# Agora: API, socket.io gateway, queue workers and the built frontends on one port.
# Multi-stage: the build stage has the whole workspace and dev tools; the image that runs holds the
# backend's production dependencies and the built frontends only, on the current Node LTS, as a
# non-root user. The same image runs the API (default), a worker and the one-shot migrations:
#   node backend/dist/main.js | node backend/dist/worker.js | node backend/dist/migrate.js

FROM node:24-bookworm-slim AS build
RUN npm i -g pnpm
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
# The backend with only its production dependencies (workspace packages copied in, not linked).
RUN pnpm --filter @agora/backend deploy --prod --legacy /deploy/backend

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    FRONTENDS_DIR=/app/frontends \
    MEDIA_DIR=/app/media
WORKDIR /app
COPY --from=build --chown=node:node /deploy/backend ./backend
COPY --from=build --chown=node:node /src/frontends/shell/dist ./frontends/shell/dist
COPY --from=build --chown=node:node /src/frontends/feed-mfe/dist ./frontends/feed-mfe/dist
COPY --from=build --chown=node:node /src/frontends/chat-mfe/dist ./frontends/chat-mfe/dist
COPY --from=build --chown=node:node /src/frontends/billing-mfe/dist ./frontends/billing-mfe/dist
COPY --from=build --chown=node:node /src/frontends/admin-mfe/dist ./frontends/admin-mfe/dist
RUN mkdir -p /app/media && chown node:node /app/media
USER node
EXPOSE 3000
# Ready: PostgreSQL, Redis and the queues answer (/api/health/live only says the process does).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]

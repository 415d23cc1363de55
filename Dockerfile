# Agora: API, socket.io gateway, queue workers and the built frontends on one port.
FROM node:20-bookworm

RUN npm i -g pnpm
WORKDIR /app

# The whole workspace at once: every package's manifest must be present for a frozen install.
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm build

ENV NODE_ENV=production \
    PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]

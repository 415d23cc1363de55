import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { repoRoot } from './paths.mjs';

const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};
const remotes = ['feed', 'chat', 'billing', 'admin'];

/**
 * Serves the built frontends the way the backend lays them out (shell at /, remotes at /mfe/<name>/,
 * the default /mfe-manifest.json), / as the backend answers a visitor in English (the prerendered
 * landing), and answers /api/auth/user with 401, so the shell renders its visitor landing without
 * a database. Returns { url, close() }.
 */
export async function serveBuiltFrontends() {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (path === '/mfe-manifest.json')
      return json(res, 200, {
        remotes: Object.fromEntries(remotes.map((r) => [r, `/mfe/${r}/mf-manifest.json`])),
      });
    if (path.startsWith('/api/'))
      return json(res, 401, { statusCode: 401, message: 'Not signed in' });
    const remote = /^\/mfe\/(\w+)\/(.*)$/.exec(path);
    const file =
      path === '/'
        ? join(repoRoot, 'frontends', 'shell', 'dist', 'landing', 'en.html')
        : remote
          ? join(repoRoot, 'frontends', `${remote[1]}-mfe`, 'dist', remote[2])
          : join(repoRoot, 'frontends', 'shell', 'dist', path);
    const target =
      existsSync(file) && statSync(file).isFile()
        ? file
        : join(repoRoot, 'frontends', 'shell', 'dist', 'index.html');
    res.writeHead(200, { 'Content-Type': types[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function json(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

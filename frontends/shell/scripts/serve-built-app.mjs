// Serves the built shell (/) and remotes (/mfe/<name>/) like the backend does, with a small fake /api.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const FRONT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
};

export function serve({ port, manifest, signedIn, extraRemoteRoot }) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, `http://localhost:${port}`);
    const p = url.pathname;
    res.setHeader('access-control-allow-origin', '*');
    // The readable hint the real server keeps with the session: without it the shell asks nothing.
    res.setHeader(
      'set-cookie',
      signedIn() ? 'agora_signed_in=1; Path=/' : 'agora_signed_in=; Path=/; Max-Age=0',
    );
    if (p === '/mfe-manifest.json') return json(res, 200, { remotes: manifest() });
    if (p === '/api/auth/user')
      return signedIn()
        ? json(res, 200, { id: 'u1', email: 'ada@example.com', firstName: 'Ada', isAdmin: false })
        : json(res, 401, { message: 'Unauthorized' });
    if (p === '/api/user/subscription') return json(res, 200, { credits: 77 });
    if (p.startsWith('/api/')) return json(res, 404, { message: 'Not Found' });
    let file;
    const m = /^\/mfe\/(\w+)\/(.*)$/.exec(p);
    if (m) file = join(FRONT, `${m[1]}-mfe/dist`, normalize(m[2] || 'index.html'));
    else if (extraRemoteRoot && p.startsWith('/elsewhere/'))
      file = join(extraRemoteRoot, normalize(p.slice('/elsewhere/'.length)));
    else file = join(FRONT, 'shell/dist', normalize(p));
    try {
      if (!(await stat(file)).isFile()) throw new Error('dir');
    } catch {
      if (m || p.includes('.')) return json(res, 404, { message: 'missing' });
      file = join(FRONT, 'shell/dist/index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(await readFile(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

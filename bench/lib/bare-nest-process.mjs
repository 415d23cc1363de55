import { fork } from 'node:child_process';
import { join } from 'node:path';
import { benchDir } from './paths.mjs';

/** Starts lib/bare-nest-app.mjs in a child process; returns { url, stop() }. */
export async function startBareNestApp(port) {
  const child = fork(join(benchDir, 'lib', 'bare-nest-app.mjs'), [String(port)], {
    stdio: 'inherit',
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare Nest app exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    url: `http://127.0.0.1:${port}/bare/ping`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

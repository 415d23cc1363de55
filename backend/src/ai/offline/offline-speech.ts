import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// meSpeak (eSpeak compiled to JavaScript) is CommonJS with JSON voice data.
const requireCjs = createRequire(__filename);

/**
 * Synthesis is CPU-bound (about a second for a 500-character reply), so it runs in one worker thread
 * and never blocks the event loop. The worker is plain JavaScript run with `eval`, so it works the
 * same from compiled code and from TypeScript under Jest.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { log, warn } = console;
console.log = console.warn = () => undefined; // meSpeak announces "Not in browser" on load
const meSpeak = require(workerData.engine);
Object.assign(console, { log, warn });
meSpeak.loadConfig(require(workerData.config));
meSpeak.loadVoice(require(workerData.voice));
parentPort.on('message', ({ id, text }) => {
  try {
    const audio = meSpeak.speak(text, { rawdata: 'buffer', speed: 160 });
    if (!audio) throw new Error('no audio produced');
    parentPort.postMessage({ id, bytes: new Uint8Array(audio) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Pending {
  resolve: (wav: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function speechWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      engine: requireCjs.resolve('mespeak'),
      config: requireCjs.resolve('mespeak/src/mespeak_config.json'),
      voice: requireCjs.resolve('mespeak/voices/en/en-us.json'),
    },
  });
  started.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
    const request = pending.get(message.id);
    pending.delete(message.id);
    if (pending.size === 0) started.unref();
    if (!request) return;
    if (message.bytes) request.resolve(Buffer.from(message.bytes));
    else request.reject(new Error(`Offline speech failed: ${message.error}`));
  });
  started.on('error', (error) => {
    for (const request of pending.values()) request.reject(error);
    pending.clear();
    worker = undefined;
  });
  started.on('exit', () => (worker = undefined));
  started.unref();
  worker = started;
  return started;
}

/** Speaks English text into a WAV file, entirely offline. */
export function synthesizeWav(text: string): Promise<Buffer> {
  const clean =
    text
      .replace(/[^\p{L}\p{N}\s.,;:!?'’-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 1000) || '...';
  const target = speechWorker();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Keep the process alive while a request is in flight; idle, the worker never holds it open.
    target.ref();
    target.postMessage({ id, text: clean });
  });
}

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
const encoder = import(workerData.mp3).then((lame) => lame.Mp3Encoder);

// meSpeak writes 16-bit mono PCM WAV; the MP3 is a tenth of its size.
function wavToMp3(Mp3Encoder, wav) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const channels = view.getUint16(22, true);
  const sampleRate = view.getUint32(24, true);
  if (channels !== 1 || view.getUint16(34, true) !== 16) throw new Error('unexpected WAV format');
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const size = view.getUint32(offset + 4, true);
    if (String.fromCharCode(...wav.subarray(offset, offset + 4)) === 'data') {
      const pcm = new Int16Array(wav.slice(offset + 8, offset + 8 + size).buffer);
      const mp3 = new Mp3Encoder(1, sampleRate, workerData.kbps);
      const parts = [];
      for (let i = 0; i < pcm.length; i += 1152) parts.push(mp3.encodeBuffer(pcm.subarray(i, i + 1152)));
      parts.push(mp3.flush());
      return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV has no data');
}

parentPort.on('message', async ({ id, text }) => {
  try {
    const audio = meSpeak.speak(text, { rawdata: 'buffer', speed: 160 });
    if (!audio) throw new Error('no audio produced');
    const mp3 = wavToMp3(await encoder, new Uint8Array(audio));
    parentPort.postMessage({ id, bytes: new Uint8Array(mp3) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

/** Speech needs little: 32 kbit/s mono MP3. */
const MP3_KBPS = 32;

interface Pending {
  resolve: (mp3: Buffer) => void;
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
      // The package's ES module (its CommonJS entry is a browser script that exports nothing).
      mp3: pathToFileURL(join(dirname(requireCjs.resolve('@breezystack/lamejs')), 'lamejs.js'))
        .href,
      kbps: MP3_KBPS,
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

/** Speaks English text into an MP3 file, entirely offline (lamejs is pure JavaScript). */
export function synthesizeMp3(text: string): Promise<Buffer> {
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

import { createRequire } from 'node:module';
import type meSpeakType from 'mespeak';

// meSpeak is CommonJS with JSON voice data; load both lazily through a plain require.
const requireCjs = createRequire(__filename);

let engine: typeof meSpeakType | undefined;

/** meSpeak (eSpeak compiled to JavaScript) loads its 5 MB of code and voice data on first use only. */
function load(): typeof meSpeakType {
  if (engine) return engine;
  const { log, warn } = console;
  console.log = console.warn = () => undefined; // it announces "Not in browser" on load
  try {
    engine = requireCjs('mespeak') as typeof meSpeakType;
  } finally {
    Object.assign(console, { log, warn });
  }
  engine.loadConfig(requireCjs('mespeak/src/mespeak_config.json'));
  engine.loadVoice(requireCjs('mespeak/voices/en/en-us.json'));
  return engine;
}

/** Speaks English text into a WAV file, entirely offline. */
export function synthesizeWav(text: string): Buffer {
  const clean =
    text
      .replace(/[^\p{L}\p{N}\s.,;:!?'’-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 1000) || '...';
  const audio = load().speak(clean, { rawdata: 'buffer', speed: 160 });
  if (!audio) throw new Error('Offline speech engine produced no audio');
  return Buffer.from(audio);
}

import { synthesizeWav } from './offline-speech';

describe(synthesizeWav.name, () => {
  it('speaks text into a WAV file offline', async () => {
    const wav = await synthesizeWav('Observe the flight of birds.');
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(wav.length).toBeGreaterThan(20_000);
  });

  it('keeps the event loop free while it synthesises a long reply', async () => {
    const text = 'I studied birds and designed flying machines with flapping wings. '.repeat(7);
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const [a, b] = await Promise.all([
      synthesizeWav(text),
      synthesizeWav('A second voice at the same time.'),
    ]);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(a.length).toBeGreaterThan(b.length);
    // Synthesis takes hundreds of milliseconds; the main thread must not stall for anything like that.
    expect(elapsed).toBeGreaterThan(longestGap * 2);
    expect(longestGap).toBeLessThan(150);
  });
});

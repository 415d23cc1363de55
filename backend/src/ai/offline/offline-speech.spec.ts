import { synthesizeMp3 } from './offline-speech';

describe(synthesizeMp3.name, () => {
  it('speaks text into a compact MP3 file offline', async () => {
    const mp3 = await synthesizeMp3('Observe the flight of birds.');
    // An MPEG audio frame header: 11 sync bits set.
    expect(mp3[0]).toBe(0xff);
    expect(mp3[1]! & 0xe0).toBe(0xe0);
    expect(mp3.length).toBeGreaterThan(2_000);
  });

  it('stores a long reply in a tenth of the WAV size (2.7 MB before)', async () => {
    const text = 'I studied birds and designed flying machines with flapping wings. '.repeat(15);
    const mp3 = await synthesizeMp3(text);
    // meSpeak's 16-bit 22.05 kHz mono WAV of the same text is about 44 KB a second.
    console.info(
      `offline voice of ${text.slice(0, 1000).length} characters: ${mp3.length} bytes of MP3`,
    );
    expect(mp3.length).toBeLessThan(400_000);
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
      synthesizeMp3(text),
      synthesizeMp3('A second voice at the same time.'),
    ]);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(a.length).toBeGreaterThan(b.length);
    // Synthesis takes hundreds of milliseconds; the main thread must not stall for anything like that.
    expect(elapsed).toBeGreaterThan(longestGap * 2);
    expect(longestGap).toBeLessThan(150);
  });
});

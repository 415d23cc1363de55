import { ensureBuiltBackend, runBuilt } from './support/built-backend';

describe('start-up checks of the built backend (e2e)', () => {
  beforeAll(() => ensureBuiltBackend(), 180_000);

  it.each(['main', 'worker'] as const)(
    '%s exits non-zero with one line naming what PLUGINS=chat lacks',
    async (entry) => {
      const { code, stdout, stderr } = await runBuilt(entry, { PLUGINS: 'chat' });
      expect(code).not.toBe(0);
      expect(stdout).toBe('');
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toBe('PLUGINS: "chat" requires credits, mentors (add them to PLUGINS)');
    },
  );

  it('names only what is still missing', async () => {
    const { code, stderr } = await runBuilt('main', { PLUGINS: 'auth,credits,chat' });
    expect(code).not.toBe(0);
    expect(stderr.trim()).toBe('PLUGINS: "chat" requires mentors (add them to PLUGINS)');
  });
});

import { ensureBuiltBackend, runBuilt } from './support/built-backend';

/** The start-up checks run before anything connects, so these need no database or Redis. */
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
    30_000,
  );

  it('names only what is still missing', async () => {
    const { code, stderr } = await runBuilt('main', { PLUGINS: 'auth,credits,chat' });
    expect(code).not.toBe(0);
    expect(stderr.trim()).toBe('PLUGINS: "chat" requires mentors (add them to PLUGINS)');
  }, 30_000);

  it('refuses an unknown plugin, listing the known ones', async () => {
    const { code, stderr } = await runBuilt('main', { PLUGINS: 'auth,guilds' });
    expect(code).not.toBe(0);
    expect(stderr.trim()).toMatch(/^PLUGINS: unknown plugin\(s\): guilds; known: auth, credits, /);
  }, 30_000);

  it("stops on a bad value of a plugin's own setting, naming the variable", async () => {
    const { code, stderr } = await runBuilt('worker', {
      PLUGINS: 'auth,credits',
      STARTING_CREDITS: 'plenty',
    });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: STARTING_CREDITS: /),
    ]);
  }, 30_000);

  it.each(['main', 'worker'] as const)(
    '%s refuses production without a strong SESSION_SECRET, in one line naming it',
    async (entry) => {
      for (const secret of ['', 'agora-development-session-secret-change-me', 'sixteen-chars-ok']) {
        const { code, stdout, stderr } = await runBuilt(entry, {
          NODE_ENV: 'production',
          SESSION_SECRET: secret,
        });
        expect(code).not.toBe(0);
        expect(stdout).toBe('');
        expect(stderr.trim().split('\n')).toEqual([
          expect.stringMatching(/^Invalid configuration: SESSION_SECRET: set a secret of your own/),
        ]);
      }
    },
    60_000,
  );
});

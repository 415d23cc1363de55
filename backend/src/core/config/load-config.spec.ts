import { ConfigError, parseConfig } from './load-config';

describe(parseConfig.name, () => {
  it('fills defaults for an empty environment', () => {
    const sut = parseConfig({});
    expect(sut).toMatchObject({
      PORT: 3000,
      STARTING_CREDITS: 50,
      WORKERS: 'inline',
      REDIS_PREFIX: 'agora',
    });
    expect(sut.PLUGINS).toEqual([
      'auth',
      'credits',
      'feed',
      'rabbit-holes',
      'chat',
      'groups',
      'mentors',
      'landing',
    ]);
  });

  it('names the variable that is wrong', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT: /);
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL: /);
    expect(() => parseConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: /);
  });

  it('names unknown plugins and lists the known ones', () => {
    expect(() => parseConfig({ PLUGINS: 'auth,guilds' })).toThrow(
      /PLUGINS: unknown plugin\(s\): guilds; known: auth, /,
    );
  });

  it('puts every problem on one line', () => {
    try {
      parseConfig({ PORT: '0', WORKERS: 'sometimes' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
      expect((error as Error).message).toMatch(/PORT: .*; WORKERS: /);
    }
  });
});

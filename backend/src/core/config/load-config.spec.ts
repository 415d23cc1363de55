import { ConfigError, parseConfig } from './load-config';

describe(parseConfig.name, () => {
  it('fills defaults for an empty environment', () => {
    const sut = parseConfig({});
    expect(sut).toMatchObject({
      PORT: 3000,
      WORKERS: 'inline',
      REDIS_PREFIX: 'agora',
    });
    expect(sut.PLUGINS).toBe('all');
  });

  it('names the variable that is wrong', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT: /);
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL: /);
    expect(() => parseConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: /);
  });

  it('reads PLUGINS as a list of names (the registry checks them)', () => {
    expect(parseConfig({ PLUGINS: ' auth, ,feed ' }).PLUGINS).toEqual(['auth', 'feed']);
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

  it('reads the operator settings: METRICS_TOKEN (24+ characters) and WORKER_OPS_PORT', () => {
    expect(parseConfig({ METRICS_TOKEN: '', WORKER_OPS_PORT: '' })).toMatchObject({
      METRICS_TOKEN: undefined,
      WORKER_OPS_PORT: undefined,
    });
    expect(parseConfig({ WORKER_OPS_PORT: '9464' }).WORKER_OPS_PORT).toBe(9464);
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: /);
    expect(() => parseConfig({ WORKER_OPS_PORT: 'x' })).toThrow(/WORKER_OPS_PORT: /);
  });
});

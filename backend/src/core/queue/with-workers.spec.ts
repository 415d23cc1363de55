import { resetConfig } from '../config/load-config';

class SomeProcessor {}

describe('withWorkers', () => {
  const saved = process.env.WORKERS;
  afterEach(() => {
    process.env.WORKERS = saved;
    resetConfig();
    jest.resetModules();
  });

  /** Fresh copies of the modules, as the process role and config are module state. */
  function load() {
    resetConfig();
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { withWorkers } = require('./with-workers') as typeof import('./with-workers');
    const role = require('./worker-process') as typeof import('./worker-process');
    /* eslint-enable @typescript-eslint/no-require-imports */
    return { withWorkers, role };
  }

  it('includes processors in the API process by default (WORKERS=inline)', () => {
    delete process.env.WORKERS;
    const { withWorkers } = load();
    expect(withWorkers([SomeProcessor])).toEqual([SomeProcessor]);
  });

  it('leaves them out of the API process when WORKERS=off', () => {
    process.env.WORKERS = 'off';
    const { withWorkers } = load();
    expect(withWorkers([SomeProcessor])).toEqual([]);
  });

  it('always includes them in a worker process', () => {
    process.env.WORKERS = 'off';
    const { withWorkers, role } = load();
    role.markWorkerProcess();
    expect(withWorkers([SomeProcessor])).toEqual([SomeProcessor]);
  });
});

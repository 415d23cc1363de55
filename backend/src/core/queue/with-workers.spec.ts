import { resetConfig } from '../config/load-config';

class SomeProcessor {}

describe('withWorkers', () => {
  const saved = process.env.WORKERS;
  afterEach(() => {
    process.env.WORKERS = saved;
    resetConfig();
    jest.resetModules();
  });

  async function load() {
    resetConfig();
    const { withWorkers } = await import('./with-workers');
    const role = await import('./worker-process');
    return { withWorkers, role };
  }

  it('includes processors in the API process by default (WORKERS=inline)', async () => {
    delete process.env.WORKERS;
    const { withWorkers } = await load();
    expect(withWorkers([SomeProcessor])).toEqual([SomeProcessor]);
  });

  it('leaves them out of the API process when WORKERS=off', async () => {
    process.env.WORKERS = 'off';
    const { withWorkers } = await load();
    expect(withWorkers([SomeProcessor])).toEqual([]);
  });

  it('always includes them in a worker process', async () => {
    process.env.WORKERS = 'off';
    const { withWorkers, role } = await load();
    role.markWorkerProcess();
    expect(withWorkers([SomeProcessor])).toEqual([SomeProcessor]);
  });
});

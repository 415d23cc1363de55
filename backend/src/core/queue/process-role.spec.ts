import { ProcessRole } from './process-role';

describe(ProcessRole.name, () => {
  it('runs jobs in the API process when WORKERS=inline (the default)', () => {
    expect(new ProcessRole('api', 'inline')).toMatchObject({ runsJobs: true, servesHttp: true });
  });

  it('leaves jobs to worker processes when WORKERS=off', () => {
    expect(new ProcessRole('api', 'off')).toMatchObject({ runsJobs: false, servesHttp: true });
  });

  it('always runs jobs in a worker process, which serves no HTTP', () => {
    expect(new ProcessRole('worker', 'off')).toMatchObject({ runsJobs: true, servesHttp: false });
  });
});

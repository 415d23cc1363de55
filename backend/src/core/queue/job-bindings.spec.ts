import { bindJobs, type FoundHandler } from './job-bindings';
import { defineQueue } from './jobs';

interface ReportJobs {
  'report.build': { id: string };
  'report.mail': { id: string };
}
const REPORTS = defineQueue<ReportJobs>('reports', { 'report.build': {}, 'report.mail': {} });
const OTHER = defineQueue<{ 'other.job': { n: number } }>('other', { 'other.job': {} });

function handler(definition: FoundHandler['definition'], job: string, where: string): FoundHandler {
  return { definition, job, where, run: async () => where };
}

describe(bindJobs.name, () => {
  it('binds each declared job to its one handler', async () => {
    const { bindings, problems } = bindJobs(
      [REPORTS],
      [handler(REPORTS, 'report.build', 'A.build'), handler(REPORTS, 'report.mail', 'A.mail')],
    );
    expect(problems).toEqual([]);
    expect(bindings.map(({ queue, job }) => `${queue}/${job}`)).toEqual([
      'reports/report.build',
      'reports/report.mail',
    ]);
    await expect(bindings[1]!.run({ id: 'r1' }, undefined)).resolves.toBe('A.mail');
  });

  it('names a declared job that has no handler', () => {
    const { problems } = bindJobs([REPORTS], [handler(REPORTS, 'report.build', 'A.build')]);
    expect(problems).toEqual(['job "report.mail" of queue "reports" has no handler']);
  });

  it('names a job handled twice', () => {
    const { problems } = bindJobs(
      [OTHER],
      [handler(OTHER, 'other.job', 'A.run'), handler(OTHER, 'other.job', 'B.run')],
    );
    expect(problems).toEqual(['job "other.job" of queue "other" has 2 handlers: A.run, B.run']);
  });

  it('names a handler of a queue that no module registers', () => {
    const { problems } = bindJobs([], [handler(OTHER, 'other.job', 'A.run')]);
    expect(problems).toEqual([
      'A.run handles queue "other", which no module registers (registerJobQueue)',
    ]);
  });
});

import { runSql, type SqlRunner, sqlRow, sqlRows } from './sql';

/** Answers each statement the way TypeORM's pg driver does. */
class ScriptedRunner implements SqlRunner {
  constructor(private readonly answer: unknown) {}
  async query(): Promise<unknown> {
    return this.answer;
  }
}

describe('runSql', () => {
  it('reads SELECT and INSERT … RETURNING answers as rows', async () => {
    const rows = [{ id: 'a' }, { id: 'b' }];
    expect(await runSql(new ScriptedRunner(rows), 'SELECT')).toEqual({ rows, affected: 2 });
    expect(await sqlRow(new ScriptedRunner(rows), 'SELECT')).toEqual({ id: 'a' });
    expect(await sqlRow(new ScriptedRunner([]), 'SELECT')).toBeNull();
  });

  it('unpacks the [rows, rowCount] pair of UPDATE and DELETE', async () => {
    expect(await runSql(new ScriptedRunner([[], 3]), 'DELETE')).toEqual({ rows: [], affected: 3 });
    expect(await sqlRows(new ScriptedRunner([[{ id: 'x' }], 1]), 'DELETE … RETURNING')).toEqual([
      { id: 'x' },
    ]);
  });
});

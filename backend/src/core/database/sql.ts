/** Where a raw statement runs: TypeORM's DataSource, or a transaction's EntityManager. */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

/** What a raw statement answered: its rows (typed by the caller) and how many rows it touched. */
export interface SqlResult<Row> {
  rows: Row[];
  /** Rows changed by UPDATE/DELETE; for other statements, the number of rows returned. */
  affected: number;
}

/**
 * Runs one raw statement, for the queries an entity repository cannot say (CTEs, ON CONFLICT,
 * set-based inserts). TypeORM's pg driver answers UPDATE and DELETE with `[rows, rowCount]` and
 * everything else with the rows alone; this is the one place that tells them apart.
 */
export async function runSql<Row extends object = Record<string, unknown>>(
  db: SqlRunner,
  text: string,
  params: readonly unknown[] = [],
): Promise<SqlResult<Row>> {
  const raw: unknown = await db.query(text, [...params]);
  if (isRowsAndCount(raw)) return { rows: raw[0] as Row[], affected: raw[1] };
  const rows = Array.isArray(raw) ? (raw as Row[]) : [];
  return { rows, affected: rows.length };
}

/** The rows of a raw statement. */
export async function sqlRows<Row extends object>(
  db: SqlRunner,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  return (await runSql<Row>(db, text, params)).rows;
}

/** The first row of a raw statement, or null. */
export async function sqlRow<Row extends object>(
  db: SqlRunner,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row | null> {
  return (await runSql<Row>(db, text, params)).rows[0] ?? null;
}

// Rows are objects, never arrays, so a pair of an array and a number can only be [rows, rowCount].
function isRowsAndCount(raw: unknown): raw is [unknown[], number] {
  return (
    Array.isArray(raw) && raw.length === 2 && Array.isArray(raw[0]) && typeof raw[1] === 'number'
  );
}

import {
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** A statement PGlite has parsed and planned once, by name. */
interface Statement {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them: each value is serialised for its type. */
  paramTypes: number[];
  /** The rows' description (none for a statement without rows), given to the result parser. */
  rowDescription: BackendMessage | undefined;
}

/** Statements kept prepared at once; the least recently used is closed past it. */
export const STATEMENT_CACHE_SIZE = 100;

/** An error meaning the prepared statement no longer fits the table (a column changed). */
const STALE_STATEMENT = new Set(['0A000', '26000']);

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite whose queries are prepared once per text and then only bound and executed (issue 23,
 * docs/performance.md "PGlite's statements prepared once"). PGlite's own `query` parses, plans
 * and describes every statement on every call, in five protocol exchanges: 3.4 ms of its single
 * thread for the profile's statement, of which parsing and planning are 1.3-2 ms; bound to a named
 * statement, in one exchange, it takes 0.7 ms. This is what node-postgres does on PostgreSQL for
 * the queries the repositories prepare, and what pgx's statement cache does for every query.
 *
 * Unchanged from PGlite's `query`: the results (PGlite's own parser, with the call's `rowMode` and
 * `parsers`), the values' serialisation, the errors (a DatabaseError with its SQLSTATE), its lock.
 * Inside a transaction, a statement with parameters (the payments' and the writes' reads and
 * writes) is prepared the same way; one without (a migration's DDL, BEGIN's own kind) goes through
 * the transaction's `query`. A query with a blob or fixed parameter types, or one arriving on the
 * database while a transaction is open, goes through PGlite's `query` as before.
 */
export class StatementCachingPGlite extends PGlite {
  readonly #statements = new Map<string, Statement>();
  #nextName = 0;

  /** Statements prepared now (tests). */
  get preparedStatementCount(): number {
    return this.#statements.size;
  }

  override async query<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    await this._checkReady();
    return this.#prepared(text, params ?? [], options, false, () =>
      super.query<T>(text, params, options),
    );
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        const own = () => tx.query<R>(text, params, options);
        if (!params?.length) return own();
        if (tx.closed) throw new Error('Transaction is closed');
        return this.#prepared(text, params, options, true, own);
      };
      // The transaction as PGlite made it (its `closed`, `rollback`, `exec`), with this `query`.
      return callback(Object.create(tx, { query: { value: query } }) as Transaction);
    });
  }

  /**
   * `text` as a prepared statement, under PGlite's lock; `own` (PGlite's `query`) for a query with
   * a blob or fixed parameter types, one on the database while a transaction is open
   * (`inTransaction` false), or a statement gone stale.
   */
  async #prepared<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    own: () => Promise<Results<T>>,
  ): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes) return own();
    const outcome = await this._runExclusiveQuery(async () => {
      if (!inTransaction && this.isInTransaction()) return undefined;
      return this.#run<T>(text, params, options);
    });
    return outcome ?? own();
  }

  override async close(): Promise<void> {
    this.#statements.clear();
    await super.close();
  }

  /** Undefined: the statement went stale; PGlite's own `query` should run it. */
  async #run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T> | undefined> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text));
    // The most recently used last: the Map's first entry is the one to close.
    this.#statements.delete(text);
    this.#statements.set(text, statement);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    let messages: BackendMessage[];
    try {
      ({ messages } = await this.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values: values as string[] }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        // Written through at once unless a transaction is open (it is, at its COMMIT).
        { syncToFs: !this.isInTransaction() },
      ));
    } catch (error) {
      if (STALE_STATEMENT.has((error as { code?: string }).code ?? '')) {
        await this.#close(text);
        return undefined;
      }
      throw error;
    }
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, this.parsers, options)[0] as Results<T>;
  }

  async #prepare(text: string): Promise<Statement> {
    const name = `mp_${++this.#nextName}`;
    // Past the cache's size, the least recently used statement is closed in the same exchange.
    const oldest = this.#statements.size >= STATEMENT_CACHE_SIZE ? this.#oldest() : undefined;
    if (oldest) this.#statements.delete(oldest.text);
    const { messages } = await this.execProtocol(
      concat([
        ...(oldest ? [serialize.close({ type: 'S', name: oldest.name })] : []),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    return {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
  }

  #oldest(): { text: string; name: string } | undefined {
    for (const [text, statement] of this.#statements) return { text, name: statement.name };
    return undefined;
  }

  async #close(text: string): Promise<void> {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    await this.execProtocol(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      { syncToFs: false },
    );
  }
}

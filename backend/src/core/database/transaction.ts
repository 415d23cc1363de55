import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * One open database transaction, handed across a boundary (e.g. in the `user.created` event) so
 * another module's writes commit or roll back with it. Opaque: only repositories open it, with
 * `entityManagerOf`.
 */
export abstract class Transaction {
  /** Marks the type nominal so an arbitrary object is not taken for a transaction. */
  protected readonly isTransaction = true;
}

/** Port: runs `work` in one transaction (committed when it resolves, rolled back when it throws). */
export abstract class Transactions {
  abstract run<T>(work: (transaction: Transaction) => Promise<T>): Promise<T>;
}

class TypeOrmTransaction extends Transaction {
  constructor(readonly manager: EntityManager) {
    super();
  }
}

@Injectable()
export class TypeOrmTransactions extends Transactions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  run<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new TypeOrmTransaction(manager)));
  }
}

/** For TypeORM repositories: the entity manager of a transaction opened by `TypeOrmTransactions`. */
export function entityManagerOf(transaction: Transaction): EntityManager {
  if (transaction instanceof TypeOrmTransaction) return transaction.manager;
  throw new TypeError('Not a TypeORM transaction');
}

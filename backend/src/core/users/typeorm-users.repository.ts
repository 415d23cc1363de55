import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { entityManagerOf, type Transaction } from '../database/transaction';
import { UserEntity } from './user.entity';
import { type NewUserRow, UsersRepository, UserTakenError } from './users.repository';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class TypeOrmUsersRepository extends UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {
    super();
  }

  async insert(row: NewUserRow, transaction: Transaction): Promise<UserEntity> {
    const repository = entityManagerOf(transaction).getRepository(UserEntity);
    try {
      return await repository.save(repository.create(row));
    } catch (error) {
      if (error instanceof QueryFailedError && error.driverError?.code === UNIQUE_VIOLATION)
        throw new UserTakenError();
      throw error;
    }
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email });
  }

  findByOidcSubject(subject: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ oidcSubject: subject });
  }

  async passwordHashOf(userId: string): Promise<string | null> {
    const row = await this.users
      .createQueryBuilder('u')
      .select('u.passwordHash', 'hash')
      .where('u.id = :userId', { userId })
      .getRawOne<{ hash: string | null }>();
    return row?.hash ?? null;
  }

  async touchLastActive(userId: string): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update()
      .set({ lastActive: () => 'now()' })
      .where('id = :userId', { userId })
      .andWhere(`"lastActive" < now() - interval '1 minute'`)
      .execute();
  }

  async markEmailVerified(userId: string): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update()
      .set({ emailVerifiedAt: () => 'now()' })
      .where('id = :userId', { userId })
      .andWhere('"emailVerifiedAt" IS NULL')
      .execute();
  }
}

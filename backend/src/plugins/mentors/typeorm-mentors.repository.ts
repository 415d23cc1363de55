import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CustomCharacterFields } from '@agora/contracts';
import { Repository } from 'typeorm';
import { CustomCharacterEntity } from './mentors.entities';
import { type MentorPosition, MentorsRepository } from './mentors.repository';

@Injectable()
export class TypeOrmMentorsRepository extends MentorsRepository {
  constructor(
    @InjectRepository(CustomCharacterEntity)
    private readonly rows: Repository<CustomCharacterEntity>,
  ) {
    super();
  }

  listVisibleTo(
    userId: string,
    page: { limit: number; after?: MentorPosition },
  ): Promise<CustomCharacterEntity[]> {
    const mine = '(c.ownerId = :userId)';
    const query = this.rows
      .createQueryBuilder('c')
      .where(`(c.isPublic = true OR ${mine})`, { userId });
    if (page.after)
      query.andWhere(`(${mine}::int, c.createdAt, c.id) < (:afterMine, :afterAt, :afterId)`, {
        afterMine: page.after.mine ? 1 : 0,
        afterAt: page.after.createdAt,
        afterId: page.after.id,
      });
    return query
      .orderBy(mine, 'DESC')
      .addOrderBy('c.createdAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .take(page.limit)
      .getMany();
  }

  findById(id: string): Promise<CustomCharacterEntity | null> {
    return this.rows.findOneBy({ id });
  }

  createCapped(
    ownerId: string,
    fields: CustomCharacterFields,
    { maxOwned, cardExtras = {} }: { maxOwned: number; cardExtras?: Record<string, unknown> },
  ): Promise<CustomCharacterEntity | null> {
    return this.rows.manager.transaction(async (tx) => {
      // One owner's creates run one after another, so each counts the ones before it.
      await tx.query(
        `SELECT pg_advisory_xact_lock(hashtext('custom_characters.ownerId'), hashtext($1))`,
        [ownerId],
      );
      if ((await tx.countBy(CustomCharacterEntity, { ownerId })) >= maxOwned) return null;
      const saved = await tx.save(
        tx.create(CustomCharacterEntity, { ...fields, ownerId, cardExtras }),
      );
      delete saved.cardExtras;
      return saved;
    });
  }

  countOwnedBy(ownerId: string): Promise<number> {
    return this.rows.countBy({ ownerId });
  }

  async cardExtrasOf(id: string): Promise<Record<string, unknown>> {
    const row = await this.rows.findOne({ where: { id }, select: { id: true, cardExtras: true } });
    return row?.cardExtras ?? {};
  }

  async update(id: string, fields: CustomCharacterFields): Promise<CustomCharacterEntity> {
    await this.rows.update({ id }, fields);
    return this.rows.findOneByOrFail({ id });
  }

  async delete(id: string): Promise<void> {
    await this.rows.delete({ id });
  }
}

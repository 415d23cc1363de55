import type { CustomCharacterFields } from '@agora/contracts';
import type { CustomCharacterEntity } from '../mentors.entities';
import { type MentorPosition, MentorsRepository } from '../mentors.repository';

/** The mentors port in memory, for unit tests. Own first, then newest first, like the TypeORM one. */
export class InMemoryMentorsRepository extends MentorsRepository {
  rows: CustomCharacterEntity[] = [];
  extras = new Map<string, Record<string, unknown>>();

  async listVisibleTo(userId: string, page: { limit: number; after?: MentorPosition }) {
    const newestFirst = [...this.rows].reverse();
    const visible = [
      ...newestFirst.filter((r) => r.ownerId === userId),
      ...newestFirst.filter((r) => r.isPublic && r.ownerId !== userId),
    ];
    const start = page.after ? visible.findIndex((r) => r.id === page.after?.id) + 1 : 0;
    return visible.slice(start, start + page.limit);
  }

  async findById(id: string) {
    return this.rows.find((r) => r.id === id) ?? null;
  }

  async cardExtrasOf(id: string) {
    return structuredClone(this.extras.get(id) ?? {});
  }

  async countOwnedBy(ownerId: string) {
    return this.rows.filter((r) => r.ownerId === ownerId).length;
  }

  async createCapped(
    ownerId: string,
    fields: CustomCharacterFields,
    { maxOwned, cardExtras = {} }: { maxOwned: number; cardExtras?: Record<string, unknown> },
  ) {
    if ((await this.countOwnedBy(ownerId)) >= maxOwned) return null;
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, this.rows.length));
    const row: CustomCharacterEntity = {
      ...fields,
      id: `00000000-0000-4000-8000-${String(this.rows.length + 1).padStart(12, '0')}`,
      ownerId,
      createdAt: at,
      updatedAt: at,
    };
    this.rows.push(row);
    this.extras.set(row.id, structuredClone(cardExtras));
    return row;
  }

  async update(id: string, fields: CustomCharacterFields) {
    const row = this.rows.find((r) => r.id === id);
    if (!row) throw new Error(`no custom character ${id}`);
    return Object.assign(row, fields, { updatedAt: new Date() });
  }

  async delete(id: string) {
    this.rows = this.rows.filter((r) => r.id !== id);
  }
}

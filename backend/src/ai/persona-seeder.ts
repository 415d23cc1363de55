import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ProcessRole } from '../core/queue/process-role';
import { knowledgeBase } from './knowledge';
import { PersonaEntity } from './catalogue/persona.entity';
import { personaCatalogue } from './catalogue/persona-catalogue';

/** Writes the catalogue in code into `personas` on start; an upsert, so restarts and parallel instances are harmless. */
@Injectable()
export class PersonaSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(PersonaSeeder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly role: ProcessRole,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.servesHttp) return;
    await this.seed();
  }

  async seed(): Promise<number> {
    const explore = new Set(personaCatalogue.explore.map((f) => f.name));
    const mentionable = new Set(personaCatalogue.mentionable.map((f) => f.name));
    const mentors = new Set(personaCatalogue.mentors.map((f) => f.name));
    const rows = personaCatalogue.figures.map((f, sortOrder) => ({
      name: f.name,
      avatar: f.avatar,
      specialty: f.specialty,
      era: f.era,
      bio: f.bio,
      speakingStyle: f.speakingStyle,
      topics: f.topics,
      born: f.born,
      died: f.died,
      isMentor: mentors.has(f.name),
      isExplore: explore.has(f.name),
      isMentionable: mentionable.has(f.name),
      sortOrder,
      factCount: knowledgeBase.factsOf(f.name).length,
    }));
    await this.dataSource.getRepository(PersonaEntity).upsert(rows, ['name']);
    this.logger.log(`Persona catalogue seeded (${rows.length} figures)`);
    return rows.length;
  }
}

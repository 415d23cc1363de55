import { customIdOf, type PersonaProfile } from '@agora/contracts';
import { BadRequestException, Injectable } from '@nestjs/common';
import { AiService } from '../../ai';
import { MentorsService } from '../mentors';
import { Personas } from './personas';

/** Built-in figures from the AI layer's catalogue, custom mentors from the mentors plugin. */
@Injectable()
export class CataloguePersonas extends Personas {
  constructor(
    private readonly ai: AiService,
    private readonly mentors: MentorsService,
  ) {
    super();
  }

  async resolve(userId: string | null, persona: string): Promise<PersonaProfile> {
    const customId = customIdOf(persona);
    if (customId !== null) return this.mentors.personaFor(userId, customId);
    const catalogue = this.ai.personas();
    const figure = catalogue.find(persona);
    if (!figure)
      throw new BadRequestException(
        `persona: unknown figure "${persona}"; use a built-in figure's name or custom-{id}`,
      );
    return catalogue.toProfile(figure);
  }

  defaultPersona(): PersonaProfile {
    const catalogue = this.ai.personas();
    return catalogue.toProfile(catalogue.defaultMentor);
  }
}

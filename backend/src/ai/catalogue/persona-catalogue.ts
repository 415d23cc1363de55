import {
  LANGUAGES,
  type LanguageOption,
  type PersonaCatalogueResponse,
  type PersonaProfile,
  TOPIC_CATEGORIES,
} from '@agora/contracts';
import type { Figure } from './figure';
import { ADDED_ARTS_FIGURES } from './figures-added-arts';
import { ADDED_LIFE_FIGURES } from './figures-added-life';
import { ADDED_SCIENCES_FIGURES } from './figures-added-sciences';
import { ADDED_THINKERS_FIGURES } from './figures-added-thinkers';
import { EXPLORER_FIGURES } from './figures-explorers';
import { MENTOR_FIGURES } from './figures-mentors';
import { EXTRA_MENTIONABLE, MENTORS_NOT_IN_EXPLORE } from './lists';
import { specialtyIn } from './specialties';

const normalise = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The built-in figures and every list built from them; lookups are case- and accent-insensitive. */
export class PersonaCatalogue {
  /** The spec's 41 figures (mentors and explorers); the lists below are drawn from these. */
  readonly listed: readonly Figure[] = [...MENTOR_FIGURES, ...EXPLORER_FIGURES];
  /** Every figure that can author a post: the listed ones and those added for learners' questions. */
  readonly figures: readonly Figure[] = [
    ...this.listed,
    ...ADDED_SCIENCES_FIGURES,
    ...ADDED_LIFE_FIGURES,
    ...ADDED_THINKERS_FIGURES,
    ...ADDED_ARTS_FIGURES,
  ];
  readonly mentors: readonly Figure[] = MENTOR_FIGURES;
  readonly explore: readonly Figure[] = this.listed.filter(
    (f) => !MENTORS_NOT_IN_EXPLORE.includes(f.name),
  );
  readonly mentionable: readonly Figure[] = [
    ...MENTOR_FIGURES,
    ...EXPLORER_FIGURES.filter((f) => EXTRA_MENTIONABLE.includes(f.name)),
  ];
  readonly categories: readonly string[] = TOPIC_CATEGORIES;
  readonly languages: readonly LanguageOption[] = LANGUAGES;
  readonly defaultMentor: Figure = MENTOR_FIGURES[0]!;
  private readonly byName = new Map(this.figures.map((f) => [normalise(f.name), f]));

  find(name: string): Figure | undefined {
    const key = normalise(name);
    return (
      this.byName.get(key) ?? this.figures.find((f) => normalise(f.name).split(' ').at(-1) === key)
    );
  }

  get(name: string): Figure {
    const figure = this.find(name);
    if (!figure) throw new Error(`Unknown figure: ${name}`);
    return figure;
  }

  languageName(codeOrName: string): string {
    const wanted = codeOrName.trim().toLowerCase();
    return (
      this.languages.find((l) => l.code === wanted || l.name.toLowerCase() === wanted)?.name ??
      'English'
    );
  }

  toProfile(figure: Figure): PersonaProfile {
    const { name, avatar, specialty, era, bio, speakingStyle, topics } = figure;
    return { name, avatar, specialty, era, bio, speakingStyle, topics };
  }

  /** The public catalogue; specialties in `language` (English where not translated). */
  toResponse(language = 'en'): PersonaCatalogueResponse {
    return {
      figures: this.figures.map(
        ({ name, avatar, specialty, era, bio, speakingStyle, topics, born, died }) => ({
          name,
          avatar,
          specialty: specialtyIn(language, name, specialty),
          era,
          bio,
          speakingStyle,
          topics,
          born,
          died,
        }),
      ),
      mentors: this.mentors.map((f) => f.name),
      explore: this.explore.map((f) => f.name),
      mentionable: this.mentionable.map((f) => f.name),
      categories: [...this.categories],
      languages: [...this.languages],
      defaultMentor: this.defaultMentor.name,
    };
  }
}

export const personaCatalogue = new PersonaCatalogue();

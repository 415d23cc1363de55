import type { PersonaProfile } from '@agora/contracts';

/** Port: turns a chat's `persona` (a built-in figure's name or `custom-{id}`) into a prompt profile. */
export abstract class Personas {
  /** Throws a 400 for an unknown figure, a 404 for a mentor this user may not use. */
  abstract resolve(userId: string | null, persona: string): Promise<PersonaProfile>;
  abstract defaultPersona(): PersonaProfile;
}

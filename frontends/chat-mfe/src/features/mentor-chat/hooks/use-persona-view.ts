import { useCustomCharacterChoices } from '../api/get-custom-characters';
import { usePersonas } from '../api/get-personas';
import { fillGreeting } from '../lib/greeting';

/**
 * How the open persona is shown (name, avatar — an emoji or a picture — and a custom mentor's
 * greeting, with the learner's name filled in) and the picker's choices.
 */
export function usePersonaView(persona: string, signedIn: boolean, learnerName = '') {
  const personas = usePersonas();
  const customs = useCustomCharacterChoices(signedIn);
  const figures = (personas.data?.mentors ?? [])
    .map((name) => personas.data!.figures.find((f) => f.name === name))
    .filter((f) => f !== undefined);
  const custom = customs.data?.find((c) => `custom-${c.id}` === persona);
  const figure = personas.data?.figures.find((f) => f.name === persona);
  const avatar = custom?.avatar ?? figure?.avatar ?? '🎓';
  return {
    figures,
    allFigures: personas.data?.figures,
    customs: customs.data ?? [],
    personaName: custom?.name ?? figure?.name ?? persona,
    avatar,
    greeting: custom?.greeting
      ? fillGreeting(custom.greeting, custom.name, learnerName)
      : undefined,
    nameOf: (ref: string) => customs.data?.find((c) => `custom-${c.id}` === ref)?.name ?? ref,
  };
}

export type PersonaView = ReturnType<typeof usePersonaView>;

import { useCustomCharacterChoices } from '../api/get-custom-characters';
import { usePersonas } from '../api/get-personas';
import { isEmoji } from '../components/persona-picker';

/** How the open persona is shown (name, avatar) and the picker's choices. */
export function usePersonaView(persona: string, signedIn: boolean) {
  const personas = usePersonas();
  const customs = useCustomCharacterChoices(signedIn);
  const figures = (personas.data?.mentors ?? [])
    .map((name) => personas.data!.figures.find((f) => f.name === name))
    .filter((f) => f !== undefined);
  const custom = customs.data?.find((c) => `custom-${c.id}` === persona);
  const figure = personas.data?.figures.find((f) => f.name === persona);
  const avatar = custom
    ? isEmoji(custom.avatar)
      ? custom.avatar
      : '🤖'
    : (figure?.avatar ?? '🎓');
  return {
    figures,
    allFigures: personas.data?.figures,
    customs: customs.data ?? [],
    personaName: custom?.name ?? figure?.name ?? persona,
    avatar,
    nameOf: (ref: string) => customs.data?.find((c) => `custom-${c.id}` === ref)?.name ?? ref,
  };
}

export type PersonaView = ReturnType<typeof usePersonaView>;

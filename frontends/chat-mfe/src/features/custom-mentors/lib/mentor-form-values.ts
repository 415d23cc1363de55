import type { CustomCharacter, CustomCharacterInput } from '@agora/contracts';

export type MentorFormValues = Required<CustomCharacterInput>;

export const EMPTY_MENTOR: MentorFormValues = {
  name: '',
  avatar: '🤖',
  specialty: '',
  personality: '',
  background: '',
  speakingStyle: '',
  greeting: '',
  isPublic: false,
};

/** The form's starting values: the mentor being edited, or an empty one. */
export function initialMentorValues(initial?: CustomCharacter): MentorFormValues {
  if (!initial) return EMPTY_MENTOR;
  const { name, avatar, specialty, personality, background, speakingStyle, greeting, isPublic } =
    initial;
  return { name, avatar, specialty, personality, background, speakingStyle, greeting, isPublic };
}

/** Save needs a name, a specialty and a personality. */
export const isMentorComplete = (form: MentorFormValues) =>
  [form.name, form.specialty, form.personality].every((v) => v.trim().length > 0);

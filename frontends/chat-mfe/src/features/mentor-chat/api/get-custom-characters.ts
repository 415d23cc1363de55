import { useCustomCharacters } from '@agora/ui';

// The query lives in @agora/ui, so the custom-mentors manager's changes refresh this picker too.
export const useCustomCharacterChoices = useCustomCharacters;

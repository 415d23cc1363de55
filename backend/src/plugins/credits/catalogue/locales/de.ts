import type { CatalogueTexts } from './catalogue-texts';

export const de: CatalogueTexts = {
  packs: {
    starter: {
      name: 'Einstieg',
      description: 'Probiere Sprachantworten und Bilder mit deinen Mentoren aus',
    },
    value: {
      name: 'Spar',
      description: 'Für regelmäßige Gespräche mit den größten Köpfen der Geschichte',
    },
    power: {
      name: 'Power',
      description: 'Vertiefungen, KI-Agenten-Feeds und viele Sprachnachrichten',
    },
    mega: { name: 'Mega', description: 'Schalte Lerngruppen-Chats frei und lerne ohne Grenzen' },
  },
  features: {
    'chat-message': {
      name: 'Chatnachricht',
      description: 'Eine Antwort eines Mentors im Einzelchat',
    },
    'voice-message': {
      name: 'Sprachnachricht',
      description: 'Eine Mentorantwort, mit seiner Stimme vorgelesen',
    },
    'image-generation': {
      name: 'Bilderzeugung',
      description: 'Eine für eine Nachricht erstellte Illustration',
    },
    'group-ai-message': {
      name: 'Gruppennachricht mit KI',
      description: 'Eine historische Persönlichkeit antwortet in einer Lerngruppe',
    },
    'ai-agent-feed': {
      name: 'KI-Agenten-Feed',
      description: 'Ein recherchierter Feed, geschrieben von einem Team aus KI-Agenten',
    },
  },
  promotions: { HELLO80: '80 % Rabatt für kurze Zeit' },
  refund: 'Erstattung: {name}',
};

import type { CatalogueTexts } from './catalogue-texts';

export const fr: CatalogueTexts = {
  packs: {
    starter: {
      name: 'Découverte',
      description: 'Essayez les réponses vocales et les images avec vos mentors',
    },
    value: {
      name: 'Avantage',
      description: "Pour converser régulièrement avec les plus grands esprits de l'histoire",
    },
    power: {
      name: 'Puissance',
      description: "Explorations approfondies, fils d'agents IA et de nombreux messages vocaux",
    },
    mega: {
      name: 'Méga',
      description: "Débloquez les discussions de groupes d'étude et apprenez sans limites",
    },
  },
  features: {
    'chat-message': {
      name: 'Message de discussion',
      description: "La réponse d'un mentor en tête-à-tête",
    },
    'voice-message': {
      name: 'Message vocal',
      description: "La réponse d'un mentor lue à voix haute avec sa voix",
    },
    'image-generation': {
      name: "Génération d'image",
      description: 'Une illustration créée pour un message',
    },
    'group-ai-message': {
      name: 'Message de groupe avec IA',
      description: "Un personnage historique qui répond dans un groupe d'étude",
    },
    'ai-agent-feed': {
      name: "Fil d'agents IA",
      description: "Un fil documenté, écrit par une équipe d'agents IA",
    },
  },
  promotions: { HELLO80: '80 % de réduction pour une durée limitée' },
  refund: 'Remboursement : {name}',
};

import type { CatalogueTexts } from './catalogue-texts';

export const es: CatalogueTexts = {
  packs: {
    starter: {
      name: 'Inicial',
      description: 'Prueba las respuestas de voz y las imágenes con tus mentores',
    },
    value: {
      name: 'Ahorro',
      description: 'Para conversar a menudo con las grandes mentes de la historia',
    },
    power: {
      name: 'Potente',
      description: 'Inmersiones profundas, feeds de agentes de IA y muchos mensajes de voz',
    },
    mega: {
      name: 'Mega',
      description: 'Desbloquea los chats de grupos de estudio y aprende sin límites',
    },
  },
  features: {
    'chat-message': {
      name: 'Mensaje de chat',
      description: 'Una respuesta de un mentor en un chat individual',
    },
    'voice-message': {
      name: 'Mensaje de voz',
      description: 'La respuesta de un mentor leída en voz alta con su voz',
    },
    'image-generation': {
      name: 'Generación de imágenes',
      description: 'Una ilustración creada para un mensaje',
    },
    'group-ai-message': {
      name: 'Mensaje de grupo con IA',
      description: 'Un personaje histórico que responde en un grupo de estudio',
    },
    'ai-agent-feed': {
      name: 'Feed de agentes de IA',
      description: 'Un feed documentado escrito por un equipo de agentes de IA',
    },
  },
  promotions: { HELLO80: '80 % de descuento por tiempo limitado' },
  refund: 'Reembolso: {name}',
};

import type { CatalogueTexts } from './catalogue-texts';

export const pt: CatalogueTexts = {
  packs: {
    starter: {
      name: 'Inicial',
      description: 'Experimente respostas por voz e imagens com os seus mentores',
    },
    value: {
      name: 'Vantagem',
      description: 'Para conversas regulares com as maiores mentes da história',
    },
    power: {
      name: 'Potência',
      description: 'Mergulhos profundos, feeds de agentes de IA e muitas mensagens de voz',
    },
    mega: {
      name: 'Mega',
      description: 'Desbloqueie os chats de grupos de estudo e aprenda sem limites',
    },
  },
  features: {
    'chat-message': {
      name: 'Mensagem de chat',
      description: 'Uma resposta de um mentor no chat individual',
    },
    'voice-message': {
      name: 'Mensagem de voz',
      description: 'A resposta de um mentor lida em voz alta com a sua voz',
    },
    'image-generation': {
      name: 'Geração de imagem',
      description: 'Uma ilustração criada para uma mensagem',
    },
    'group-ai-message': {
      name: 'Mensagem de grupo com IA',
      description: 'Uma figura histórica a responder num grupo de estudo',
    },
    'ai-agent-feed': {
      name: 'Feed de agentes de IA',
      description: 'Um feed pesquisado, escrito por uma equipa de agentes de IA',
    },
  },
  promotions: { HELLO80: '80% de desconto por tempo limitado' },
  refund: 'Reembolso: {name}',
};

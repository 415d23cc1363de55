import type { CatalogueTexts } from './catalogue-texts';

export const ru: CatalogueTexts = {
  packs: {
    starter: {
      name: 'Стартовый',
      description: 'Попробуйте голосовые ответы и изображения с наставниками',
    },
    value: { name: 'Выгодный', description: 'Для регулярных бесед с величайшими умами истории' },
    power: {
      name: 'Мощный',
      description: 'Глубокие погружения, ленты ИИ-агентов и много голосовых сообщений',
    },
    mega: { name: 'Мега', description: 'Откройте чаты учебных групп и учитесь без ограничений' },
  },
  features: {
    'chat-message': { name: 'Сообщение в чате', description: 'Ответ наставника в личном чате' },
    'voice-message': {
      name: 'Голосовое сообщение',
      description: 'Ответ наставника, прочитанный вслух его голосом',
    },
    'image-generation': {
      name: 'Создание изображения',
      description: 'Иллюстрация, созданная для сообщения',
    },
    'group-ai-message': {
      name: 'Сообщение в группе с ИИ',
      description: 'Историческая личность отвечает в учебной группе',
    },
    'ai-agent-feed': {
      name: 'Лента ИИ-агентов',
      description: 'Лента с исследованием, написанная командой ИИ-агентов',
    },
  },
  promotions: { HELLO80: 'Скидка 80 % на ограниченное время' },
  refund: 'Возврат: {name}',
};

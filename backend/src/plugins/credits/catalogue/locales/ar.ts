import type { CatalogueTexts } from './catalogue-texts';

export const ar: CatalogueTexts = {
  packs: {
    starter: { name: 'المبتدئ', description: 'جرّب الردود الصوتية والصور مع مرشديك' },
    value: { name: 'التوفير', description: 'لمحادثات منتظمة مع أعظم العقول في التاريخ' },
    power: {
      name: 'القوة',
      description: 'تعمّق في المواضيع، وخلاصات وكلاء الذكاء الاصطناعي، ورسائل صوتية وفيرة',
    },
    mega: { name: 'الضخم', description: 'افتح محادثات مجموعات الدراسة وتعلّم بلا حدود' },
  },
  features: {
    'chat-message': { name: 'رسالة دردشة', description: 'رد من مرشد في محادثة فردية' },
    'voice-message': { name: 'رسالة صوتية', description: 'رد المرشد مقروءًا بصوته' },
    'image-generation': { name: 'إنشاء صورة', description: 'رسم توضيحي يُنشأ لرسالة' },
    'group-ai-message': {
      name: 'رسالة جماعية مع الذكاء الاصطناعي',
      description: 'شخصية تاريخية تجيب في مجموعة دراسة',
    },
    'ai-agent-feed': {
      name: 'خلاصة وكلاء الذكاء الاصطناعي',
      description: 'خلاصة مدروسة يكتبها فريق من وكلاء الذكاء الاصطناعي',
    },
  },
  promotions: { HELLO80: 'خصم 80% لفترة محدودة' },
  refund: 'استرداد: {name}',
};

import type { TranslationResources } from '../i18n/i18n';

/** Strings of the shared credits toast (namespace `credits-errors`). */
export const creditsErrorTranslations: TranslationResources = {
  en: {
    title: '✨ More Credits Needed',
    insufficient: 'This needs {{required}} credits, but you have {{available}}.',
    required:
      'You need at least {{required}} credits for this. You currently have {{current}} credits.',
    getCredits: 'Get Credits',
  },
  zh: {
    title: '✨ 需要更多积分',
    insufficient: '此操作需要 {{required}} 积分，但您只有 {{available}} 积分。',
    required: '此功能至少需要 {{required}} 积分。您目前有 {{current}} 积分。',
    getCredits: '获取积分',
  },
  hi: {
    title: '✨ और क्रेडिट चाहिए',
    insufficient: 'इसके लिए {{required}} क्रेडिट चाहिए, लेकिन आपके पास {{available}} हैं।',
    required: 'इसके लिए कम से कम {{required}} क्रेडिट चाहिए। अभी आपके पास {{current}} क्रेडिट हैं।',
    getCredits: 'क्रेडिट पाएँ',
  },
  es: {
    title: '✨ Necesitas más créditos',
    insufficient: 'Esto requiere {{required}} créditos, pero tienes {{available}}.',
    required:
      'Necesitas al menos {{required}} créditos para esto. Ahora tienes {{current}} créditos.',
    getCredits: 'Obtener créditos',
  },
  fr: {
    title: '✨ Plus de crédits nécessaires',
    insufficient: 'Il faut {{required}} crédits, mais vous en avez {{available}}.',
    required:
      'Il vous faut au moins {{required}} crédits. Vous avez actuellement {{current}} crédits.',
    getCredits: 'Obtenir des crédits',
  },
  ar: {
    title: '✨ تحتاج إلى رصيد إضافي',
    insufficient: 'يتطلب هذا {{required}} رصيدًا، لكن لديك {{available}} فقط.',
    required: 'تحتاج إلى {{required}} رصيدًا على الأقل لهذا. لديك حاليًا {{current}} رصيدًا.',
    getCredits: 'احصل على رصيد',
  },
  bn: {
    title: '✨ আরও ক্রেডিট প্রয়োজন',
    insufficient: 'এর জন্য {{required}} ক্রেডিট লাগবে, কিন্তু আপনার আছে {{available}}।',
    required: 'এর জন্য অন্তত {{required}} ক্রেডিট প্রয়োজন। এখন আপনার {{current}} ক্রেডিট আছে।',
    getCredits: 'ক্রেডিট নিন',
  },
  pt: {
    title: '✨ Mais créditos necessários',
    insufficient: 'Isto requer {{required}} créditos, mas você tem {{available}}.',
    required:
      'Você precisa de pelo menos {{required}} créditos para isto. Atualmente tem {{current}} créditos.',
    getCredits: 'Obter créditos',
  },
  ru: {
    title: '✨ Нужно больше кредитов',
    insufficient: 'Для этого нужно кредитов: {{required}}, а у вас: {{available}}.',
    required: 'Для этого нужно не меньше {{required}} кредитов. Сейчас у вас {{current}}.',
    getCredits: 'Получить кредиты',
  },
  ja: {
    title: '✨ クレジットが足りません',
    insufficient:
      'この操作には {{required}} クレジットが必要ですが、残りは {{available}} クレジットです。',
    required:
      'この機能には {{required}} クレジット以上が必要です。現在の残高は {{current}} クレジットです。',
    getCredits: 'クレジットを入手',
  },
  de: {
    title: '✨ Mehr Credits benötigt',
    insufficient: 'Dafür werden {{required}} Credits benötigt, du hast aber nur {{available}}.',
    required:
      'Dafür brauchst du mindestens {{required}} Credits. Du hast derzeit {{current}} Credits.',
    getCredits: 'Credits holen',
  },
};

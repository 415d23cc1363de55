import type { CatalogueTexts } from './catalogue-texts';

export const bn: CatalogueTexts = {
  packs: {
    starter: { name: 'স্টার্টার', description: 'আপনার মেন্টরদের সঙ্গে ভয়েস উত্তর ও ছবি চেষ্টা করে দেখুন' },
    value: { name: 'ভ্যালু', description: 'ইতিহাসের শ্রেষ্ঠ মনীষীদের সঙ্গে নিয়মিত আলাপের জন্য' },
    power: { name: 'পাওয়ার', description: 'গভীর অনুসন্ধান, AI এজেন্ট ফিড আর প্রচুর ভয়েস বার্তা' },
    mega: { name: 'মেগা', description: 'স্টাডি গ্রুপ চ্যাট খুলুন আর সীমাহীনভাবে শিখুন' },
  },
  features: {
    'chat-message': { name: 'চ্যাট বার্তা', description: 'একান্ত চ্যাটে একজন মেন্টরের একটি উত্তর' },
    'voice-message': { name: 'ভয়েস বার্তা', description: 'মেন্টরের নিজের কণ্ঠে পড়ে শোনানো উত্তর' },
    'image-generation': { name: 'ছবি তৈরি', description: 'একটি বার্তার জন্য তৈরি একটি চিত্র' },
    'group-ai-message': {
      name: 'AI সহ গ্রুপ বার্তা',
      description: 'স্টাডি গ্রুপে উত্তর দিচ্ছেন একজন ঐতিহাসিক ব্যক্তিত্ব',
    },
    'ai-agent-feed': {
      name: 'AI এজেন্ট ফিড',
      description: 'একদল AI এজেন্টের গবেষণা করে লেখা একটি ফিড',
    },
  },
  promotions: { HELLO80: 'সীমিত সময়ের জন্য ৮০% ছাড়' },
  refund: 'ফেরত: {name}',
};

import type { LanguageCode } from '@agora/contracts';

/** The TEST MODE checkout page's texts; every banner keeps the words TEST MODE for recognition. */
export interface TestCheckoutTexts {
  title: string;
  banner: string;
  /** `{name}` is the pack's name. */
  packTitle: string;
  credits: string;
  total: string;
  /** `{amount}` is the total. */
  pay: string;
  cancel: string;
  alreadyPaid: string;
  canceled: string;
  /** The way back from a checkout that is no longer open. */
  backToCredits: string;
  note: string;
}

export const TEST_CHECKOUT_TEXTS: Record<LanguageCode, TestCheckoutTexts> = {
  en: {
    title: 'TEST MODE checkout – Agora',
    banner: 'TEST MODE – no real payment',
    packTitle: '{name} pack',
    credits: 'Credits',
    total: 'Total',
    pay: 'Pay {amount} (test)',
    cancel: 'Cancel',
    alreadyPaid: 'This checkout is already paid.',
    canceled: 'This checkout is canceled.',
    backToCredits: 'Back to your credits',
    note: 'Stripe is not configured on this server, so this test checkout stands in for it. No card is charged.',
  },
  zh: {
    title: 'TEST MODE 测试结账 – Agora',
    banner: 'TEST MODE 测试模式 – 不会真实付款',
    packTitle: '{name}',
    credits: '积分',
    total: '合计',
    pay: '支付 {amount}（测试）',
    cancel: '取消',
    alreadyPaid: '此结账已付款。',
    canceled: '此结账已取消。',
    backToCredits: '返回你的积分',
    note: '此服务器未配置 Stripe，因此由这个测试结账页代替。不会从任何银行卡扣款。',
  },
  hi: {
    title: 'TEST MODE चेकआउट – Agora',
    banner: 'TEST MODE (परीक्षण मोड) – कोई असली भुगतान नहीं',
    packTitle: '{name} पैक',
    credits: 'क्रेडिट',
    total: 'कुल',
    pay: '{amount} का भुगतान करें (परीक्षण)',
    cancel: 'रद्द करें',
    alreadyPaid: 'इस चेकआउट का भुगतान पहले ही हो चुका है।',
    canceled: 'यह चेकआउट रद्द हो चुका है।',
    backToCredits: 'अपने क्रेडिट पर वापस जाएँ',
    note: 'इस सर्वर पर Stripe कॉन्फ़िगर नहीं है, इसलिए यह परीक्षण चेकआउट उसकी जगह काम करता है। किसी कार्ड से पैसे नहीं कटते।',
  },
  es: {
    title: 'Pago TEST MODE – Agora',
    banner: 'TEST MODE (modo de prueba) – sin pago real',
    packTitle: 'Paquete {name}',
    credits: 'Créditos',
    total: 'Total',
    pay: 'Pagar {amount} (prueba)',
    cancel: 'Cancelar',
    alreadyPaid: 'Este pago ya está abonado.',
    canceled: 'Este pago está cancelado.',
    backToCredits: 'Volver a tus créditos',
    note: 'Stripe no está configurado en este servidor, así que este pago de prueba lo sustituye. No se cobra a ninguna tarjeta.',
  },
  fr: {
    title: 'Paiement TEST MODE – Agora',
    banner: 'TEST MODE (mode test) – aucun paiement réel',
    packTitle: 'Pack {name}',
    credits: 'Crédits',
    total: 'Total',
    pay: 'Payer {amount} (test)',
    cancel: 'Annuler',
    alreadyPaid: 'Ce paiement est déjà réglé.',
    canceled: 'Ce paiement est annulé.',
    backToCredits: 'Retour à vos crédits',
    note: "Stripe n'est pas configuré sur ce serveur : ce paiement de test le remplace. Aucune carte n'est débitée.",
  },
  ar: {
    title: 'الدفع في TEST MODE – Agora',
    banner: 'TEST MODE (وضع الاختبار) – لا دفع حقيقي',
    packTitle: 'باقة {name}',
    credits: 'الأرصدة',
    total: 'الإجمالي',
    pay: 'ادفع {amount} (اختبار)',
    cancel: 'إلغاء',
    alreadyPaid: 'تم دفع عملية الدفع هذه بالفعل.',
    canceled: 'أُلغيت عملية الدفع هذه.',
    backToCredits: 'العودة إلى رصيدك',
    note: 'لم تُضبط Stripe على هذا الخادم، لذا تحلّ صفحة الدفع التجريبية هذه محلها. لن تُخصم أي مبالغ من أي بطاقة.',
  },
  bn: {
    title: 'TEST MODE চেকআউট – Agora',
    banner: 'TEST MODE (পরীক্ষামূলক মোড) – কোনো আসল পেমেন্ট নয়',
    packTitle: '{name} প্যাক',
    credits: 'ক্রেডিট',
    total: 'মোট',
    pay: '{amount} পরিশোধ করুন (পরীক্ষা)',
    cancel: 'বাতিল করুন',
    alreadyPaid: 'এই চেকআউটের পেমেন্ট আগেই হয়ে গেছে।',
    canceled: 'এই চেকআউট বাতিল হয়েছে।',
    backToCredits: 'আপনার ক্রেডিটে ফিরে যান',
    note: 'এই সার্ভারে Stripe কনফিগার করা নেই, তাই এই পরীক্ষামূলক চেকআউট তার জায়গা নিচ্ছে। কোনো কার্ড থেকে টাকা কাটা হয় না।',
  },
  pt: {
    title: 'Pagamento TEST MODE – Agora',
    banner: 'TEST MODE (modo de teste) – sem pagamento real',
    packTitle: 'Pacote {name}',
    credits: 'Créditos',
    total: 'Total',
    pay: 'Pagar {amount} (teste)',
    cancel: 'Cancelar',
    alreadyPaid: 'Este pagamento já foi efetuado.',
    canceled: 'Este pagamento foi cancelado.',
    backToCredits: 'Voltar aos seus créditos',
    note: 'O Stripe não está configurado neste servidor, por isso este pagamento de teste substitui-o. Nenhum cartão é cobrado.',
  },
  ru: {
    title: 'Оплата TEST MODE – Agora',
    banner: 'TEST MODE (тестовый режим) – без реальной оплаты',
    packTitle: 'Пакет «{name}»',
    credits: 'Кредиты',
    total: 'Итого',
    pay: 'Оплатить {amount} (тест)',
    cancel: 'Отмена',
    alreadyPaid: 'Этот заказ уже оплачен.',
    canceled: 'Этот заказ отменён.',
    backToCredits: 'Вернуться к вашим кредитам',
    note: 'На этом сервере не настроен Stripe, поэтому его заменяет эта тестовая оплата. Деньги с карты не списываются.',
  },
  ja: {
    title: 'TEST MODE チェックアウト – Agora',
    banner: 'TEST MODE（テストモード）– 実際の支払いはありません',
    packTitle: '{name}パック',
    credits: 'クレジット',
    total: '合計',
    pay: '{amount} を支払う（テスト）',
    cancel: 'キャンセル',
    alreadyPaid: 'このチェックアウトは支払い済みです。',
    canceled: 'このチェックアウトはキャンセルされました。',
    backToCredits: 'クレジットに戻る',
    note: 'このサーバーでは Stripe が設定されていないため、このテスト用チェックアウトが代わりを務めます。カードには請求されません。',
  },
  de: {
    title: 'TEST MODE Kasse – Agora',
    banner: 'TEST MODE (Testmodus) – keine echte Zahlung',
    packTitle: 'Paket {name}',
    credits: 'Credits',
    total: 'Gesamt',
    pay: '{amount} bezahlen (Test)',
    cancel: 'Abbrechen',
    alreadyPaid: 'Dieser Kauf ist bereits bezahlt.',
    canceled: 'Dieser Kauf wurde abgebrochen.',
    backToCredits: 'Zurück zu deinen Credits',
    note: 'Auf diesem Server ist Stripe nicht eingerichtet, daher ersetzt diese Test-Kasse es. Keine Karte wird belastet.',
  },
};

import { LANGUAGE_CODES } from '@agora/contracts';
import { CREDIT_PACKS, FEATURE_COSTS, PROMOTIONS } from './catalogue.data';
import { CatalogueTranslator } from './localize-catalogue';

const pack = (id: string) => {
  const { priceCents: price, sortOrder: _sort, ...rest } = CREDIT_PACKS.find((p) => p.id === id)!;
  return { ...rest, price };
};

describe(CatalogueTranslator.name, () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    'has every pack, feature and promotion in %s',
    (code) => {
      const translate = new CatalogueTranslator(code);
      for (const p of CREDIT_PACKS) {
        const shown = translate.pack(pack(p.id));
        expect(shown.description).not.toBe(p.description);
        expect(shown.name.length).toBeGreaterThan(0);
      }
      for (const f of FEATURE_COSTS) {
        const shown = translate.feature({ ...f });
        expect(shown.name).not.toBe(f.name);
        expect(shown.description).not.toBe(f.description);
      }
      for (const promotion of PROMOTIONS)
        expect(translate.promotion({ ...promotion }).description).not.toBe(promotion.description);
    },
  );

  it('keeps English, and items it has no words for, as stored', () => {
    expect(new CatalogueTranslator('en').pack(pack('starter')).name).toBe('Starter');
    const added = { id: 'operator-pack', name: 'Classroom', description: 'For a class of 30' };
    expect(new CatalogueTranslator('fr').pack(added)).toEqual(added);
  });

  it('names spends and refunds of a feature in the language, other ledger lines as stored', () => {
    const translate = new CatalogueTranslator('es');
    const line = (kind: string, feature: string | null, description: string) =>
      translate.transactionDescription({ kind, feature, description });
    expect(line('spend', 'chat-message', 'Chat message')).toBe('Mensaje de chat');
    expect(line('refund', 'voice-message', 'Refund: Voice message')).toBe(
      'Reembolso: Mensaje de voz',
    );
    expect(line('purchase', null, 'Purchased Value pack (60 credits)')).toBe(
      'Purchased Value pack (60 credits)',
    );
    expect(line('spend', 'retired-feature', 'Old thing')).toBe('Old thing');
  });
});

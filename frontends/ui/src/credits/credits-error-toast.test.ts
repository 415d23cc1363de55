import { beforeEach, describe, expect, it } from 'vitest';
import type { ToastInput } from '../toast/toast-store';
import { ensureI18n } from '../i18n/i18n';
import { showCreditsErrorToast } from './credits-error-toast';
import { ApiError } from '../api/api-error';
import { parseCreditsRequired, parseInsufficientCredits } from './credits-errors';
import { creditsErrorTranslations } from './credits-error-translations';

const insufficient = new Error(
  '402: {"statusCode":402,"error":"Payment Required","message":"Insufficient credits. Required: 5, Available: 2"}',
);
const gated = new ApiError(
  403,
  '{"statusCode":403,"message":"x","requiredCredits":500,"currentCredits":40}',
);

describe('credits errors', () => {
  it('reads required and available credits from a 402 apiRequest error', () => {
    expect(parseInsufficientCredits(insufficient)).toEqual({ required: 5, available: 2 });
  });

  it('ignores messages without 402 or without the spec text', () => {
    expect(
      parseInsufficientCredits(new Error('500: Insufficient credits. Required: 5, Available: 2')),
    ).toBeNull();
    expect(parseInsufficientCredits(new Error('402: Payment Required'))).toBeNull();
    expect(parseInsufficientCredits(undefined)).toBeNull();
  });

  it('reads a 403 credits-required body, and ignores other 403s', () => {
    expect(parseCreditsRequired(gated)).toEqual({ requiredCredits: 500, currentCredits: 40 });
    expect(parseCreditsRequired(new Error('403: {"message":"Forbidden"}'))).toBeNull();
    expect(parseCreditsRequired(new Error('403: Forbidden'))).toBeNull();
  });
});

describe(showCreditsErrorToast.name, () => {
  let toasts: ToastInput[];
  let navigations: string[];
  const host = {
    toast: (input: ToastInput) => void toasts.push(input),
    navigate: (to: string) => void navigations.push(to),
  };

  beforeEach(async () => {
    toasts = [];
    navigations = [];
    await ensureI18n('en').changeLanguage('en');
  });

  it('toasts how many credits are needed vs available, with Get Credits going to /credits', () => {
    expect(showCreditsErrorToast(insufficient, host)).toBe(true);

    expect(toasts).toEqual([
      {
        title: '✨ More Credits Needed',
        description: 'This needs 5 credits, but you have 2.',
        action: { label: 'Get Credits', onClick: expect.any(Function) },
      },
    ]);
    toasts[0]!.action!.onClick();
    expect(navigations).toEqual(['/credits']);
  });

  it('toasts the minimum for a gated feature', () => {
    expect(showCreditsErrorToast(gated, host)).toBe(true);
    expect(toasts[0]?.description).toBe(
      'You need at least 500 credits for this. You currently have 40 credits.',
    );
  });

  it('says "1 credit", not "1 credits" (plural rules, each language its own)', async () => {
    const one = new Error('402: Insufficient credits. Required: 1, Available: 0');
    const oneGate = new Error('403: {"requiredCredits":1,"currentCredits":1}');
    showCreditsErrorToast(one, host);
    showCreditsErrorToast(oneGate, host);
    expect(toasts.map((t) => t.description)).toEqual([
      'This needs 1 credit, but you have 0.',
      'You need at least 1 credit for this. You currently have 1 credit.',
    ]);
    await ensureI18n().changeLanguage('ru');
    for (const required of [1, 3, 5, 21]) {
      toasts = [];
      showCreditsErrorToast(
        new Error(`402: Insufficient credits. Required: ${required}, Available: 0`),
        host,
      );
      expect(toasts[0]?.description).toBe(
        {
          1: 'Для этого нужен 1 кредит, а у вас 0.',
          3: 'Для этого нужно 3 кредита, а у вас 0.',
          5: 'Для этого нужно 5 кредитов, а у вас 0.',
          21: 'Для этого нужен 21 кредит, а у вас 0.',
        }[required],
      );
    }
    await ensureI18n().changeLanguage('ar');
    toasts = [];
    showCreditsErrorToast(new Error('402: Insufficient credits. Required: 2, Available: 0'), host);
    expect(toasts[0]?.description).toBe('يتطلب هذا رصيدين، لكن لديك 0 فقط.');
    await ensureI18n().changeLanguage('en');
  });

  it('has the plural forms each language needs', () => {
    for (const [language, strings] of Object.entries(creditsErrorTranslations)) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const key of ['insufficient', 'requiredAtLeast', 'current'])
        for (const category of categories)
          expect(strings, `${language} ${key}_${category}`).toHaveProperty(`${key}_${category}`);
    }
  });

  it('leaves other errors to the caller', () => {
    expect(showCreditsErrorToast(new Error('500: boom'), host)).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('speaks the app language', async () => {
    await ensureI18n().changeLanguage('de');
    showCreditsErrorToast(insufficient, host);
    expect(toasts[0]).toMatchObject({
      title: '✨ Mehr Credits benötigt',
      action: { label: 'Credits holen' },
    });
    await ensureI18n().changeLanguage('en');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { ToastInput } from '../toast/toast-store';
import { ensureI18n } from '../i18n/i18n';
import { showCreditsErrorToast } from './credits-error-toast';
import { ApiError } from '../api/api-error';
import { parseCreditsRequired, parseInsufficientCredits } from './credits-errors';

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

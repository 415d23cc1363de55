import { bodyOfError, statusOfError } from '../api/api-error';

export interface InsufficientCredits {
  required: number;
  available: number;
}

export interface CreditsRequired {
  requiredCredits: number;
  currentCredits: number;
}

const INSUFFICIENT = /Insufficient credits\. Required: (\d+), Available: (\d+)/;

/** Spec 01 §8: a 402 whose message reads 'Insufficient credits. Required: {n}, Available: {m}'. */
export function parseInsufficientCredits(error: unknown): InsufficientCredits | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!message.includes('402')) return null;
  const match = INSUFFICIENT.exec(message);
  return match ? { required: Number(match[1]), available: Number(match[2]) } : null;
}

/** A gated feature's 403 with `{ requiredCredits, currentCredits }` in the body (spec 02 §8). */
export function parseCreditsRequired(error: unknown): CreditsRequired | null {
  if (statusOfError(error) !== 403) return null;
  const body = bodyOfError(error) as Partial<CreditsRequired> | null;
  if (typeof body?.requiredCredits === 'number' && typeof body.currentCredits === 'number') {
    return { requiredCredits: body.requiredCredits, currentCredits: body.currentCredits };
  }
  return null;
}

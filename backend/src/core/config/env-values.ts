import { z } from 'zod';

// Value types for settings read from the environment (core's schema and plugins' own).

/** Empty means unset. */
export const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/** Empty means unset; otherwise a URL. */
export const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
/** true/false, 1/0, yes/no. */
export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

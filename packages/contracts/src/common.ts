import { z } from 'zod';

/** One field problem of a 400 answer. */
export const IssueSchema = z.object({ path: z.string(), message: z.string() });

/**
 * Every error answer of the API. `message` names the field for 400s (`email: Invalid email address`).
 * 403 credits-required answers add `requiredCredits` and `currentCredits`.
 */
export const ErrorBodySchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    issues: z.array(IssueSchema).optional(),
    requiredCredits: z.number().int().optional(),
    currentCredits: z.number().int().optional(),
  })
  .catchall(z.unknown());
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** `{ success: true }`: the answer of deletions. */
export const SuccessSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof SuccessSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof HealthSchema>;

/** `{"remotes":{"feed":"<url of feed's mf-manifest.json>", …}}` served at /mfe-manifest.json. */
export const MfeManifestSchema = z.object({ remotes: z.record(z.string(), z.string()) });
export type MfeManifest = z.infer<typeof MfeManifestSchema>;

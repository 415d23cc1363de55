import { z } from 'zod';
import { visibleLine } from './visible-text';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Invalid email address' }).max(320));

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(8, { error: 'Password must be at least 8 characters' }).max(200),
  /** Shown as the username everywhere: one line with something visible, no bidi overrides. */
  firstName: visibleLine('firstName', 100, { blank: 'firstName must not be blank' }).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, { error: 'Password is required' }).max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** `GET /api/auth/user`, and the answer of register / login. */
export const AuthUserResponseSchema = z.object({
  id: z.string().uuid(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  credits: z.number().int().min(0),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type AuthUserResponse = z.infer<typeof AuthUserResponseSchema>;

export const ReturnToQuerySchema = z.object({ returnTo: z.string().max(2048).optional() });

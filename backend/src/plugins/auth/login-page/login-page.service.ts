import { Injectable } from '@nestjs/common';
import { LoginBodySchema, RegisterBodySchema } from '@agora/contracts';
import type { z } from 'zod';
import type { UserEntity } from '../../../core/users/user.entity';
import { EmailTaken, InvalidCredentials, LoginThrottled } from '../auth.errors';
import { AuthService } from '../auth.service';
import { sanitizeReturnTo } from '../return-to';
import type { LoginPageMode, LoginPageView } from './render-login-page';

/** What a posted sign-in / sign-up form led to: a user to sign in, or the page again with an error. */
export type LoginFormOutcome =
  | { kind: 'signed-in'; userId: string; returnTo: string }
  | { kind: 'refused'; status: 400 | 401 | 409 | 429; view: LoginPageView };

/** The built-in page's forms: checks the fields, signs in or up, and says what to show next. */
@Injectable()
export class LoginPageService {
  constructor(private readonly auth: AuthService) {}

  signIn(form: unknown, ip: string): Promise<LoginFormOutcome> {
    return this.submit('signin', formFields(form), LoginBodySchema, (body) =>
      this.auth.login(body, ip),
    );
  }

  signUp(form: unknown): Promise<LoginFormOutcome> {
    const fields = formFields(form);
    const cleaned = {
      ...fields,
      firstName: fields.firstName === '' ? undefined : fields.firstName,
    };
    return this.submit('signup', cleaned, RegisterBodySchema, (body) => this.auth.register(body));
  }

  private async submit<S extends z.ZodType>(
    mode: LoginPageMode,
    form: Record<string, unknown>,
    schema: S,
    act: (body: z.infer<S>) => Promise<UserEntity>,
  ): Promise<LoginFormOutcome> {
    const returnTo = sanitizeReturnTo(form.returnTo);
    const refill = {
      mode,
      returnTo,
      email: typeof form.email === 'string' ? form.email : '',
      firstName: typeof form.firstName === 'string' ? form.firstName : '',
    };
    const parsed = schema.safeParse(form);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'email');
      return {
        kind: 'refused',
        status: 400,
        view: { ...refill, error: { kind: 'invalid', field } },
      };
    }
    try {
      const user = await act(parsed.data);
      return { kind: 'signed-in', userId: user.id, returnTo };
    } catch (error) {
      if (error instanceof EmailTaken)
        return { kind: 'refused', status: 409, view: { ...refill, error: { kind: 'taken' } } };
      if (error instanceof LoginThrottled)
        return { kind: 'refused', status: 429, view: { ...refill, error: { kind: 'throttled' } } };
      if (error instanceof InvalidCredentials)
        return {
          kind: 'refused',
          status: 401,
          view: { ...refill, error: { kind: 'credentials' } },
        };
      throw error;
    }
  }
}

function formFields(form: unknown): Record<string, unknown> {
  return typeof form === 'object' && form !== null ? { ...form } : {};
}

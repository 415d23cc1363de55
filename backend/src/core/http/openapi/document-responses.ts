import { type INestApplication, RequestMethod } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { ApiResponse } from '@nestjs/swagger';
import { AdminGuard } from '../../auth/admin.guard';
import { SignedInGuard } from '../../auth/signed-in.guard';
import { ACCEPTS_FORM } from '../accepts-form.decorator';
import { API_ERRORS, type DocumentedErrorStatus } from './api-errors.decorator';
import { API_RETURNS, type ApiReturnsMetadata } from './api-returns.decorator';

export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

const DESCRIPTIONS: Record<DocumentedErrorStatus, string> = {
  400: 'Bad input: `message` names the field, `issues` lists every problem',
  401: 'Not signed in',
  402: 'Not enough credits for this work',
  403: 'Not allowed: another site posting, not the admin, or below the credits a feature needs',
  404: 'No such item (or not yours to see)',
  409: 'Conflicts with what exists (taken, already done, full)',
  413: 'The body is too large',
  415: 'The body is not JSON',
  429: 'Too many requests; retry later',
  502: 'The AI provider failed',
  503: 'A service this route needs is not configured or not reachable',
};

// @nestjs/throttler's `@SkipThrottle()` key for the default throttler.
const SKIP_DEFAULT_THROTTLER = 'THROTTLER:SKIPdefault';
const BODY_METHODS = new Set([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH]);

type Handler = (...args: unknown[]) => unknown;

/**
 * Adds each route's success answer (`@ApiReturns`, with the status the route really answers) and
 * the error answers every route can give to its operation in the document, read from what
 * guards it (401/403), what it parses (400), its path parameters (404), the rate limit (429) and
 * the same-site rule for writes (403, 415), plus the ones named with `@ApiErrors(…)`. Each error
 * answer has the one `ErrorBody` schema.
 */
export function documentResponses(app: INestApplication): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (abstract new (...args: never[]) => object) | null;
      if (!type) continue;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const descriptor = Object.getOwnPropertyDescriptor(type.prototype, name);
        const handler = descriptor?.value as Handler | undefined;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined || Reflect.getMetadata(PATH_METADATA, handler) === undefined)
          continue;
        documentSuccess(type, name, descriptor as PropertyDescriptor, method);
        for (const status of errorStatusesOf(type, name, handler, method))
          ApiResponse({
            status,
            description: DESCRIPTIONS[status],
            schema: { $ref: ERROR_BODY_REF },
          })(type.prototype, name, descriptor as PropertyDescriptor);
      }
    }
  }
}

function documentSuccess(
  type: abstract new (...args: never[]) => object,
  name: string,
  descriptor: PropertyDescriptor,
  method: RequestMethod,
): void {
  const returns = Reflect.getMetadata(API_RETURNS, descriptor.value as Handler) as
    ApiReturnsMetadata | undefined;
  if (!returns) return;
  const status =
    (Reflect.getMetadata(HTTP_CODE_METADATA, descriptor.value as Handler) as number | undefined) ??
    (method === RequestMethod.POST ? 201 : 200);
  const { schema, description } = returns;
  ApiResponse(
    schema === null ? { status, description } : { status, description, standardSchema: schema },
  )(type.prototype, name, descriptor);
}

function errorStatusesOf(
  type: abstract new (...args: never[]) => object,
  name: string,
  handler: Handler,
  method: RequestMethod,
): DocumentedErrorStatus[] {
  const statuses = new Set<DocumentedErrorStatus>([
    ...((Reflect.getMetadata(API_ERRORS, type) ?? []) as DocumentedErrorStatus[]),
    ...((Reflect.getMetadata(API_ERRORS, handler) ?? []) as DocumentedErrorStatus[]),
  ]);
  const guards = [
    ...((Reflect.getMetadata(GUARDS_METADATA, type) ?? []) as unknown[]),
    ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[]),
  ];
  if (guards.includes(SignedInGuard) || guards.includes(AdminGuard)) statuses.add(401);
  // Admin-only, or a gate such as the credits minimum beside the sign-in check.
  if (guards.some((guard) => guard !== SignedInGuard)) statuses.add(403);

  const args = Object.keys(Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}).map((key) =>
    Number(key.split(':')[0]),
  );
  const parsesInput = args.some((arg) =>
    [RouteParamtypes.BODY, RouteParamtypes.QUERY, RouteParamtypes.PARAM].includes(arg),
  );
  if (parsesInput || BODY_METHODS.has(method)) statuses.add(400);
  if (args.includes(RouteParamtypes.PARAM)) statuses.add(404);
  if (method !== RequestMethod.GET) statuses.add(403);
  const takesForms = Reflect.getMetadata(ACCEPTS_FORM, handler) === true;
  if (BODY_METHODS.has(method) && args.includes(RouteParamtypes.BODY) && !takesForms)
    statuses.add(415);
  const skipped =
    Reflect.getMetadata(SKIP_DEFAULT_THROTTLER, handler) === true ||
    Reflect.getMetadata(SKIP_DEFAULT_THROTTLER, type) === true;
  if (!skipped) statuses.add(429);
  return [...statuses].sort();
}

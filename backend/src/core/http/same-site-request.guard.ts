import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ConfigService } from '../config/config.service';
import { ACCEPTS_FORM } from './accepts-form.decorator';
import { isCrossSite } from './cross-site';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The one rule against cross-site request forgery, for every state-changing route (the JSON API
 * and the built-in sign-in forms alike): a browser request from another site is refused (403), and
 * a non-empty body must be JSON (415 naming the type sent), except on routes marked `@AcceptsForm()`. Plain
 * HTML forms can only send form, multipart or text bodies, so requiring JSON keeps them out even
 * where a browser sends no Origin. Signed server-to-server posts (the Stripe webhook) carry JSON
 * and no Origin, so they pass.
 */
@Injectable()
export class SameSiteRequestGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly config: ConfigService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    if (isCrossSite(req, this.config.env.PUBLIC_URL))
      throw new ForbiddenException('Requests from another site are refused');
    // An empty post (a button-only form such as the test checkout's) carries nothing to forge.
    if (!hasBody(req)) return true;
    const type = mediaTypeOf(req);
    if (type === JSON_TYPE) return true;
    const formAllowed = this.reflector.getAllAndOverride<boolean>(ACCEPTS_FORM, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (formAllowed && type === FORM_TYPE) return true;
    throw new UnsupportedMediaTypeException(
      `Content-Type ${type ?? '(none)'} is not accepted: send ${JSON_TYPE}`,
    );
  }
}

function mediaTypeOf(req: Request): string | undefined {
  const header = req.get('content-type');
  return header ? header.split(';')[0]!.trim().toLowerCase() : undefined;
}

function hasBody(req: Request): boolean {
  const length = req.get('content-length');
  return req.get('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

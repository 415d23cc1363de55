import { SetMetadata } from '@nestjs/common';

export const ACCEPTS_FORM = 'agora:accepts-form';

/** The route takes `application/x-www-form-urlencoded` posts (an HTML form of our own) besides JSON. */
export const AcceptsForm = () => SetMetadata(ACCEPTS_FORM, true);

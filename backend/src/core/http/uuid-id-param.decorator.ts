import { Param } from '@nestjs/common';
import { z } from 'zod';
import { ZodPipe } from './zod.pipe';

const UuidIdParamSchema = z.object({ id: z.uuid() });
export type IdParam = z.infer<typeof UuidIdParamSchema>;

/** `@UuidIdParam() { id }: IdParam`: the route's `:id`, a uuid (otherwise 400 naming `id`). */
export const UuidIdParam = (): ParameterDecorator => Param(new ZodPipe(UuidIdParamSchema));

import {
  type ArgumentMetadata,
  BadRequestException,
  Injectable,
  type PipeTransform,
} from '@nestjs/common';
import type { z } from 'zod';
import { describeZodIssues } from './describe-zod-issues';

/** Parses a body, query or param with a zod schema; bad input → 400 naming the field. */
@Injectable()
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown, metadata: ArgumentMetadata): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const root = metadata.type === 'custom' ? 'input' : metadata.type;
    const { message, issues } = describeZodIssues(result.error.issues, metadata.data ?? root);
    throw new BadRequestException({ message, issues });
  }
}

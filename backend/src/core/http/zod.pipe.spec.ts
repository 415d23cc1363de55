import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { ZodPipe } from './zod.pipe';

const Schema = z.object({
  email: z.email({ error: 'Invalid email address' }),
  profile: z.object({ age: z.number().min(0) }),
});

function errorOf(run: () => unknown): {
  message: string;
  issues: { path: string; message: string }[];
} {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse() as never;
  }
  throw new Error('expected a BadRequestException');
}

describe(ZodPipe.name, () => {
  const sut = new ZodPipe(Schema);

  it('returns the parsed value', () => {
    expect(sut.transform({ email: 'a@b.co', profile: { age: 3 } }, { type: 'body' })).toEqual({
      email: 'a@b.co',
      profile: { age: 3 },
    });
  });

  it('names the field in the message', () => {
    const error = errorOf(() =>
      sut.transform({ email: 'nope', profile: { age: 1 } }, { type: 'body' }),
    );
    expect(error.message).toBe('email: Invalid email address');
    expect(error.issues).toEqual([{ path: 'email', message: 'Invalid email address' }]);
  });

  it('joins nested paths with dots and lists every problem', () => {
    const error = errorOf(() =>
      sut.transform({ email: 'x', profile: { age: -1 } }, { type: 'body' }),
    );
    expect(error.issues.map((i) => i.path)).toEqual(['email', 'profile.age']);
    expect(error.message).toMatch(/^email: Invalid email address; profile\.age: /);
  });

  it('names the whole body, or the named query parameter, when the value itself is wrong', () => {
    expect(errorOf(() => sut.transform(undefined, { type: 'body' })).message).toMatch(/^body: /);
    const page = new ZodPipe(z.coerce.number().int());
    expect(errorOf(() => page.transform('x', { type: 'query', data: 'page' })).message).toMatch(
      /^page: /,
    );
  });
});

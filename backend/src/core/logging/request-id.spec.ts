import { requestIdOf } from './request-id';

class FakeResponse {
  readonly headers = new Map<string, string>();
  setHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }
}

function call(header?: string): { id: string; echoed: string | undefined } {
  const req = { headers: header === undefined ? {} : { 'x-request-id': header } };
  const res = new FakeResponse();
  const id = requestIdOf(req, res);
  return { id, echoed: res.headers.get('X-Request-Id') };
}

describe(requestIdOf.name, () => {
  it('keeps a plain caller id and echoes it', () => {
    expect(call('trace-42.a:b')).toEqual({ id: 'trace-42.a:b', echoed: 'trace-42.a:b' });
  });

  it('generates a uuid when none is given, and echoes it', () => {
    const { id, echoed } = call();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(echoed).toBe(id);
  });

  it('replaces an id that is not a plain token (spaces, newlines, too long)', () => {
    for (const bad of ['two words', 'line\nbreak', 'x'.repeat(129), ''])
      expect(call(bad).id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

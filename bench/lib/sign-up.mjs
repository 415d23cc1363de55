import { randomUUID } from 'node:crypto';

/**
 * Registers a fresh account through the API, as the sign-up form does. Returns the `Cookie` header a
 * browser would send back (every cookie the answer set: the session and the readable signed-in
 * hint), the same pairs one by one, and the created user.
 */
export async function signUp(baseUrl, { tag = 'bench', firstName = 'Bench', headers = {} } = {}) {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      email: `${tag}-${randomUUID()}@example.test`,
      password: 'bench-password-123',
      firstName,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const pairs = res.headers.getSetCookie().map((header) => header.split(';')[0]);
  if (pairs.length === 0) throw new Error('sign-up set no session cookie');
  return { cookie: pairs.join('; '), pairs, user: await res.json() };
}

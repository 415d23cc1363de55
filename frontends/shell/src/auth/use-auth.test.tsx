import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeShellApi } from '../testing/fake-shell-api';
import { fetchCurrentUser } from './use-auth';

describe('fetchCurrentUser', () => {
  const server = installFakeShellApi();
  afterEach(() => vi.restoreAllMocks());

  it('returns the signed-in user', async () => {
    server.user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', isAdmin: true };
    await expect(fetchCurrentUser()).resolves.toMatchObject({
      id: 'u1',
      email: 'ada@example.com',
      isAdmin: true,
    });
  });

  it('asks nothing without the session cookie hint: a visitor is signed out with no 401 logged', async () => {
    document.cookie = 'agora_signed_in=; max-age=0; path=/';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(server.requests).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('treats 401 as signed out, silently', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.user = null;
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs any other failure as 'Auth check failed' and treats it as signed out", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.failures['GET /api/auth/user'] = 500;
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith('Auth check failed', expect.any(Error));
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestServer, usePageOrigin } from '@agora/ui/testing';
import { fetchCurrentUser } from './use-auth';

describe('fetchCurrentUser', () => {
  const server = new TestServer();
  beforeAll(async () => usePageOrigin(await server.start()));
  afterEach(() => {
    server.reset();
    vi.restoreAllMocks();
  });
  afterAll(() => server.stop());

  it('returns the signed-in user', async () => {
    server.on('GET /api/auth/user', () => ({
      status: 200,
      body: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', isAdmin: true },
    }));
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
    server.on('GET /api/auth/user', () => ({ status: 401, body: { message: 'Unauthorized' } }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs any other failure as 'Auth check failed' and treats it as signed out", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.on('GET /api/auth/user', () => ({ status: 500, body: { message: 'boom' } }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith('Auth check failed', expect.any(Error));
  });
});

import request from 'supertest';
import { createTestApp, signUp, type TestApp } from './support/test-app';

describe('auth (e2e)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ env: { STARTING_CREDITS: '50', ADMIN_EMAIL: 'Admin@Example.com' } });
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('signs up with the starting credits and a session cookie that /api/auth/user accepts', async () => {
    const { agent, user, cookie } = await signUp(sut, { email: 'Ada@Example.com', firstName: 'Ada' });
    expect(user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', credits: 50, isAdmin: false });
    expect(cookie).toMatch(/^agora\.sid=/);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toEqual({
      id: user.id,
      email: 'ada@example.com',
      firstName: 'Ada',
      profileImageUrl: null,
      credits: 50,
      isAdmin: false,
      createdAt: expect.any(String),
    });
  });
});

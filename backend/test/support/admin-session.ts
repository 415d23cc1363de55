import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { AdminAccountService } from '../../src/plugins/admin';

/**
 * Makes (or resets) the site admin's account, as the `admin:create` command does, and signs it in:
 * an agent that carries the admin's session cookie. The app must run with `ADMIN_EMAIL` = `email`.
 */
export async function signInAsAdmin(
  app: INestApplication,
  email: string,
  password = 'operator chose this',
): Promise<TestAgent> {
  await app.get(AdminAccountService).createOrReset(email, password);
  const admin = request.agent(app.getHttpServer()) as unknown as TestAgent;
  await admin.post('/api/auth/login').send({ email, password }).expect(200);
  return admin;
}

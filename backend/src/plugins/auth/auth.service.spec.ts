import { EmailTaken, InvalidCredentials, LoginThrottled } from './auth.errors';
import { AuthService } from './auth.service';
import { authServiceWithFakes } from './testing/auth-fakes';

const ada = { email: 'Ada@Example.com', password: 'correct horse battery', firstName: 'Ada' };

describe(AuthService.name, () => {
  it('registers a user with a hashed password and a lower-cased email', async () => {
    const { auth: sut, usersRepository } = authServiceWithFakes();
    const user = await sut.register(ada);
    expect(usersRepository.rows.get(user.id)).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      passwordHash: 'plain:correct horse battery',
    });
  });

  it('refuses a second account with the same email with EmailTaken', async () => {
    const { auth: sut } = authServiceWithFakes();
    await sut.register(ada);
    await expect(sut.register({ ...ada, email: 'ada@example.COM' })).rejects.toThrow(EmailTaken);
  });

  it('signs in with the right password and clears the failures', async () => {
    const { auth: sut, attempts } = authServiceWithFakes();
    const registered = await sut.register(ada);
    await expect(sut.login({ ...ada, password: 'wrong' }, '1.2.3.4')).rejects.toThrow(
      InvalidCredentials,
    );
    await expect(sut.login(ada, '1.2.3.4')).resolves.toMatchObject({ id: registered.id });
    expect(attempts.counts.size).toBe(0);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const { auth: sut } = authServiceWithFakes();
    await expect(sut.login({ email: 'nobody@example.com', password: 'x' }, 'ip')).rejects.toEqual(
      new InvalidCredentials(),
    );
  });

  it('throttles after LOGIN_MAX_FAILURES failures, even with the right password', async () => {
    const { auth: sut } = authServiceWithFakes({ LOGIN_MAX_FAILURES: '2' });
    await sut.register(ada);
    for (let i = 0; i < 2; i++)
      await expect(sut.login({ ...ada, password: 'wrong' }, 'ip')).rejects.toThrow(
        InvalidCredentials,
      );
    await expect(sut.login(ada, 'ip')).rejects.toThrow(LoginThrottled);
    // Another address is not affected.
    await expect(sut.login(ada, 'other-ip')).resolves.toBeDefined();
  });

  it('does not make a public sign-up of ADMIN_EMAIL the admin', async () => {
    const { auth: sut } = authServiceWithFakes({ ADMIN_EMAIL: 'ada@example.com' });
    const user = await sut.register(ada);
    await expect(sut.present(user)).resolves.toMatchObject({ isAdmin: false });
  });

  it('presents the user with what plugins contribute, between core fields', async () => {
    const {
      auth: sut,
      extensions,
      users,
    } = authServiceWithFakes({
      ADMIN_EMAIL: 'ada@example.com',
    });
    extensions.register(async () => ({ credits: 42 }));
    const registered = await sut.register(ada);
    // Public sign-up proves nothing; the operator's admin:create marks the address proven.
    await users.markEmailVerified(registered.id);
    const user = (await users.findById(registered.id))!;
    const presented = await sut.present(user);
    expect(Object.keys(presented)).toEqual([
      'id',
      'email',
      'firstName',
      'profileImageUrl',
      'credits',
      'isAdmin',
      'createdAt',
    ]);
    expect(presented).toMatchObject({ credits: 42, isAdmin: true });
  });
});

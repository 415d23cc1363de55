import { authServiceWithFakes } from '../testing/auth-fakes';
import { LoginPageService } from './login-page.service';

function setup(env: Record<string, string> = {}) {
  const { auth } = authServiceWithFakes(env);
  return new LoginPageService(auth);
}

const form = { email: 'hypatia@example.com', password: 'correct horse battery', returnTo: '/feed' };

describe(LoginPageService.name, () => {
  it('signs up, then signs in, back to a safe returnTo', async () => {
    const sut = setup();
    const up = await sut.signUp({ ...form, firstName: '' });
    expect(up).toMatchObject({ kind: 'signed-in', returnTo: '/feed' });
    const inAgain = await sut.signIn(form, 'ip');
    expect(inAgain).toEqual(up);
  });

  it('never sends anyone to another site after signing in', async () => {
    const sut = setup();
    const up = await sut.signUp({ ...form, returnTo: 'https://evil.example/' });
    expect(up).toMatchObject({ kind: 'signed-in', returnTo: '/' });
  });

  it('shows the page again with the field that is wrong (400), keeping what was typed', async () => {
    const sut = setup();
    expect(await sut.signUp({ ...form, email: 'not-an-email', firstName: 'Hy' })).toEqual({
      kind: 'refused',
      status: 400,
      view: {
        mode: 'signup',
        returnTo: '/feed',
        email: 'not-an-email',
        firstName: 'Hy',
        error: { kind: 'invalid', field: 'email' },
      },
    });
  });

  it('says the email is taken (409)', async () => {
    const sut = setup();
    await sut.signUp(form);
    expect(await sut.signUp(form)).toMatchObject({
      kind: 'refused',
      status: 409,
      view: { mode: 'signup', error: { kind: 'taken' } },
    });
  });

  it('says the credentials are wrong (401), then that there were too many tries (429)', async () => {
    const sut = setup({ LOGIN_MAX_FAILURES: '1' });
    await sut.signUp(form);
    expect(await sut.signIn({ ...form, password: 'wrong password' }, 'ip')).toMatchObject({
      kind: 'refused',
      status: 401,
      view: { mode: 'signin', error: { kind: 'credentials' } },
    });
    expect(await sut.signIn(form, 'ip')).toMatchObject({
      kind: 'refused',
      status: 429,
      view: { error: { kind: 'throttled' } },
    });
  });

  it('treats a missing body as an empty form', async () => {
    const sut = setup();
    expect(await sut.signIn(undefined, 'ip')).toMatchObject({
      kind: 'refused',
      status: 400,
      view: { error: { kind: 'invalid', field: 'email' } },
    });
  });
});

import { Cookie, Store, type SessionData } from 'express-session';
import { throttleSessionTouch } from './throttled-session-touch';

class CountingStore extends Store {
  touches: string[] = [];
  get(_sid: string, cb: (err: unknown, session?: SessionData | null) => void) {
    cb(null, null);
  }
  set(_sid: string, _session: SessionData, cb?: (err?: unknown) => void) {
    cb?.();
  }
  destroy(_sid: string, cb?: (err?: unknown) => void) {
    cb?.();
  }
  override touch(sid: string, _session: SessionData, cb?: () => void) {
    this.touches.push(sid);
    cb?.();
  }
}

describe(throttleSessionTouch.name, () => {
  const session: SessionData = { cookie: Object.assign(new Cookie(), { maxAge: 1000 }) };

  it('writes a session expiry at most once per interval, and again once the interval has passed', () => {
    let clock = 0;
    const sut = throttleSessionTouch(new CountingStore(), 60_000, () => clock);
    const callbacks: string[] = [];

    sut.touch('a', session, () => callbacks.push('1'));
    clock = 59_999;
    sut.touch('a', session, () => callbacks.push('2'));
    sut.touch('b', session, () => callbacks.push('3'));
    clock = 60_000;
    sut.touch('a', session, () => callbacks.push('4'));

    expect(sut.touches).toEqual(['a', 'b', 'a']);
    expect(callbacks).toEqual(['1', '2', '3', '4']);
  });
});

import { Reflector } from '@nestjs/core';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { HttpThrottlerGuard } from './http-throttler.guard';

class TrackerProbe extends HttpThrottlerGuard {
  trackerOf(ip: string | undefined): Promise<string> {
    return this.getTracker({ ip });
  }
}

async function guard(): Promise<TrackerProbe> {
  const probe = new TrackerProbe(
    [{ ttl: 60_000, limit: 10 }],
    {} as ThrottlerStorage,
    new Reflector(),
  );
  await probe.onModuleInit();
  return probe;
}

describe('HttpThrottlerGuard tracker', () => {
  it('counts an IPv4 client, also as an IPv4-mapped IPv6 address, under its address', async () => {
    const probe = await guard();
    expect(await probe.trackerOf('203.0.113.9')).toBe('203.0.113.9');
    expect(await probe.trackerOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    // asked again: the remembered tracker is the same
    expect(await probe.trackerOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every IPv6 address of one /64 as one client, and another /64 apart', async () => {
    const probe = await guard();
    const a = await probe.trackerOf('2001:db8:1:2::aaaa');
    expect(await probe.trackerOf('2001:db8:1:2:ffff::1')).toBe(a);
    expect(await probe.trackerOf('2001:db8:1:3::aaaa')).not.toBe(a);
  });
});

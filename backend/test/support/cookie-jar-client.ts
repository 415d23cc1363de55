/** Plain HTTP with a cookie jar per origin, following redirects by hand like a browser would. */
export class CookieJarClient {
  private readonly jar = new Map<string, Map<string, string>>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookies = this.jar.get(new URL(url).origin);
    const headers = new Headers(init.headers);
    if (cookies?.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, res);
    return res;
  }

  /** Follows redirects (max 20) and answers the last URL and every URL visited. */
  async follow(url: string): Promise<{ finalUrl: string; hops: string[]; response: Response }> {
    const hops: string[] = [];
    let current = url;
    for (let i = 0; i < 20; i += 1) {
      hops.push(current);
      const res = await this.request(current);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location)
        return { finalUrl: current, hops, response: res };
      await res.arrayBuffer();
      current = new URL(location, current).toString();
    }
    throw new Error(`too many redirects: ${hops.join(' → ')}`);
  }

  async getJson(url: string): Promise<{ status: number; body: unknown }> {
    const res = await this.request(url);
    return { status: res.status, body: await res.json() };
  }

  private store(url: string, res: Response): void {
    const origin = new URL(url).origin;
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(origin, cookies);
  }
}

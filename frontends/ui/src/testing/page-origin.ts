/** Points the jsdom page at `base` (a real server the test started), so '/…' goes there. */
export function usePageOrigin(base: string, path = '/'): void {
  (
    globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }
  ).jsdom.reconfigure({ url: `${base}${path}` });
}

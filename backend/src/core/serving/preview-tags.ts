import escapeHtml from 'escape-html';
import type { LinkPreview } from './link-previews';

const DESCRIPTION_MAX = 200;

/** Cuts text to about `max` characters at a word boundary, on one line. */
export function firstLines(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The `<head>` tags of a link preview, every value HTML-escaped: `og:*` for most chat apps and
 * `twitter:*` for the rest. `pageUrl` and `imageUrl` are absolute.
 */
export function previewTags(preview: LinkPreview, pageUrl: string, imageUrl: string): string {
  const title = preview.figure ? `${preview.figure}: ${preview.title}` : preview.title;
  const description = firstLines(preview.description);
  const properties: Array<[string, string]> = [
    ['og:type', 'article'],
    ['og:site_name', 'Agora'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', pageUrl],
    ['og:image', imageUrl],
  ];
  const names: Array<[string, string]> = [
    ['twitter:card', 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', imageUrl],
    ['description', description],
  ];
  return [
    ...properties.map(([p, v]) => `<meta property="${p}" content="${escapeHtml(v)}">`),
    ...names.map(([n, v]) => `<meta name="${n}" content="${escapeHtml(v)}">`),
  ].join('');
}

/** The page with the preview's title and tags in its head (its own description tag replaced). */
export function withPreview(html: string, preview: LinkPreview, tags: string): string {
  const title = preview.figure ? `${preview.figure}: ${preview.title}` : preview.title;
  return (
    html
      .replace(/<meta name="description"[^>]*>/, '')
      // replacer functions: a `$&` in user text must stay text, not a replacement pattern
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${title} · Agora`)}</title>`)
      .replace('</head>', () => `${tags}</head>`)
  );
}

import escape from 'escape-html';

/**
 * The built index.html with the landing already inside `#root` (React replaces it when it starts),
 * in the landing's language and direction, with the stylesheets it needs linked in the head so
 * the first paint is styled. The app's preloads are left out: the landing starts the app only
 * after its first paint, which they would otherwise compete with.
 */
export function landingPage(template, landing, styles) {
  const links = styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return template
    .replace(/<link\b[^>]*\brel="preload"[^>]*>/g, '')
    .replace(/<html[^>]*>/, `<html lang="${landing.language}" dir="${landing.dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>Agora · ${escape(landing.title)}</title>`)
    .replace(
      /<meta name="description"[^>]*>/,
      () => `<meta name="description" content="${escape(landing.description)}">`,
    )
    .replace('</head>', () => `${links}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${landing.html}</div>`);
}

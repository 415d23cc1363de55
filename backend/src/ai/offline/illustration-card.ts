import type { PersonaProfile } from '@agora/contracts';
import type { Figure } from '../catalogue/figure';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (`${line} ${word}`.trim().length > width) {
      lines.push(line);
      line = word;
      if (lines.length === maxLines) break;
    } else line = `${line} ${word}`.trim();
  }
  if (lines.length < maxLines && line) lines.push(line);
  return lines;
}

/** A 1024×1024 SVG illustration card in the figure's palette and style: the offline stand-in for a generated image. */
export function illustrationCard(prompt: string, persona: PersonaProfile, figure?: Figure): string {
  const [dark, light] = figure?.palette ?? ['#2b2d42', '#edf2f4'];
  const style = figure?.imageStyle ?? persona.specialty;
  const lines = wrap(prompt.slice(0, 200), 34, 6);
  const rays = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2;
    return `<line x1="512" y1="330" x2="${(512 + Math.cos(angle) * 260).toFixed(1)}" y2="${(330 + Math.sin(angle) * 260).toFixed(1)}" stroke="${light}" stroke-opacity="0.18" stroke-width="6"/>`;
  }).join('');
  const text = lines
    .map(
      (l, i) =>
        `<text x="512" y="${660 + i * 46}" font-size="36" text-anchor="middle" fill="${light}" font-family="Georgia, serif">${escape(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024" role="img" aria-label="${escape(`${persona.name}: ${prompt.slice(0, 120)}`)}">
<defs><radialGradient id="g" cx="50%" cy="32%" r="70%"><stop offset="0" stop-color="${light}" stop-opacity="0.35"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
<rect width="1024" height="1024" fill="${dark}"/><rect width="1024" height="1024" fill="url(#g)"/>${rays}
<circle cx="512" cy="330" r="150" fill="${dark}" stroke="${light}" stroke-width="8"/>
<text x="512" y="380" font-size="140" text-anchor="middle">${escape(persona.avatar.length <= 8 ? persona.avatar : '✦')}</text>
<text x="512" y="560" font-size="52" text-anchor="middle" fill="${light}" font-family="Georgia, serif" font-weight="bold">${escape(persona.name)}</text>
<text x="512" y="605" font-size="26" text-anchor="middle" fill="${light}" fill-opacity="0.8" font-family="Georgia, serif" font-style="italic">${escape(style.slice(0, 70))}</text>
${text}
<rect x="24" y="24" width="976" height="976" fill="none" stroke="${light}" stroke-opacity="0.5" stroke-width="4" rx="24"/>
</svg>`;
}

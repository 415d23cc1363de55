import { LANGUAGES } from '@agora/contracts';
import { offlineNotice } from './offline-notice';

describe(offlineNotice.name, () => {
  it('tells every non-English reader, in their language, that the content is in English', () => {
    const notes = LANGUAGES.filter((l) => l.name !== 'English').map((l) =>
      offlineNotice(undefined, l.name),
    );
    expect(notes.every(Boolean)).toBe(true);
    expect(new Set(notes).size).toBe(LANGUAGES.length - 1);
    expect(offlineNotice(undefined, 'French')).toMatch(/anglais/);
    expect(offlineNotice(undefined, 'German')).toMatch(/Englisch/);
    expect(offlineNotice(undefined, 'Japanese')).toMatch(/英語/);
  });

  it('keeps the reason, and says nothing more to an English reader', () => {
    expect(offlineNotice('Daily AI budget reached', 'Spanish')).toBe(
      'El motor sin conexión solo escribe en inglés, así que este contenido está en inglés. (Daily AI budget reached)',
    );
    expect(offlineNotice('Daily AI budget reached', 'English')).toBe('Daily AI budget reached');
    expect(offlineNotice(undefined, 'English')).toBeUndefined();
  });
});

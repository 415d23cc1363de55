import type { PersonaProfile } from '@agora/contracts';
import type { ChatEntity } from './chat.entities';
import { titleFrom, toSharedChatPreview } from './chat.views';

describe(titleFrom.name, () => {
  it('uses the first message on one line', () => {
    expect(titleFrom('  How do\n stars   form?  ')).toBe('How do stars form?');
  });

  it('cuts a long message at a word near 60 characters', () => {
    const title = titleFrom(
      'Why did the Roman Empire in the west fall while the eastern half survived for a thousand years?',
    );
    expect(title).toBe('Why did the Roman Empire in the west fall while the eastern…');
    expect(title.length).toBeLessThanOrEqual(61);
  });
});

describe(toSharedChatPreview.name, () => {
  const chat = (persona: string) => ({ persona, title: 'On radium' }) as ChatEntity;
  const curie: PersonaProfile = { name: 'Marie Curie', avatar: '⚗️', specialty: 'Physics' };

  it("names a built-in figure as it is, and a learner's character as one, whatever its name", () => {
    expect(toSharedChatPreview(chat('Marie Curie'), curie, null).figure).toBe('Marie Curie');
    expect(
      toSharedChatPreview(chat('custom-3f1c9a52-8a44-4b5e-9d3e-2f6f5b1e7c10'), curie, null).figure,
    ).toBe('Marie Curie (made by a learner)');
    expect(toSharedChatPreview(chat('custom-gone'), null, null).figure).toBe(
      'A character (made by a learner)',
    );
  });
});

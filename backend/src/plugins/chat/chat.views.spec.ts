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
  const chat = (persona: string, title = 'I, Marie Curie, endorse radium water') =>
    ({ persona, title }) as ChatEntity;
  const curie: PersonaProfile = { name: 'Marie Curie', avatar: '⚗️', specialty: 'Physics' };

  it("gives the learner's title as the chat's name, never as the figure's words", () => {
    const preview = toSharedChatPreview(chat('Marie Curie'), curie, null);
    expect(preview).toEqual({
      title: 'I, Marie Curie, endorse radium water · A conversation with Marie Curie',
      description: 'I, Marie Curie, endorse radium water',
    });
    expect(preview.figure).toBeUndefined();
    expect(toSharedChatPreview(chat('Marie Curie', ''), curie, null)).toEqual({
      title: 'A conversation with Marie Curie',
      description: 'A conversation with Marie Curie',
    });
  });

  it("names a learner's character as one, whatever its name", () => {
    const custom = 'custom-3f1c9a52-8a44-4b5e-9d3e-2f6f5b1e7c10';
    expect(toSharedChatPreview(chat(custom, 'Radium'), curie, null).title).toBe(
      'Radium · A conversation with Marie Curie (made by a learner)',
    );
    expect(toSharedChatPreview(chat('custom-gone', 'Radium'), null, null).title).toBe(
      'Radium · A conversation with a character (made by a learner)',
    );
  });
});

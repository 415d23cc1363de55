import { personaCatalogue } from '../../catalogue/persona-catalogue';
import { knowledgeBase } from '../../knowledge';
import { writeChatReply } from '../chat-reply-writer';
import type { ReplyInput } from '../../types/ai.types';
import { customMentorReply } from './custom-mentor-reply';
import { DIALOGUE_KB } from './dialogue-fixture';
import { writeThreadReplies } from './thread-replies';

const ROSA = {
  name: 'Captain Rosa',
  avatar: '⛵',
  specialty: 'Atlantic sailing instructor',
  personality: 'Patient and practical.',
  background:
    'I taught sailing for twenty years on the Atlantic coast. A sail works like a wing: wind flowing round it makes lift that pulls the boat forward. I know knots, tides and how to read the wind on the water.',
};

describe('custom mentors', () => {
  it('answer from their own sheet, in the tone of their personality, as role-play', () => {
    const reply = customMentorReply({
      persona: ROSA,
      history: [],
      message: 'How does the wind push a boat?',
    });
    expect(reply.text).toMatch(/^Take your time with this\./);
    expect(reply.text).toContain('A sail works like a wing');
    expect(reply).toMatchObject({ sources: [], claimKind: 'role-play' });
  });

  it('re-explain with a picture when the learner is lost, and redirect to their specialty as written', () => {
    const first = customMentorReply({ persona: ROSA, history: [], message: 'What are tides?' });
    const lost = customMentorReply({
      persona: ROSA,
      history: [
        { role: 'user', content: 'What are tides?' },
        { role: 'assistant', content: first.text },
      ],
      message: "I don't get it",
    });
    expect(lost.text).toMatch(/more simply/);
    expect(lost.text.trim()).toMatch(/\?$/);
    const off = customMentorReply({ persona: ROSA, history: [], message: 'Who won the election?' });
    expect(off.text).toContain('Atlantic sailing instructor');
  });
});

describe('custom mentors on a question their sheet does not cover', () => {
  const OWL = {
    name: 'Professor Owl',
    avatar: '🦉',
    specialty: 'Astronomy and navigation',
    personality: 'Patient.',
    background: 'I love the night sky and old maps.',
  };

  it('quote a figure’s entry that answers it instead of refusing', async () => {
    const reply = await writeChatReply(
      { persona: OWL, history: [], message: 'How do sailors use the North Star to navigate?' },
      undefined,
      knowledgeBase,
    );
    expect(reply.text).toMatch(/Harriet Tubman put it this way: “[^”]*North Star/);
    expect(reply.text).not.toMatch(/outside what I can speak to/);
    expect(reply.claimKind).toBe('role-play');
  });

  it('prefer the quote to a sheet sentence that shares a single word with the question', async () => {
    const vega = {
      ...OWL,
      name: 'Captain Vega',
      background: 'A ship navigator from the age of sail who crossed the Atlantic many times',
    };
    const reply = await writeChatReply(
      { persona: vega, history: [], message: 'How do sailors use the North Star to navigate?' },
      undefined,
      knowledgeBase,
    );
    expect(reply.text).toMatch(/put it this way: “[^”]*North Star/);
    expect(reply.text).not.toContain('From my background');
  });

  it('keep to their own sheet when it shares as many of the question’s words as the library entry', async () => {
    const caroline = {
      ...OWL,
      name: 'Caroline',
      background: 'Caroline Herschel swept the night sky for comets from her brother’s garden.',
    };
    const reply = await writeChatReply(
      { persona: caroline, history: [], message: 'How did you find comets?' },
      undefined,
      knowledgeBase,
    );
    expect(reply.text).toContain('Caroline Herschel swept the night sky for comets');
    expect(reply.text).not.toMatch(/put it this way/);
  });

  it('end a sheet sentence written without a full stop with one', () => {
    const reply = customMentorReply({
      persona: { ...ROSA, background: 'I taught sailing for twenty years on the Atlantic coast' },
      history: [],
      message: 'How long did you teach sailing?',
    });
    expect(reply.text).toContain('on the Atlantic coast.');
  });

  it('still say it is outside what they know when no entry is close enough to quote', async () => {
    const reply = await writeChatReply(
      { persona: OWL, history: [], message: 'How do hurricanes form?' },
      undefined,
      knowledgeBase,
    );
    expect(reply.text).toContain('Astronomy and navigation');
    expect(reply.sources).toEqual([]);
  });
});

describe('rabbit-hole replies', () => {
  const input: ReplyInput = {
    originalPost: {
      author: 'Isaac Newton',
      content:
        'I told William Stukeley that the thought of gravitation came to me when an apple fell.',
    },
    thread: [],
    userPost: { username: 'lee', content: "But why doesn't the Moon crash into the Earth?" },
    replyToAuthor: 'Isaac Newton',
    oneOnOne: false,
  };
  const newton = personaCatalogue.get('Isaac Newton');
  const galileo = personaCatalogue.get('Galileo Galilei');

  it('take up the learner’s point in their words and answer it, not repeat the post', async () => {
    const [reply] = await writeThreadReplies({ ...input, oneOnOne: true }, [newton], DIALOGUE_KB);
    expect(reply!.content).toMatch(/^@lee /);
    expect(reply!.content).toContain('the Moon crash into the Earth');
    expect(reply!.content).toContain('The Moon is falling towards the Earth');
    expect(reply!.content).not.toContain('an apple fell');
  });

  it('give every further voice its own entry and its own stance', async () => {
    const replies = await writeThreadReplies(input, [newton, galileo], DIALOGUE_KB);
    expect(replies.map((r) => r.figure.name)).toEqual(['Isaac Newton', 'Galileo Galilei']);
    expect(new Set(replies.map((r) => r.facts[0]!.id)).size).toBe(2);
    // Its stance: where it stands beside Newton, or plainly that its own work does not answer.
    expect(replies[1]!.content).toMatch(
      /Isaac Newton|lee’s question|does not answer that directly|closest thing I know|nearest I can come/,
    );
  });

  it('say plainly that a point is outside their work when the entry shares only common words with it', async () => {
    const replies = await writeThreadReplies(
      {
        ...input,
        userPost: {
          username: 'lena',
          content: 'I keep mixing up mitosis and meiosis. What is the actual difference?',
        },
      },
      [personaCatalogue.get('James Clerk Maxwell'), personaCatalogue.get('Sally Ride')],
      knowledgeBase,
    );
    for (const reply of replies) {
      expect(reply.content).toMatch(
        /does not answer that directly|closest thing I know|nearest I can come/,
      );
      expect(reply.content).not.toMatch(/A fair question|answers from one side/);
      expect(reply.framing).toBe('inference');
    }
    const hedges = replies.map(
      (r) =>
        /does not answer that directly|closest thing I know|nearest I can come/.exec(
          r.content,
        )?.[0],
    );
    expect(new Set(hedges).size).toBe(2);
  });
});

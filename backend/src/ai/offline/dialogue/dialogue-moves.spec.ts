import { personaCatalogue } from '../../catalogue/persona-catalogue';
import type { ChatTurn } from '../../types/ai.types';
import { writeChatReply } from '../chat-reply-writer';
import { chatState } from './chat-state';
import { DIALOGUE_KB } from './dialogue-fixture';
import { followUpKind, readLearner } from './learner-move';

const newton = personaCatalogue.get('Isaac Newton');
const persona = personaCatalogue.toProfile(newton);
const says = (history: ChatTurn[], message: string, emotion?: string) =>
  writeChatReply({ persona, history, message, emotion }, newton, DIALOGUE_KB);

/** A chat after the learner asked about the Moon and Newton answered with the falling Moon. */
async function afterMoonQuestion(): Promise<ChatTurn[]> {
  const question = 'Why does the Moon stay in orbit?';
  const first = await says([], question);
  expect(first.text).toContain('The Moon is falling towards the Earth');
  return [
    { role: 'user', content: question },
    { role: 'assistant', content: first.text },
  ];
}

describe('mentor chat dialogue moves', () => {
  it('reads what the learner does', () => {
    for (const m of [
      'Why?',
      'What do you mean by that?',
      'And then what happened?',
      'Can you say more?',
      'How so?',
      'Can you give me an example?',
      'Show me an example, please.',
    ])
      expect([m, readLearner(m, undefined, true)]).toEqual([m, 'follow-up']);
    expect(followUpKind('Can you give me an example?')).toBe('meaning');
    for (const m of [
      "I don't get it??",
      "I'm confused, that makes no sense to me.",
      'Huh? This is too hard.',
    ])
      expect([m, readLearner(m, undefined, true)]).toEqual([m, 'confused']);
    for (const m of [
      'Oh, I get it now!',
      'Aha, that makes sense now!',
      'I think I finally understand it.',
    ])
      expect([m, readLearner(m, undefined, true)]).toEqual([m, 'breakthrough']);
    expect(readLearner('What is light made of?', undefined, true)).toBe('question');
    expect(readLearner('Why?', undefined, false)).toBe('question');
  });

  it('keeps the concept and what was said from the history alone', async () => {
    const history = await afterMoonQuestion();
    const state = chatState(history, DIALOGUE_KB.factsOf('Isaac Newton'));
    expect(state.question).toBe('Why does the Moon stay in orbit?');
    expect(state.concept?.id).toBe('isaac-newton/moon-falls');
    expect(state.said.has('isaac-newton/moon-falls')).toBe(true);
  });

  it('continues the concept on a follow-up with an entry not yet said', async () => {
    const history = await afterMoonQuestion();
    const reply = await says(history, 'Why?');
    expect(reply.text).toMatch(/gravity|orbit/i);
    expect(reply.text).not.toContain('The Moon is falling towards the Earth');
    expect(reply.text).not.toMatch(/prism|Mint/);
  });

  it('re-explains a confused learner the same concept with a picture and a check question', async () => {
    const reply = await says(await afterMoonQuestion(), "I don't get it??");
    expect(reply.text).toMatch(/more simply|plainer way|slow down/);
    expect(reply.text).toContain('Think of a cannon on a high mountain');
    expect(reply.text.trim()).toMatch(/\?$/);
    expect(reply.text).not.toMatch(/prism|Mint|Jupiter/);
    expect(reply.claimKind).toBe('role-play'); // the picture is Newton's imagined voice
  });

  it('gives a breakthrough the next step on the concept, never a refusal', async () => {
    const reply = await says(await afterMoonQuestion(), 'Oh, I get it now!');
    expect(reply.text).toMatch(
      /^(Yes, that is it|Good, you have found the thread|That is right)\./,
    );
    expect(reply.text).toMatch(/Try this next|Next challenge/);
    expect(reply.text).not.toMatch(/cannot answer|will not pretend|prism|Mint/);
  });

  it('redirects an off-topic message briefly, in character, back to the question', async () => {
    const reply = await says(await afterMoonQuestion(), "What's your favourite pizza topping?");
    expect(reply.text.length).toBeLessThanOrEqual(340);
    expect(reply.text).toContain('Why does the Moon stay in orbit?');
    expect(reply.sources).toEqual([]);
  });

  it('goes back only to a question the mentor answered, not to one it had nothing on', async () => {
    const history: ChatTurn[] = [...(await afterMoonQuestion())];
    const offTopic = "What's your favourite pizza topping?";
    const redirect = await says(history, offTopic);
    history.push(
      { role: 'user', content: offTopic },
      { role: 'assistant', content: redirect.text },
    );
    expect(chatState(history, DIALOGUE_KB.factsOf('Isaac Newton')).question).toBe(
      'Why does the Moon stay in orbit?',
    );
    const again = await says(history, 'Who was your tailor?');
    expect(again.text).toContain('Why does the Moon stay in orbit?');
    expect(again.text).not.toContain(offTopic);

    const unanswered = await says([], offTopic);
    const opened: ChatTurn[] = [
      { role: 'user', content: offTopic },
      { role: 'assistant', content: unanswered.text },
    ];
    expect(chatState(opened, DIALOGUE_KB.factsOf('Isaac Newton')).question).toBeUndefined();
  });

  it('keeps the concept when a question points back at it ("does it ever hit the ground?")', async () => {
    const history: ChatTurn[] = [...(await afterMoonQuestion())];
    const cannonball = DIALOGUE_KB.factsOf('Isaac Newton').find((f) =>
      f.id.endsWith('/cannonball'),
    )!;
    // Answered from the record, yet about the Moon still: the concept stays.
    history.push(
      { role: 'user', content: 'Does it ever hit the ground?' },
      { role: 'assistant', content: cannonball.text },
    );
    const state = chatState(history, DIALOGUE_KB.factsOf('Isaac Newton'));
    expect(state.question).toBe('Why does the Moon stay in orbit?');
    expect(state.concept?.id).toBe('isaac-newton/moon-falls');
    expect(state.said.has(cannonball.id)).toBe(true);
    // A new question that names its own subject opens a new concept.
    const prism = DIALOGUE_KB.factsOf('Isaac Newton').find((f) => f.id.endsWith('/prism'))!;
    history.push(
      { role: 'user', content: 'What did you find with prisms?' },
      { role: 'assistant', content: prism.text },
    );
    expect(chatState(history, DIALOGUE_KB.factsOf('Isaac Newton'))).toMatchObject({
      question: 'What did you find with prisms?',
      concept: prism,
    });
  });

  it('says a later subject came after the figure’s lifetime, then reasons from its own world', async () => {
    const reply = await says([], 'What do you think of the internet?');
    expect(reply.text).toMatch(/after my time|did not live to see|beyond my lifetime/);
    expect(reply.claimKind).not.toBe('documented');
  });

  it('cites entries readably and labels a documented answer as documented', async () => {
    const reply = await says([], 'Tell me about the apple in the garden at Woolsthorpe');
    expect(reply.sources).toContain('Stukeley, Memoirs of Sir Isaac Newton’s Life (1752)');
    expect(reply.sources.join(' ')).not.toMatch(/kb:|isaac-newton\//);
  });
});

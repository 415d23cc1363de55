import { personaCatalogue } from '../catalogue/persona-catalogue';
import { OfflineEngine } from './offline-engine';

/** The mentor chat's answers as a learner asks and follows up (each case from a real conversation). */
const sut = new OfflineEngine();

/** The figure's reply to `message`, sent after it answered `question`. */
async function replyAfter(figure: string, question: string, message: string) {
  const persona = personaCatalogue.toProfile(personaCatalogue.get(figure));
  const first = await sut.chatReply({ persona, history: [], message: question });
  const history = [
    { role: 'user' as const, content: question },
    { role: 'assistant' as const, content: first.text },
  ];
  return sut.chatReply({ persona, history, message });
}
describe('offline mentor chat', () => {
  it('answers a short question that points back ("was it dangerous?") from the conversation before it', async () => {
    const reply = await replyAfter(
      'Marie Curie',
      'How did you discover radium?',
      'Was it dangerous for you?',
    );
    // Her record of what handling radium did to her, with its source; not someone else's field.
    expect(reply.text).toMatch(/harm|scarred|cataract/);
    expect(reply.sources).toContain('Eve Curie, Madame Curie (1937)');
    expect(reply.text).not.toMatch(/would know more|more .* field than mine/);
  });

  it.each([
    [
      'Marie Curie',
      'How did you discover radium?',
      'Which one was harder to find?',
      /radium|polonium|pitchblende/,
      /X-ray|petites Curies/,
    ],
    [
      'Nikola Tesla',
      'What is alternating current?',
      'Who was against it?',
      /Edison/,
      /go back to your question/,
    ],
    [
      'Leonardo da Vinci',
      'How did you paint the Mona Lisa?',
      'Which one is your favourite?',
      /paint/,
      /two shadows/,
    ],
  ])(
    'to %s, a follow-up that means something only after "%s" ("%s") stays with it, not with a word it shares',
    async (figure, question, message, onIt, offIt) => {
      const reply = await replyAfter(figure, question, message);
      expect(reply.text).toMatch(onIt);
      expect(reply.text).not.toMatch(offIt);
    },
  );

  it('never sends a question about the figure’s own life to another figure', async () => {
    const persona = personaCatalogue.toProfile(personaCatalogue.get('William Shakespeare'));
    const question = 'How did you write so many plays?';
    const first = await sut.chatReply({ persona, history: [], message: question });
    const history = [
      { role: 'user' as const, content: question },
      { role: 'assistant' as const, content: first.text },
    ];
    for (const message of ['Did anyone help you?', 'Were you ever scared?']) {
      const reply = await sut.chatReply({ persona, history, message });
      expect([message, reply.text]).not.toEqual([
        message,
        expect.stringMatching(/would know more|more .* field than mine/),
      ]);
    }
  });

  it.each([
    ['Socrates', 'How can I be a good person?', 'What would you do?'],
    ['Albert Einstein', 'Why can nothing go faster than light?', 'What happens if I try?'],
  ])(
    'to %s, after "%s", sends a vague "%s" to no other figure',
    async (figure, question, message) => {
      const reply = await replyAfter(figure, question, message);
      expect(reply.text).not.toMatch(/would know more|more .* field than mine/);
    },
  );

  it.each([
    // "taught" meets "master" and "apprentice"
    [
      'Leonardo da Vinci',
      'Who taught you to paint?',
      'Verrocchio',
      'A good painter paints two things',
    ],
    // "church" meets "inquisition", "heresy" and "scripture"
    ['Galileo Galilei', 'Why was the Church angry with you?', 'Inquisition', 'field than mine'],
    // no entry says "punished"; "prison" and "arrest" are its synonyms
    ['Socrates', 'Were you punished?', 'In prison', 'does not answer that directly'],
    // his own letters on what the Church would make of it
    [
      'Charles Darwin',
      'What did the Church think of your theory?',
      'confessing a murder',
      'every father studied barnacles',
    ],
    // "should" is no clue to the answer
    ['Confucius', 'How should I treat my parents?', 'Filial piety', 'repay injury'],
  ])(
    'to %s, "%s" is answered from the entry on it (%s), not %s',
    async (figure, message, onIt, offIt) => {
      const persona = personaCatalogue.toProfile(personaCatalogue.get(figure));
      const reply = await sut.chatReply({ persona, history: [], message });
      expect(reply.text).toContain(onIt);
      expect(reply.text).not.toContain(offIt);
    },
  );

  it('adds a second fact only when it is near the question in meaning or shares two of its words', async () => {
    const persona = personaCatalogue.toProfile(personaCatalogue.get('Nikola Tesla'));
    const reply = await sut.chatReply({
      persona,
      history: [],
      message: 'How do I get people to buy my new product?',
    });
    // His years with Edison's company share "new" (New York) and come first; the pigeons he fed in
    // New York hotels share only that word too.
    expect(reply.text).toContain('Edison');
    expect(reply.text).not.toMatch(/pigeon/);
  });
});

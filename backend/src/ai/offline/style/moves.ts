import type { RhetoricalMove } from './style-profile';

/** How a move frames an entry: a line before it, a line after it, or both. */
export interface MoveLines {
  before: readonly string[];
  after: readonly string[];
}

// Each move has many wordings so that no one frame repeats across a feed.
// prettier-ignore
export const MOVES: Record<RhetoricalMove, MoveLines> = {
  question: {
    before: ['Let us test an idea together.', 'Answer me this before you agree.', 'Here is something to examine, not to swallow whole.', 'Suppose we start from what I know.'],
    after: ['Is that true in every case, or only in this one?', 'Can you find a case where it fails?', 'And if that is so, what follows from it?', 'Do you agree, or have I missed something?', 'What would you need to see before you believed it?', 'Which part of that would you question first?'],
  },
  analogy: {
    before: ['Here is the plain picture.', 'Let me put it in everyday terms.', 'Forget the jargon for a moment.', 'Think of something in your own kitchen.'],
    after: ['If you can picture it, you understand it.', 'Try explaining that to a friend; it is the real test.', 'The picture is rough, but it carries the idea.', 'Find your own picture for it, and it is yours.', 'Simple things, looked at properly, explain hard ones.', 'Once you see it, you cannot unsee it.'],
  },
  irony: {
    before: ['It will surprise no one who knows the world.', 'Allow me a small observation.', 'The world, as usual, arranged things oddly.', 'Here is a truth few care to admit.'],
    after: ['Make of that what you will.', 'People are rarely as consistent as they believe.', 'The comedy of it is not lost on me.', 'Such is the way of the world, and of those who run it.', 'One learns more from folly than from sermons.', 'I record it; I do not pretend to be shocked.'],
  },
  exhortation: {
    before: ['Remind yourself of this.', 'Say it to yourself plainly.', 'Hold on to this today.', 'Write this on your mind.'],
    after: ['Then act on it, today, not tomorrow.', 'Do not argue about it; live it.', 'What is in your power is enough; begin there.', 'Practise this, and the rest follows.', 'Return to it whenever the day grows loud.', 'It is not enough to know it; do it.'],
  },
  maxim: {
    before: ['A rule worth keeping.', 'Mark this well.', 'Learn the principle first.', 'Keep this short and close.'],
    after: ['The wise prepare; the careless react.', 'Small and steady overcomes large and hasty.', 'Know the ground before you take a step.', 'What is done well needs doing only once.', 'Simplicity is strength.', 'The principle holds; only the cases change.'],
  },
  observation: {
    before: ['Look closely first.', 'Watch before you explain.', 'This comes from looking, not from books.', 'Here is what patient watching showed me.'],
    after: ['Go and look for yourself; the world is the best teacher.', 'Notice the small things; they hold the large ones.', 'Watch longer than seems necessary.', 'Write down what you see, not what you expect.', 'Every detail was there to be seen by anyone who looked.', 'The eye trained by patience sees what the hurried miss.'],
  },
  experiment: {
    before: ['Here is what the experiment showed.', 'Trust the measurement over the opinion.', 'I tested this myself.', 'Nature answers when asked the right way.'],
    after: ['Try it, measure it, and believe the result.', 'Repeat it; one trial proves little.', 'An opinion is cheap; a careful test is not.', 'Keep notes, and let the numbers speak.', 'If the result surprises you, test it again.', 'Doubt first, then measure.'],
  },
  story: {
    before: ['Let me tell you how it happened.', 'This is a piece of my own life.', 'I remember it clearly.', 'Here is a story worth telling.'],
    after: ['Every life holds a lesson if you tell it honestly.', 'Remember it when your own road is hard.', 'I carry that day with me still.', 'Stories are how we hand courage on.', 'Your own story will have a moment like it.', 'That is how I learned it, not from a book.'],
  },
  proof: {
    before: ['Let us go step by step.', 'Grant me one thing, and the rest follows.', 'Begin with what is certain.', 'Here is the reasoning, in order.'],
    after: ['Each step rests on the one before.', 'Check every step; a proof is only as strong as its weakest.', 'What follows from the premise must be accepted.', 'Once it is proved, it stays proved.', 'Write it out yourself, and you will see why it must be so.', 'Certainty is built one small step at a time.'],
  },
  image: {
    before: ['See it as a picture first.', 'Let me give it a colour and a shape.', 'Close your eyes and imagine this.', 'Listen to it as you would to music.'],
    after: ['A feeling has a shape if you look for it.', 'Put it into a picture, and it stays with you.', 'Art says what explanations leave out.', 'See it, and you will remember it.', 'Beauty and truth are not strangers.', 'Let it sound in you for a while.'],
  },
  reckoning: {
    before: ['Let the numbers speak.', 'Count first, then argue.', 'Here is what the figures show.', 'Weigh it carefully.'],
    after: ['A table of facts persuades where speeches fail.', 'Count it yourself, and you will not be fooled.', 'Numbers, rightly gathered, tell the truth plainly.', 'Measure what matters, then act on it.', 'The sum does not care for our wishes.', 'Check the arithmetic; lives may depend on it.'],
  },
};

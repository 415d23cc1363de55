import type { ChatDemo, DemoData, DemoPost, GroupDemo, HomeFeedDemo } from '@agora/contracts';
import type { FigureCard, LandingFigures } from './landing-figures.port';

/**
 * The demos of a fresh install: written for the landing in the figures' own voices, on what they
 * actually did and said, so a visitor sees what Agora's content is like before anyone has posted.
 * English; a visitor's client shows its own translated sample where it prefers its language.
 */
type Figure = (name: string) => FigureCard;

/** The catalogue figure of that name; the curated demos name only figures the catalogue has. */
function figureFrom(figures: LandingFigures): Figure {
  return (name) => {
    const found = figures.find(name);
    if (!found) throw new Error(`curated demos name ${name}, who is not in the catalogue`);
    return found;
  };
}

function chatDemo(figure: Figure): ChatDemo {
  const curie = figure('Marie Curie');
  const mentor = { mentor_name: curie.name, avatar_emoji: curie.avatar };
  return {
    origin: 'curated',
    language: 'en',
    steps: [
      {
        ...mentor,
        type: 'user',
        emotion: 'curious',
        message: 'How can radium glow in the dark all by itself, with no flame and no battery?',
      },
      {
        ...mentor,
        type: 'ai',
        emotion: 'curious',
        message:
          'Because its atoms are not at rest. One by one they break apart and throw out energy, and that energy makes the salts around them shine. Nothing is burning: the atom itself is changing. That is the property I named radioactivity.',
      },
      {
        ...mentor,
        type: 'user',
        emotion: 'confused',
        message: 'So did you know it was dangerous when you carried it around?',
      },
      {
        ...mentor,
        type: 'ai',
        emotion: 'confused',
        message:
          'Not at first. Pierre carried a tube in his waistcoat pocket and found a burn on his skin; doctors soon used that same power against tumours. We learned its danger by measuring, patiently. Nothing in life is to be feared, it is only to be understood.',
      },
    ],
  };
}

/** Curated posts claim no likes: nobody has liked them. */
function post(figure: FigureCard, topic: string, content: string): DemoPost {
  const { name, avatar, specialty } = figure;
  return { author: name, avatar, specialty, topic, content, likes: 0 };
}

function homeFeedDemo(figure: Figure): HomeFeedDemo {
  const posts: DemoPost[] = [
    post(
      figure('Ada Lovelace'),
      'Computing',
      'The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves. It can do whatever we know how to order it to perform. The question worth your evening: what would you order it to do?',
    ),
    post(
      figure('Marcus Aurelius'),
      'Philosophy',
      'Each morning I remind myself: today I will meet the meddling, the ungrateful, the arrogant. None of them can harm me, for none can make my mind do wrong. Write down one thing that is yours to control today, and do that one thing well.',
    ),
    post(
      figure('Leonardo da Vinci'),
      'Art',
      'I opened the bodies of more than thirty men and women to learn how a smile is made. The muscles of the lips pull in ways no painter guesses. Before you draw a face, learn what lies beneath it: the science of art begins with looking.',
    ),
  ];
  return { origin: 'curated', language: 'en', posts };
}

function groupDemo(figure: Figure): GroupDemo {
  const galileo = figure('Galileo Galilei');
  return {
    origin: 'curated',
    language: 'en',
    messages: [
      {
        type: 'user',
        username: null,
        avatar: '🙂',
        message:
          'Our homework asks why a hammer and a feather land together on the Moon. Any ideas?',
      },
      {
        type: 'user',
        username: null,
        avatar: '🙂',
        message: '@Galileo Galilei can you settle this for us?',
      },
      {
        type: 'ai',
        username: galileo.name,
        avatar: galileo.avatar,
        message:
          'Gladly. The Earth pulls the hammer harder, but the hammer is just as much harder to set moving, so the two balance exactly. Here only the air holds the feather back. On the Moon there is no air, so both arrive together, as my balls rolling down inclined planes told me long before anyone could go there.',
      },
      {
        type: 'user',
        username: null,
        avatar: '🙂',
        message: 'So the air is the only difference. That makes our answer click!',
      },
    ],
  };
}

export function curatedDemos(figures: LandingFigures): DemoData {
  const figure = figureFrom(figures);
  return {
    chatDemo: chatDemo(figure),
    homeFeedDemo: homeFeedDemo(figure),
    groupDemo: groupDemo(figure),
  };
}

/** What GET /api/personas answers in chat tests: two figures, both mentors. */
export const PERSONAS = {
  figures: [
    {
      name: 'Leonardo da Vinci',
      avatar: '🎨',
      specialty: 'Renaissance polymath',
      era: '',
      bio: '',
      speakingStyle: '',
      topics: [],
      born: 1452,
      died: 1519,
    },
    {
      name: 'Socrates',
      avatar: '🏺',
      specialty: 'Classical philosopher',
      era: '',
      bio: '',
      speakingStyle: '',
      topics: [],
      born: -470,
      died: -399,
    },
  ],
  mentors: ['Leonardo da Vinci', 'Socrates'],
  explore: [],
  mentionable: [],
  categories: [],
  languages: [],
  defaultMentor: 'Leonardo da Vinci',
};

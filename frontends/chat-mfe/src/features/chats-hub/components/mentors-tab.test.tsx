import '../../../testing/register-chat-translations';
import { renderRoutesWithHost } from '@agora/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeChatApi } from '../../../testing/fake-chat-api';
import { PERSONAS } from '../../../testing/personas';
import { MentorsTab } from './mentors-tab';

const mentor = (id: string, name: string, isOwner: boolean) => ({
  id,
  name,
  avatar: '🦉',
  specialty: 'History',
  personality: 'Kind',
  background: '',
  speakingStyle: '',
  isPublic: !isOwner,
  isOwner,
});

describe(MentorsTab.name, () => {
  it("lists only the learner's own mentors under Custom Mentors, not others' public ones", async () => {
    installFakeChatApi({
      'GET /api/personas': () => PERSONAS,
      'GET /api/custom-characters': () => [
        mentor('00000000-0000-4000-8000-000000000001', 'My Owl', true),
        mentor('00000000-0000-4000-8000-000000000002', 'Albert Einstein', false),
      ],
    });
    renderRoutesWithHost([{ path: '/chats', element: <MentorsTab /> }], { path: '/chats' });
    const picker = await screen.findByLabelText('Choose a mentor');
    const customs = await within(picker).findByRole('group', { name: 'Custom Mentors' });
    expect(
      within(customs)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['🦉 My Owl — History']);
  });
});

import '../../../testing/register-chat-translations';
import { resetToasts } from '@agora/ui';
import { renderWithHost } from '@agora/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeChatApi } from '../../../testing/fake-chat-api';
import { CustomMentorsDialog } from './custom-mentors-dialog';

const owl = {
  id: 'c1',
  name: 'Professor Owl',
  avatar: '🦉',
  specialty: 'Astronomy',
  personality: 'Patient',
  background: '',
  speakingStyle: '',
  isPublic: true,
  isOwner: true,
  createdAt: '',
};

describe('deleting a custom mentor (defect 8)', () => {
  beforeEach(() => resetToasts());

  it('asks first in a modal dialog: Cancel keeps the mentor, Delete removes it', async () => {
    let mentors = [owl];
    const api = installFakeChatApi({
      'GET /api/custom-characters': () => mentors,
      'DELETE /api/custom-characters/c1': () => {
        mentors = [];
        return { success: true };
      },
    });
    const { recording } = renderWithHost(<CustomMentorsDialog open onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const ask = screen.getByRole('dialog', { name: 'Delete Professor Owl?' });
    expect(ask).toHaveAttribute('aria-modal', 'true');
    expect(ask.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('Custom AI Mentors').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Delete Professor Owl?' })).toBeNull();
    expect(screen.getByText('Professor Owl')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Professor Owl?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(recording.toasts.at(-1)?.title).toBe('Character deleted successfully'),
    );
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});

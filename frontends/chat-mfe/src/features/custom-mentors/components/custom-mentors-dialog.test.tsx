import '../../../testing/register-chat-translations';
import { resetToasts, Toaster } from '@agora/ui';
import { renderWithHost } from '@agora/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeChatApi, pending } from '../../../testing/fake-chat-api';
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
const theirs = { ...owl, id: 'c2', name: 'Public Pat', isOwner: false };

describe(CustomMentorsDialog.name, () => {
  beforeEach(() => resetToasts());

  it('shows the empty state and creates a mentor once name, specialty and personality are filled', async () => {
    const store: unknown[] = [];
    const api = installFakeChatApi({
      'GET /api/custom-characters': () => store,
      'POST /api/custom-characters': (body) => {
        const created = { ...(body as object), id: 'new', isOwner: true, createdAt: '' };
        store.push(created);
        return { status: 201, body: created };
      },
    });
    const { recording } = renderWithHost(<CustomMentorsDialog open onClose={() => undefined} />);
    expect(await screen.findByText('No custom characters yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Your First Character' }));
    const create = screen.getByRole('button', { name: 'Create Character' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Name *'), 'Ada');
    await userEvent.type(screen.getByLabelText('Specialty *'), 'Mathematics');
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Personality *'), 'Exact and kind');
    expect(create).toBeEnabled();
    await userEvent.click(create);
    await waitFor(() =>
      expect(recording.toasts.at(-1)?.title).toBe('Custom character created successfully'),
    );
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: 'Ada',
      specialty: 'Mathematics',
      personality: 'Exact and kind',
      avatar: '🤖',
      isPublic: false,
    });
    expect(await screen.findByText('Ada')).toBeInTheDocument();
  });

  it("says in the error toast why the server refused a new mentor (the account's limit)", async () => {
    const limit =
      'You already have 100 custom mentors, the most one account may keep; delete one to make another';
    installFakeChatApi({
      'GET /api/custom-characters': () => [owl],
      'POST /api/custom-characters': () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: limit, limit: 100 },
      }),
    });
    renderWithHost(
      <>
        <CustomMentorsDialog open onClose={() => undefined} />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create New' }));
    await userEvent.type(screen.getByLabelText('Name *'), 'Ada');
    await userEvent.type(screen.getByLabelText('Specialty *'), 'Mathematics');
    await userEvent.type(screen.getByLabelText('Personality *'), 'Exact and kind');
    await userEvent.click(screen.getByRole('button', { name: 'Create Character' }));
    expect(await screen.findByText(`Failed to create character: ${limit}`)).toBeInTheDocument();
  });

  it('lets only the owner edit or delete, and anyone select', async () => {
    installFakeChatApi({ 'GET /api/custom-characters': () => [owl, theirs] });
    const onSelect = vi.fn();
    renderWithHost(<CustomMentorsDialog open onClose={() => undefined} onSelect={onSelect} />);
    await screen.findByText('Professor Owl');
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(screen.getAllByText('Public')).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Select This Character' })[1]!);
    expect(onSelect).toHaveBeenCalledWith('custom-c2');
  });

  it('shows Loading... while the list loads', async () => {
    installFakeChatApi({ 'GET /api/custom-characters': pending });
    renderWithHost(<CustomMentorsDialog open onClose={() => undefined} />);
    expect(await screen.findAllByText('Loading...')).not.toHaveLength(0);
  });
});

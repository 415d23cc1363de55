import '../../../testing/register-chat-translations';
import { resetToasts, Toaster } from '@agora/ui';
import { renderWithHost } from '@agora/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeChatApi } from '../../../testing/fake-chat-api';
import { CustomMentorsDialog } from './custom-mentors-dialog';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 250]);
const caroline = {
  id: 'c9',
  name: 'Caroline Herschel',
  avatar: '/media/00000000-0000-4000-8000-000000000009',
  specialty: 'Astronomer',
  personality: 'Careful',
  background: '',
  speakingStyle: '',
  greeting: 'Good evening.',
  isPublic: false,
  isOwner: true,
  createdAt: '',
};
const base64Of = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const pngFile = () => new File([PNG_BYTES], 'caroline.png', { type: 'image/png' });

const renderWithToaster = () =>
  renderWithHost(
    <>
      <CustomMentorsDialog open onClose={() => undefined} />
      <Toaster />
    </>,
  );

describe('Import card', () => {
  beforeEach(() => resetToasts());

  it('picks PNG or JSON cards, sends the file bytes and lists the imported mentor with its picture', async () => {
    const store: unknown[] = [];
    const api = installFakeChatApi({
      'GET /api/custom-characters': () => store,
      'POST /api/custom-characters/import/file': () => {
        store.push(caroline);
        return { status: 201, body: caroline };
      },
    });
    const { recording } = renderWithHost(<CustomMentorsDialog open onClose={() => undefined} />);
    const picker = await screen.findByTestId('import-card-input');
    expect(picker.getAttribute('accept')).toBe('image/png,.png,application/json,.json');
    await userEvent.upload(picker, pngFile());
    await waitFor(() =>
      expect(recording.toasts.at(-1)).toMatchObject({
        title: 'Character imported',
        description: 'Caroline Herschel',
      }),
    );
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      fileName: 'caroline.png',
      contentBase64: base64Of(PNG_BYTES),
    });
    expect(await screen.findByText('Caroline Herschel')).toBeInTheDocument();
    expect(document.querySelector(`img[src="${caroline.avatar}"]`)).not.toBeNull();
  });

  it('says in the error toast what the server found wrong with the card', async () => {
    installFakeChatApi({
      'GET /api/custom-characters': () => [],
      'POST /api/custom-characters/import/file': () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'PNG has no chara or ccv3 text chunk',
        },
      }),
    });
    renderWithToaster();
    await userEvent.upload(await screen.findByTestId('import-card-input'), pngFile());
    expect(
      await screen.findByText(
        'Could not import this character card: PNG has no chara or ccv3 text chunk',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB before sending it, naming the limit', async () => {
    const api = installFakeChatApi({ 'GET /api/custom-characters': () => [] });
    renderWithToaster();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByTestId('import-card-input'), big);
    expect(
      await screen.findByText('The file is larger than 5 MB. Choose a smaller card.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('imports once when the picker reports the same choice twice', async () => {
    const api = installFakeChatApi({
      'GET /api/custom-characters': () => [],
      'POST /api/custom-characters/import/file': () => ({ status: 201, body: caroline }),
    });
    const { recording } = renderWithHost(<CustomMentorsDialog open onClose={() => undefined} />);
    const picker = await screen.findByTestId('import-card-input');
    const file = pngFile();
    fireEvent.change(picker, { target: { files: [file] } });
    fireEvent.change(picker, { target: { files: [file] } });
    await waitFor(() => expect(recording.toasts.at(-1)?.title).toBe('Character imported'));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

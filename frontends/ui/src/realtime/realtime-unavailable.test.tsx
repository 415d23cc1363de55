import { renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useAiTokenStream } from './use-ai-token-stream';

// The realtime client's chunk cannot be fetched (a dropped network, a redeploy mid-visit).
vi.mock('socket.io-client', () => {
  throw new Error('Loading chunk socket.io-client failed');
});

it('answers without a stream, instead of failing, when the live client cannot load', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderHook(() => useAiTokenStream(true));
  expect(await result.current.begin({ onToken: () => undefined })).toBeUndefined();
  await waitFor(() =>
    expect(errors).toHaveBeenCalledWith(
      'The live-updates client could not be loaded',
      expect.any(Error),
    ),
  );
  expect(result.current.socket).toBeNull();
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// No socket server runs beside jsdom: by default the page's socket never connects (no TCP connect
// is left pending when a test file ends). A test that plays server events mocks it itself.
vi.mock('socket.io-client', async () => {
  const { fakeSocket } = await import('@agora/ui/testing');
  return { io: () => fakeSocket({ connected: false }) };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

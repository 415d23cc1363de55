import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// No socket server runs beside jsdom: by default the page's socket never connects (no TCP connect
// is left pending when a test file ends). A test that plays server events mocks it itself.
vi.mock('socket.io-client', async () => {
  const { fakeSocket } = await import('@agora/ui/testing');
  return { io: () => fakeSocket({ connected: false }) };
});

// A browser with a session carries the server's readable hint; tests of visitors clear it.
beforeEach(() => {
  document.cookie = 'agora_signed_in=1; path=/';
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// A browser with a session carries the server's readable hint; tests of visitors clear it.
beforeEach(() => {
  document.cookie = 'agora_signed_in=1; path=/';
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

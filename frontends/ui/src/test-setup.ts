import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no pointer capture; Radix Toast captures the pointer while a toast is swiped.
const captured = new WeakMap<Element, Set<number>>();
Element.prototype.setPointerCapture ??= function (this: Element, id: number) {
  captured.set(this, (captured.get(this) ?? new Set()).add(id));
};
Element.prototype.releasePointerCapture ??= function (this: Element, id: number) {
  captured.get(this)?.delete(id);
};
Element.prototype.hasPointerCapture ??= function (this: Element, id: number) {
  return captured.get(this)?.has(id) ?? false;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../toast/toast-store';
import { Toaster } from '../toast/toaster';
import { ensureI18n } from '../i18n/i18n';
import { Dialog } from './dialog';

ensureI18n();

function Page({ open, nested = false }: { open: boolean; nested?: boolean }) {
  return (
    <>
      <button type="button">Background action</button>
      <Toaster />
      <Dialog open={open} onClose={() => undefined} title="Outer">
        <p>Outer body</p>
      </Dialog>
      <Dialog open={nested} onClose={() => undefined} title="Inner">
        <p>Inner body</p>
      </Dialog>
    </>
  );
}

const topLayerOf = (element: HTMLElement) => {
  let top = element;
  while (top.parentElement && top.parentElement !== document.body) top = top.parentElement;
  return top;
};

describe('Dialog background', () => {
  it('makes the rest of the page inert while open, keeps toasts live, and restores on close', () => {
    const { rerender } = render(<Page open={false} />);
    const app = topLayerOf(screen.getByRole('button', { name: 'Background action' }));
    expect(app).not.toHaveAttribute('inert');

    rerender(<Page open />);
    act(() => void toast({ title: 'Saved' }));
    expect(app).toHaveAttribute('inert');
    expect(topLayerOf(screen.getByText('Saved'))).not.toHaveAttribute('inert');
    expect(topLayerOf(screen.getByRole('dialog', { name: 'Outer' }))).not.toHaveAttribute('inert');

    rerender(<Page open={false} />);
    expect(app).not.toHaveAttribute('inert');
  });

  it('lets a dialog opened over another make the first inert, and gives it back on close', () => {
    const { rerender } = render(<Page open />);
    rerender(<Page open nested />);
    const outer = topLayerOf(screen.getByText('Outer body'));
    expect(outer).toHaveAttribute('inert');
    expect(topLayerOf(screen.getByText('Inner body'))).not.toHaveAttribute('inert');

    rerender(<Page open />);
    expect(outer).not.toHaveAttribute('inert');
  });
});

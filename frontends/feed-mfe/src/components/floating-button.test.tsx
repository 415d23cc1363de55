import { registerTranslations } from '@agora/ui';
import { renderWithHost } from '@agora/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedTranslations } from '../locales/all-locales';
import { FloatingButton } from './floating-button';

registerTranslations('feed', feedTranslations);

/**
 * A 390×844 phone: the sticky header takes the top 56 px and the bottom navigation the last 64,
 * so the free area `.feed-fab-area` measures is 390×724 from y=56; docked, the + is at (318, 708).
 */
let freeArea = { left: 0, top: 56, width: 390, height: 724 };
const docked = { left: 318, top: 708, width: 56, height: 56 };

function rect({ left, top, width, height }: typeof docked): DOMRect {
  return DOMRect.fromRect({ x: left, y: top, width, height });
}

beforeEach(() => {
  freeArea = { left: 0, top: 56, width: 390, height: 724 };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.classList.contains('feed-fab-area')) return rect(freeArea);
    if (this.classList.contains('feed-fab')) return rect(docked);
    return rect({ left: 0, top: 0, width: 0, height: 0 });
  });
});
afterEach(() => vi.restoreAllMocks());

const fab = () => screen.getByTestId('floating-button');
const plus = () => screen.getByRole('button', { name: 'Generate more posts' });

/** Presses the + at its centre and drags it by (dx, dy). */
function drag(dx: number, dy: number) {
  const at = { clientX: docked.left + 28, clientY: docked.top + 28 };
  fireEvent.pointerDown(plus(), at);
  fireEvent.pointerMove(plus(), { clientX: at.clientX + dx, clientY: at.clientY + dy });
  fireEvent.pointerUp(plus(), { clientX: at.clientX + dx, clientY: at.clientY + dy });
  fireEvent.click(plus());
}

describe(FloatingButton.name, () => {
  it('starts docked by its stylesheet above the bottom navigation, and a tap asks for more', () => {
    const onPress = vi.fn();
    renderWithHost(<FloatingButton busy={false} onPress={onPress} />);
    expect(fab()).toHaveClass('feed-fab--docked');
    expect(fab().style.top).toBe('');
    fireEvent.pointerDown(plus(), { clientX: 346, clientY: 736 });
    fireEvent.pointerUp(plus(), { clientX: 347, clientY: 736 });
    fireEvent.click(plus());
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is dragged no lower than the bottom navigation and no further than the window, × included', () => {
    const onPress = vi.fn();
    renderWithHost(<FloatingButton busy={false} onPress={onPress} />);
    drag(1000, 1000);
    // right: 390 - 8 (the ×) - 56; bottom: 56 + 724 (the navigation starts at 780) - 56
    expect(fab()).toHaveStyle({ left: '326px', top: '724px' });
    expect(fab()).not.toHaveClass('feed-fab--docked');
    // The end of a drag is not a press.
    expect(onPress).not.toHaveBeenCalled();

    drag(-1000, -1000);
    // under the header, with room for the × above it
    expect(fab()).toHaveStyle({ left: '0px', top: '64px' });
  });

  it('keeps clear of the safe-area insets the free area leaves out', () => {
    freeArea = { left: 44, top: 56 + 47, width: 390 - 88, height: 724 - 47 - 34 };
    renderWithHost(<FloatingButton busy={false} onPress={() => undefined} />);
    drag(1000, 1000);
    expect(fab()).toHaveStyle({ left: `${44 + 302 - 8 - 56}px`, top: `${103 + 643 - 56}px` });
  });

  it('comes back inside when the window shrinks (a turned phone)', () => {
    renderWithHost(<FloatingButton busy={false} onPress={() => undefined} />);
    drag(1000, 1000);
    freeArea = { left: 0, top: 56, width: 390, height: 300 };
    fireEvent(window, new Event('resize'));
    expect(fab()).toHaveStyle({ left: '326px', top: `${56 + 300 - 56}px` });
  });

  it('hides with × and comes back from the side tab', () => {
    renderWithHost(<FloatingButton busy={false} onPress={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide button' }));
    expect(screen.queryByRole('button', { name: 'Generate more posts' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the generate button' }));
    expect(plus()).toBeVisible();
  });
});

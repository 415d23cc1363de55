import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureI18n } from '../i18n/i18n';
import { Tabs } from './tabs';

function ThreeTabs({ initial = 'b' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Tabs
      label="Sections"
      value={value}
      onValueChange={setValue}
      items={[
        { value: 'a', label: 'First', content: 'one' },
        { value: 'b', label: 'Second', content: 'two' },
        { value: 'c', label: 'Third', content: 'three' },
      ]}
    />
  );
}

const selected = () => screen.getByRole('tab', { selected: true });
const press = async (key: string, expected: string) => {
  await userEvent.keyboard(`{${key}}`);
  await waitFor(() => expect(selected()).toHaveTextContent(expected));
  expect(selected()).toHaveFocus();
};

describe(Tabs.name, () => {
  beforeAll(() => ensureI18n('en'));
  afterEach(() => ensureI18n().changeLanguage('en'));

  it('shows the selected panel, labelled by its tab, and switches on a press', async () => {
    render(<ThreeTabs />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('two');
    await userEvent.click(screen.getByRole('tab', { name: 'Third' }));
    expect(selected()).toHaveTextContent('Third');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('three');
  });

  it('enters the list on the selected tab; arrows wrap, Home and End jump, left to right', async () => {
    render(<ThreeTabs />);
    await userEvent.tab();
    expect(selected()).toHaveFocus();
    await press('ArrowRight', 'Third');
    await press('ArrowRight', 'First');
    await press('ArrowLeft', 'Third');
    await press('Home', 'First');
    await press('End', 'Third');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('three');
  });

  it('follows the reading order in Arabic: ArrowRight goes to the previous tab', async () => {
    await ensureI18n().changeLanguage('ar');
    render(<ThreeTabs />);
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.tab();
    await press('ArrowRight', 'First');
    await press('ArrowLeft', 'Second');
    await press('ArrowLeft', 'Third');
  });

  describe('on a strip wider than the phone', () => {
    /** A 300 px strip whose tabs sit at the given left edges, each 100 px wide. */
    function layOut(lefts: Record<string, number>) {
      const scrolled: ScrollToOptions[] = [];
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const left = this.getAttribute('role') === 'tablist' ? 0 : (lefts[this.textContent] ?? 0);
        const width = this.getAttribute('role') === 'tablist' ? 300 : 100;
        return DOMRect.fromRect({ x: left, y: 0, width, height: 40 });
      });
      HTMLElement.prototype.scrollBy = function (options?: ScrollToOptions | number) {
        if (typeof options === 'object') scrolled.push(options);
      } as HTMLElement['scrollBy'];
      return scrolled;
    }
    const scrollBy = HTMLElement.prototype.scrollBy;
    afterEach(() => {
      vi.restoreAllMocks();
      HTMLElement.prototype.scrollBy = scrollBy;
    });

    it('scrolls the strip, not the page, to show a selected tab past its end (a link to it)', () => {
      const scrolled = layOut({ First: 0, Second: 104, Third: 260 });
      render(<ThreeTabs initial="c" />);
      // 60 px past the end, plus a peek of 24 px.
      expect(scrolled).toEqual([{ left: 84, behavior: 'smooth' }]);
    });

    it('scrolls back to a tab before the start, and leaves a visible tab alone', async () => {
      const scrolled = layOut({ First: -80, Second: 40, Third: 150 });
      render(<ThreeTabs />);
      expect(scrolled).toEqual([]);
      await userEvent.click(screen.getByRole('tab', { name: 'First' }));
      expect(scrolled).toEqual([{ left: -104, behavior: 'smooth' }]);
    });
  });
});

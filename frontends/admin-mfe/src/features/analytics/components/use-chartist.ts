import { useEffect, useRef } from 'react';

interface UpdatableChart {
  update(data: unknown): void;
  detach(): void;
}

/**
 * Mounts a Chartist chart on the returned ref once, and feeds it new data on every change
 * (Chartist animates from the old data instead of redrawing from scratch).
 */
export function useChartist<Data>(
  create: (element: HTMLElement, data: Data) => UpdatableChart,
  data: Data,
) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<UpdatableChart | null>(null);
  useEffect(() => {
    if (!ref.current) return;
    if (chart.current) chart.current.update(data);
    else chart.current = create(ref.current, data);
    // create is a module-level function; only the data changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  useEffect(
    () => () => {
      chart.current?.detach();
      chart.current = null;
    },
    [],
  );
  return ref;
}

import { useEffect, useEffectEvent, useRef } from 'react';

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
  // Only a data change redraws; `create` is read when the chart is first mounted.
  const draw = useEffectEvent((element: HTMLElement, next: Data) => {
    if (chart.current) chart.current.update(next);
    else chart.current = create(element, next);
  });
  useEffect(() => {
    if (ref.current) draw(ref.current, data);
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

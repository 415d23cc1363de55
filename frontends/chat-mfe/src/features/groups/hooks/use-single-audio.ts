import { useCallback, useEffect, useRef, useState } from 'react';

/** Plays one audio at a time: starting another stops the first; `playing` is the url until it ends. */
export function useSingleAudio() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setPlaying(null);
  }, []);

  const toggle = useCallback(
    (url: string) => {
      const same = playing === url;
      stop();
      if (same) return;
      const next = new Audio(url);
      audio.current = next;
      next.onended = () => setPlaying((current) => (current === url ? null : current));
      setPlaying(url);
      Promise.resolve()
        .then(() => next.play())
        .catch(() => setPlaying(null));
    },
    [playing, stop],
  );

  useEffect(() => stop, [stop]);
  return { playing, toggle };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** Plays one audio URL at a time; starting another stops the first. */
export function useAudioPlayer(onError: () => void) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playingUrl, setPlayingUrl] = useState<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setPlayingUrl(null);
  }, []);

  const toggle = useCallback(
    (url: string) => {
      if (playingUrl === url) return stop();
      stop();
      const next = new Audio(url);
      audio.current = next;
      next.onended = () => setPlayingUrl((current) => (current === url ? null : current));
      setPlayingUrl(url);
      next.play().catch(() => {
        setPlayingUrl(null);
        onError();
      });
    },
    [playingUrl, stop, onError],
  );

  useEffect(() => stop, [stop]);
  return { playingUrl, toggle };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 02 §4: a typing indicator lasts 2 s after the last key. */
export const TYPING_MS = 2000;

/** Who is typing now: each typer is forgotten a little after their last signal. */
export function useTypers() {
  const [typers, setTypers] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const forget = useCallback(
    (who: string) => setTypers((set) => new Set([...set].filter((w) => w !== who))),
    [],
  );

  const seen = useCallback(
    (who: string, isTyping: boolean) => {
      clearTimeout(timers.current.get(who));
      setTypers((set) =>
        isTyping ? new Set(set).add(who) : new Set([...set].filter((w) => w !== who)),
      );
      if (isTyping)
        timers.current.set(
          who,
          setTimeout(() => forget(who), TYPING_MS + 1000),
        );
    },
    [forget],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return { seen, any: typers.size > 0 };
}

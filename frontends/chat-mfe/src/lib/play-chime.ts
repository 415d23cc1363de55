type AudioContextCtor = new () => AudioContext;

let context: AudioContext | null = null;

/**
 * Plays a short two-note chime at `volume` (0..1) with WebAudio, so no sound file ships.
 * Silently does nothing where audio is unavailable (tests, blocked autoplay).
 */
export function playChime(volume: number, notes: number[] = [660, 880]): void {
  try {
    const Ctor = (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext) as
      AudioContextCtor | undefined;
    if (!Ctor) return;
    context ??= new Ctor();
    const start = context.currentTime;
    notes.forEach((frequency, index) => {
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      const at = start + index * 0.12;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(volume, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.3);
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.3);
    });
  } catch {
    // Sound is a nicety; never let it break sending a message.
  }
}

/** Spec 01 §9 volumes. */
export const BREAKTHROUGH_VOLUME = 0.5;
export const NEW_MESSAGE_VOLUME = 0.3;

declare module 'mespeak' {
  interface SpeakOptions {
    rawdata?: 'buffer' | 'array' | 'base64' | 'mime' | boolean;
    amplitude?: number;
    pitch?: number;
    speed?: number;
    wordgap?: number;
    variant?: string;
  }
  const meSpeak: {
    loadConfig(config: unknown): void;
    loadVoice(voice: unknown): void;
    isConfigLoaded(): boolean;
    speak(text: string, options?: SpeakOptions): ArrayBuffer | null;
  };
  export = meSpeak;
}

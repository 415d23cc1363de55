import { useHost } from '@agora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VOICE_MAX_BYTES } from '../lib/group-constants';

export interface Recording {
  audioData: string;
  duration: number;
}

const toBase64 = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

/**
 * Voice recording (spec 02 §4): idle → recording (a seconds counter) → stopped → encoded and handed
 * to `onRecorded`. Refused microphone, over 10 MB and recorder failures each say so.
 */
export function useVoiceRecorder(onRecorded: (recording: Recording) => void) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const recorder = useRef<MediaRecorder | null>(null);
  const [seconds, setSeconds] = useState(0);
  const [recording, setRecording] = useState(false);
  const started = useRef(0);

  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [recording]);

  const fail = useCallback(
    (title: string, description: string) =>
      host.toast({ variant: 'destructive', title, description }),
    [host],
  );

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      fail(t('groups.voice.deniedTitle'), t('groups.voice.deniedText'));
      return;
    }
    const chunks: Blob[] = [];
    const next = new MediaRecorder(stream);
    next.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    next.onerror = () => fail(t('groups.voice.errorTitle'), t('groups.voice.errorText'));
    next.onstop = async () => {
      stream.getTracks().forEach((track) => track.stop());
      const blob = new Blob(chunks, { type: next.mimeType || 'audio/webm' });
      if (blob.size > VOICE_MAX_BYTES) {
        fail(t('groups.voice.tooLongTitle'), t('groups.voice.tooLongText'));
        return;
      }
      try {
        const duration = Math.max(1, Math.round((Date.now() - started.current) / 1000));
        onRecorded({ audioData: await toBase64(blob), duration });
      } catch {
        fail(t('groups.voice.errorTitle'), t('groups.voice.processFailed'));
      }
    };
    recorder.current = next;
    started.current = Date.now();
    setSeconds(0);
    setRecording(true);
    next.start();
  }, [fail, onRecorded, t]);

  const stop = useCallback(() => {
    recorder.current?.stop();
    recorder.current = null;
    setRecording(false);
  }, []);

  useEffect(() => () => recorder.current?.stop(), []);
  return { recording, seconds, start, stop };
}

import fs from 'node:fs';
import path from 'node:path';
import { SERVER_SOURCE_DIR } from '../serverSourceDir';
import { wavDurationSeconds } from './wavAudio';

/**
 * Spoken voicemails the repository ships (server/data/seed-media/voicemail), left by the sandbox
 * carrier and the demo seed. The audio is generated from these transcripts with espeak-ng by
 * `node --import tsx server/src/tools/generateVoicemailClips.ts`, so text and sound agree.
 */
export interface VoicemailClip {
  /** The file's name in VOICEMAIL_CLIP_DIR, also the last segment of its sandbox recording URL. */
  fileName: string;
  transcript: string;
  /** What the carrier's caller ID would say (CNAM); null for a private person. */
  callerName: string | null;
  /** espeak-ng voice and words per minute. */
  voice: string;
  speed: number;
}

export const VOICEMAIL_CLIP_DIR = path.resolve(SERVER_SOURCE_DIR, '../data/seed-media/voicemail');

export const VOICEMAIL_CLIPS: readonly VoicemailClip[] = [
  {
    fileName: 'dentist-reminder.wav',
    transcript: 'Hi, this is Dana from Bright Smile Dental, confirming your cleaning tomorrow at ten. Call us back if you need to move it.',
    callerName: 'Bright Smile Dental',
    voice: 'en-us+f3',
    speed: 165,
  },
  {
    fileName: 'running-late.wav',
    transcript: "Hey, it's Sam. I'm running about ten minutes late. Save me a seat.",
    callerName: null,
    voice: 'en-us+m3',
    speed: 160,
  },
  {
    fileName: 'parcel-delivery.wav',
    transcript: 'Hello, your parcel will be delivered today between two and four. No signature is needed.',
    callerName: 'Parcel Delivery',
    voice: 'en-us+m1',
    speed: 155,
  },
  {
    fileName: 'call-mom.wav',
    transcript: "Hi sweetheart, it's Mom. Give me a call when you get a chance. Love you.",
    callerName: null,
    voice: 'en-us+f2',
    speed: 150,
  },
];

/** The clip a sandbox recording URL names, if it is one of ours. */
export function clipNamed(fileName: string): VoicemailClip | undefined {
  return VOICEMAIL_CLIPS.find((clip) => clip.fileName === fileName);
}

/** A clip's bytes, read on demand (a few tens of KB); undefined when the file is missing. */
export function readClipAudio(clip: VoicemailClip): Buffer | undefined {
  try {
    return fs.readFileSync(path.join(VOICEMAIL_CLIP_DIR, clip.fileName));
  } catch {
    return undefined;
  }
}

/** A clip's length in whole seconds, as the carrier would report it (at least 1). */
export function clipDurationSeconds(clip: VoicemailClip): number {
  const audio = readClipAudio(clip);
  return audio ? Math.max(1, Math.round(wavDurationSeconds(audio) ?? 1)) : 1;
}

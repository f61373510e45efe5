import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VOICEMAIL_CLIP_DIR, VOICEMAIL_CLIPS } from '../voicemail/voicemailClips';
import { encodeWav, halveSampleRate, parseWav } from '../voicemail/wavAudio';

/**
 * Regenerates the sandbox's voicemail clips from their transcripts (voicemailClips.ts) with
 * espeak-ng (Debian: `apt-get install espeak-ng`): 22,050 Hz speech halved to 11,025 Hz, 16-bit mono
 * WAV, some 20 KB a second. Run with
 * `node --import tsx server/src/tools/generateVoicemailClips.ts`; commit the files it writes.
 */
function main(): void {
  fs.mkdirSync(VOICEMAIL_CLIP_DIR, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'voicemail-clips-'));
  try {
    for (const clip of VOICEMAIL_CLIPS) {
      const spoken = path.join(scratch, clip.fileName);
      execFileSync('espeak-ng', ['-v', clip.voice, '-s', String(clip.speed), '-w', spoken, clip.transcript]);
      const wav = parseWav(fs.readFileSync(spoken));
      if (!wav || wav.channels !== 1 || wav.bitsPerSample !== 16) throw new Error(`espeak-ng wrote no 16-bit mono WAV for ${clip.fileName}`);
      const samples = new Int16Array(wav.data.buffer.slice(wav.data.byteOffset, wav.data.byteOffset + (wav.data.length & ~1)));
      const file = encodeWav(halveSampleRate(samples), Math.round(wav.sampleRate / 2));
      fs.writeFileSync(path.join(VOICEMAIL_CLIP_DIR, clip.fileName), file);
      console.log(`${clip.fileName}: ${(file.length / 1024).toFixed(0)} KB`);
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main();

/** The parts of a PCM WAV file a voicemail clip needs: its format and its samples. */
export interface PcmWav {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** The data chunk's bytes (little-endian samples). */
  data: Buffer;
}

/** Reads a RIFF/WAVE file with PCM samples; null for anything else. */
export function parseWav(file: Buffer): PcmWav | null {
  if (file.length < 12 || file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') return null;
  let format: Omit<PcmWav, 'data'> | null = null;
  for (let offset = 12; offset + 8 <= file.length; ) {
    const id = file.toString('ascii', offset, offset + 4);
    // espeak-ng writes a streaming header whose sizes may be 0x7fffffff: clamp to the file.
    const size = Math.min(file.readUInt32LE(offset + 4), file.length - offset - 8);
    const body = file.subarray(offset + 8, offset + 8 + size);
    if (id === 'fmt ' && body.length >= 16) {
      if (body.readUInt16LE(0) !== 1) return null;
      format = { channels: body.readUInt16LE(2), sampleRate: body.readUInt32LE(4), bitsPerSample: body.readUInt16LE(14) };
    } else if (id === 'data' && format) {
      return { ...format, data: body };
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** A 16-bit mono PCM WAV file of the samples. */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  const dataBytes = samples.length * 2;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, dataBytes)]);
}

/** How long a PCM WAV file plays, in seconds; null when it is not one. */
export function wavDurationSeconds(file: Buffer): number | null {
  const wav = parseWav(file);
  if (!wav || wav.sampleRate === 0 || wav.channels === 0 || wav.bitsPerSample === 0) return null;
  return wav.data.length / (wav.sampleRate * wav.channels * (wav.bitsPerSample / 8));
}

/**
 * 16-bit mono samples at half the rate: each output sample is a [1, 2, 1] / 4 weighted mean around
 * an even input sample, a low-pass that keeps speech intelligible without aliasing hiss.
 */
export function halveSampleRate(samples: Int16Array): Int16Array {
  const out = new Int16Array(Math.floor(samples.length / 2));
  for (let i = 0; i < out.length; i += 1) {
    const centre = 2 * i;
    const before = samples[Math.max(0, centre - 1)];
    const after = samples[Math.min(samples.length - 1, centre + 1)];
    out[i] = Math.round((before + 2 * samples[centre] + after) / 4);
  }
  return out;
}

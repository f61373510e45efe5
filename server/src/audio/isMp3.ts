/** Layer III bitrates in kbit/s by bitrate index: MPEG-1, then MPEG-2 and 2.5. Index 0 (free) and 15 are refused. */
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
/** Sample rates in Hz by sample-rate index, per version bits (0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1). */
const SAMPLE_RATES: Record<number, number[]> = { 0: [11025, 12000, 8000], 2: [22050, 24000, 16000], 3: [44100, 48000, 32000] };

const ID3_HEADER_BYTES = 10;
/** How far past the ID3 tag the first frame may start (some encoders pad with zeros). */
const MAX_FRAME_SEARCH_BYTES = 64 * 1024;

/**
 * The length in bytes of the MPEG audio Layer III frame whose header starts at `offset`, or null if
 * no valid header is there: 11 sync bits, a real version, layer III, a bitrate and a sample rate
 * that exist, and no reserved emphasis.
 */
export function layer3FrameLength(data: Uint8Array, offset: number): number | null {
  if (offset + 4 > data.length) return null;
  const [b0, b1, b2, b3] = [data[offset], data[offset + 1], data[offset + 2], data[offset + 3]];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrateIndex = b2 >> 4;
  const sampleRateIndex = (b2 >> 2) & 0b11;
  if (version === 1 || layer !== 0b01 || bitrateIndex === 0 || bitrateIndex === 15 || sampleRateIndex === 3 || (b3 & 0b11) === 0b10) {
    return null;
  }
  const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex] * 1000;
  const sampleRate = SAMPLE_RATES[version][sampleRateIndex];
  const padding = (b2 >> 1) & 1;
  return Math.floor(((version === 3 ? 144 : 72) * bitrate) / sampleRate) + padding;
}

/** A frame at `offset` whose successor (if the data goes on that far) is a frame too. */
function isFrameRun(data: Uint8Array, offset: number): boolean {
  const length = layer3FrameLength(data, offset);
  if (length === null) return false;
  const next = offset + length;
  return next + 4 > data.length || layer3FrameLength(data, next) !== null;
}

/** The byte after an ID3v2 tag at the start, or null if the data does not start with a well-formed one. */
function afterId3Tag(data: Uint8Array): number | null {
  if (data.length < ID3_HEADER_BYTES || data[0] !== 0x49 || data[1] !== 0x44 || data[2] !== 0x33) return null;
  const [major, revision, flags] = [data[3], data[4], data[5]];
  if (major < 2 || major > 4 || revision === 0xff) return null;
  const sizeBytes = data.subarray(6, 10);
  // The size is 'syncsafe': seven bits per byte.
  if (sizeBytes.some((byte) => byte >= 0x80)) return null;
  const size = (sizeBytes[0] << 21) | (sizeBytes[1] << 14) | (sizeBytes[2] << 7) | sizeBytes[3];
  const footer = major === 4 && (flags & 0x10) !== 0 ? 10 : 0;
  return ID3_HEADER_BYTES + size + footer;
}

/**
 * True if the bytes are an MP3 file, judged by content only (a name or a declared type proves
 * nothing): either MPEG Layer III frames from the first byte, or a well-formed ID3v2 tag followed,
 * within 64 KB, by such frames. Two consecutive frame headers are required when the data is long
 * enough, so a stray 0xFFE… in another format does not pass.
 */
export function isMp3(data: Uint8Array): boolean {
  if (isFrameRun(data, 0)) return true;
  const start = afterId3Tag(data);
  if (start === null || start >= data.length) return false;
  const end = Math.min(data.length - 4, start + MAX_FRAME_SEARCH_BYTES);
  for (let offset = start; offset <= end; offset += 1) {
    if (data[offset] === 0xff && isFrameRun(data, offset)) return true;
  }
  return false;
}

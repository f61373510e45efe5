import { File as NodeFile } from 'node:buffer';

/**
 * An MP3 for the voicemail-greeting upload. Built with Node's File: jsdom's File is not a Blob
 * that the fetch of Jest's environment understands, and FormData would send it as the text
 * '[object File]'. A browser's File behaves like this one.
 */
export function buildGreetingFile(name = 'greeting.mp3', content = 'ID3-fake-mp3-bytes'): File {
  return new NodeFile([content], name, { type: 'audio/mpeg' }) as unknown as File;
}

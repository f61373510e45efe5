import { imageUrlOf, latestMessage, messagesInOrder, previewOf } from '../../../src/features/chats/chatMessages';
import { buildChat, buildChatMessage } from '../../factories';

describe('imageUrlOf: only JPEG images at http(s) addresses are shown', () => {
  it.each([
    { type: 'image/jpeg', url: 'https://media.example.com/a.jpg', shown: 'https://media.example.com/a.jpg' },
    { type: 'image/jpeg', url: 'http://media.example.com/a.jpg', shown: 'http://media.example.com/a.jpg' },
    { type: 'image/jpeg', url: 'HTTPS://MEDIA.EXAMPLE.COM/A.JPG', shown: 'https://media.example.com/A.JPG' },
    { type: 'image/png', url: 'https://media.example.com/a.png', shown: null },
    { type: 'video/mp4', url: 'https://media.example.com/a.mp4', shown: null },
    { type: null, url: 'https://media.example.com/a.jpg', shown: null },
    { type: 'image/jpeg', url: null, shown: null },
    { type: 'image/jpeg', url: '', shown: null },
    { type: 'image/jpeg', url: 'javascript:alert(1)', shown: null },
    { type: 'image/jpeg', url: ' javascript:alert(1)', shown: null },
    { type: 'image/jpeg', url: 'data:image/jpeg;base64,AAAA', shown: null },
    { type: 'image/jpeg', url: 'file:///etc/passwd', shown: null },
    { type: 'image/jpeg', url: '//media.example.com/a.jpg', shown: null },
    { type: 'image/jpeg', url: '/relative/a.jpg', shown: null },
  ])('$type at $url: $shown', ({ type, url, shown }) => {
    expect(imageUrlOf(buildChatMessage({ media_type: type, media_url: url }))).toBe(shown);
  });
});

describe('conversation order and preview', () => {
  const chat = buildChat({
    messages: [
      buildChatMessage({ message_id: 1, text: 'second', timestamp: '2024-05-02T10:00:00.000Z' }),
      buildChatMessage({ message_id: 2, text: 'third', timestamp: '2024-05-03T10:00:00.000Z' }),
      buildChatMessage({ message_id: 3, text: 'first', timestamp: '2024-05-01T10:00:00.000Z' }),
    ],
  });

  it('reads oldest first, and the latest is the newest', () => {
    expect(messagesInOrder(chat).map((message) => message.text)).toEqual(['first', 'second', 'third']);
    expect(latestMessage(chat)?.text).toBe('third');
    expect(latestMessage(buildChat({ messages: [] }))).toBeNull();
  });

  it.each([
    { text: 'Hello', media_type: null, preview: 'Hello' },
    { text: '', media_type: 'image/jpeg', preview: 'Photo' },
    { text: '   ', media_type: 'image/jpeg', preview: 'Photo' },
    { text: '', media_type: null, preview: '' },
  ])('previews "$text" with $media_type as "$preview"', ({ text, media_type, preview }) => {
    expect(previewOf(buildChatMessage({ text, media_type }))).toBe(preview);
  });

  it('previews an empty conversation as nothing', () => {
    expect(previewOf(null)).toBe('');
  });
});

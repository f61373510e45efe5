import { mediaUrlForClient, ownMediaPath } from '../src/lib/mediaUrls';

describe('media URLs given to clients', () => {
  it.each([
    ['our picture, at the current address', ownMediaPath('sunset.jpg'), 'https://brand.example', 'https://brand.example/api/media/sunset.jpg'],
    ['our picture, PUBLIC_URL with a trailing slash', ownMediaPath('sunset.jpg'), 'http://127.0.0.1:8081/', 'http://127.0.0.1:8081/api/media/sunset.jpg'],
    ["a provider's absolute URL, unchanged", 'https://media.provider.example/x.jpg', 'https://brand.example', 'https://media.provider.example/x.jpg'],
    ['no picture', null, 'https://brand.example', null],
  ])('%s', (_case, stored, publicUrl, expected) => {
    expect(mediaUrlForClient(stored, publicUrl)).toBe(expected);
  });
});

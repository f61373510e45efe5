import { readFileSync } from 'node:fs';
import path from 'node:path';

const publicDir = path.resolve(__dirname, '../../public');

interface ManifestIcon { src: string; sizes: string; type: string; purpose: string }

/** A PNG's width and height from its IHDR header. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the installable app', () => {
  const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown> & { icons: ManifestIcon[] };

  it('is a standalone app for /app/', () => {
    expect(manifest).toMatchObject({ start_url: '/app/', scope: '/app/', display: 'standalone' });
    expect(manifest.name).toEqual(expect.any(String));
    expect(manifest.short_name).toEqual(expect.any(String));
  });

  it('has 192 and 512 px icons and a maskable one, each a PNG of its stated size', () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      expect(icon.src.startsWith('/app/')).toBe(true);
      expect(pngSize(path.join(publicDir, icon.src.slice('/app/'.length)))).toBe(icon.sizes);
    }
  });

  it('is linked from the page', () => {
    expect(readFileSync(path.join(publicDir, 'index.html'), 'utf8')).toContain('<link rel="manifest" href="/app/manifest.webmanifest" />');
  });
});

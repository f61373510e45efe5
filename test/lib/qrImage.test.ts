import QRCode from 'qrcode';
import { qrImageOf } from '../../src/lib/qrImage';
import { darkOnLight } from './qrDarkOnLight';

describe('QR images', () => {
  afterEach(() => document.documentElement.removeAttribute('data-color-scheme'));

  it('are black modules on white with a quiet zone of 4 modules inside the image (scanners need dark on light)', async () => {
    expect(await qrImageOf('LPA:1$smdp.example.com$CODE-42')).toBe(await QRCode.toDataURL('LPA:1$smdp.example.com$CODE-42', darkOnLight));
  });

  it('stay dark on light in the dark scheme', async () => {
    const light = await qrImageOf('https://apps.example/acme-phone');
    document.documentElement.setAttribute('data-color-scheme', 'dark');
    expect(await qrImageOf('https://apps.example/acme-phone')).toBe(light);
  });

  it('a quiet zone of one module (what the page drew before) is another image', async () => {
    expect(await qrImageOf('LPA:1$x')).not.toBe(await QRCode.toDataURL('LPA:1$x', { ...darkOnLight, margin: 1 }));
  });
});

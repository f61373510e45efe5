// Draws the installable app's PNG icons from public/favicon.svg with Chromium:
// 192 and 512 px, and a 512 px maskable one with the logo inside the safe zone (80 %).
// Run: npx tsx scripts/makeAppIcons.ts (needs /usr/bin/chromium). Commit the PNGs it writes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(__dirname, '..');
const logo = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const BACKGROUND = '#1b3a6b';

const icons = [
  { file: 'icon-192.png', size: 192, logoShare: 1 },
  { file: 'icon-512.png', size: 512, logoShare: 1 },
  { file: 'icon-maskable-512.png', size: 512, logoShare: 0.8 },
];

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const logoSize = Math.round(icon.size * icon.logoShare);
      const background = icon.logoShare < 1 ? BACKGROUND : 'transparent';
      await page.setContent(
        `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:flex;align-items:center;justify-content:center;background:${background}">` +
          `<img style="width:${logoSize}px;height:${logoSize}px" src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}"></body>`,
      );
      await page.screenshot({ path: path.join(root, 'public/icons', icon.file), omitBackground: icon.logoShare === 1 });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

void main();

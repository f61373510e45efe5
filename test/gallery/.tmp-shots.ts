import { chromium } from 'playwright-core';
import { startE2eServer, stopE2eServer } from '../e2e/support/e2eServer';
import { chromiumPath } from '../e2e/support/paths';
import { waitForHeading } from '../e2e/support/screens';

const out = '/work/wt/notes/s50/mine-shots';
(async () => {
  const server = await startE2eServer({ seed: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, colorScheme, baseURL: server.origin });
        const page = await context.newPage();
        await page.goto('/app/login');
        await page.getByRole('button', { name: 'Try the demo account' }).click();
        await page.waitForURL(/dashboard/);
        await page.goto('/app/dashboard/chats');
        await waitForHeading(page, 'Chats');
        await page.getByRole('list', { name: 'Conversations' }).waitFor();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${out}/chats-${width}-${colorScheme}.png` });
        await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
        await page.getByRole('region', { name: /Conversation with/ }).waitFor();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${out}/chat-open-${width}-${colorScheme}.png` });
        await page.getByRole('button', { name: /Actions for the conversation/ }).click();
        await page.getByRole('menuitem', { name: 'Delete chat' }).waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${out}/chat-menu-${width}-${colorScheme}.png` });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stopE2eServer(server);
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});

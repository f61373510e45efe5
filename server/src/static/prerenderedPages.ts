import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../../src/contract/appConfig';
import { prerenderMarker } from '../../../src/contract/prerenderMarker';
import { compressForKeeping, MIN_COMPRESSED_BYTES, type Encoding } from './compression';
import { etagOfContent } from './revalidation';
import { renderOnThisThread, type ScreenRenderer } from './screenRenderers';
import { withScriptsAfterPaint } from './scriptsAfterPaint';

/** An index.html with #root filled, ready to send. */
export interface PrerenderedPage {
  html: string;
  etag: string;
  /** Compressed copies, made on first request. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

interface PrerenderedPagesOptions {
  distDir: string;
  appConfig: AppConfig;
  log: { warn(message: string): void; error(object: unknown, message: string): void };
  /** How the bundle renders: on this thread unless told otherwise. */
  renderer?: ScreenRenderer;
}

/** The element index.html leaves empty for the SPA (public/index.html; the build's minifier drops the quotes). */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** Where `npm run build` writes the prerender bundle: beside DIST_DIR, so /app/ never serves it. */
export function prerenderBundleFile(distDir: string): string {
  return path.join(path.dirname(distDir), `${path.basename(distDir)}-prerender`, 'screens.js');
}

/** The key of an /app path's page: its own for a prerendered screen, else the frame of its kind. */
function keyOf(urlPath: string, pages: Map<string, PrerenderedPage>): string {
  const appPath = `/${urlPath}`;
  if (pages.has(appPath)) return appPath;
  return appPath === '/dashboard' || appPath.startsWith('/dashboard/') ? 'frame:dashboard' : 'frame:default';
}

function attribute(name: string, value: string): string {
  return `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/**
 * Paint before JavaScript: index.html with #root already holding the page, rendered by
 * the build's Node bundle with this deployment's configuration (what /app/config.js carries):
 * the sign-in screens whole (the client hydrates them), every other address a frame (header and
 * spinner; the client renders over it). Rendered once per build and process, at the first request
 * (or `warm`), and kept. Without the bundle, or if it fails, the plain index.html is served, and
 * that is logged once per build.
 */
export class PrerenderedPages {
  private built: { stamp: string; pages: Promise<Map<string, PrerenderedPage> | null> } | null = null;

  constructor(private readonly options: PrerenderedPagesOptions) {}

  /** The page for `urlPath` (the path under /app/, '' for /app/ itself), or null: send index.html as built. */
  async pageFor(urlPath: string): Promise<PrerenderedPage | null> {
    const pages = await this.pagesOfCurrentBuild();
    if (!pages) return null;
    return pages.get(keyOf(urlPath, pages)) ?? null;
  }

  /** Renders ahead of the first visitor (the server calls it once it listens). */
  async warm(): Promise<void> {
    await this.pagesOfCurrentBuild();
  }

  /** The compressed page, or null when it is too small to bother. */
  static encoded(page: PrerenderedPage, encoding: Encoding): Promise<Buffer> | null {
    if (Buffer.byteLength(page.html) < MIN_COMPRESSED_BYTES) return null;
    page.encoded[encoding] ??= compressForKeeping(page.html, encoding);
    return page.encoded[encoding];
  }

  private async pagesOfCurrentBuild(): Promise<Map<string, PrerenderedPage> | null> {
    const indexFile = path.join(this.options.distDir, 'index.html');
    const bundleFile = prerenderBundleFile(this.options.distDir);
    const stamps = await Promise.all([indexFile, bundleFile].map((file) => fs.promises.stat(file).then((stat) => `${stat.size}-${stat.mtimeMs}`, () => 'missing')));
    const stamp = stamps.join('/');
    if (this.built?.stamp !== stamp) this.built = { stamp, pages: this.render(indexFile, bundleFile) };
    return this.built.pages;
  }

  private async render(indexFile: string, bundleFile: string): Promise<Map<string, PrerenderedPage> | null> {
    const { appConfig, log } = this.options;
    try {
      if (!fs.existsSync(bundleFile)) {
        log.warn(`No prerender bundle at ${bundleFile}: pages are served without their markup until "npm run build" makes it.`);
        return null;
      }
      const index = await fs.promises.readFile(indexFile, 'utf8');
      if (!EMPTY_ROOT.test(index)) {
        log.warn(`${indexFile} has no empty <div id="root"></div>: pages are served without their markup.`);
        return null;
      }
      const rendered = await (this.options.renderer ?? renderOnThisThread)(bundleFile, appConfig);
      const page = (template: string, rootAttributes: string, markup: string): PrerenderedPage => {
        const html = template.replace(EMPTY_ROOT, () => `<div id="root" ${rootAttributes}>${markup}</div>`);
        return { html, etag: etagOfContent(html), encoded: {} };
      };
      // A screen is whole without the scripts: they start after its first paint. A frame (a
      // spinner) waits for them, so they start as early as the browser likes.
      const screenTemplate = withScriptsAfterPaint(index) ?? index;
      const pages = new Map<string, PrerenderedPage>();
      for (const [appPath, markup] of Object.entries(rendered.screens)) {
        pages.set(appPath, page(screenTemplate, `${attribute(prerenderMarker.pathAttribute, appPath)} ${attribute(prerenderMarker.configAttribute, rendered.configStamp)}`, markup));
      }
      const frame = attribute(prerenderMarker.frameAttribute, '');
      pages.set('frame:default', page(index, frame, rendered.frames.default));
      pages.set('frame:dashboard', page(index, frame, rendered.frames.dashboard));
      return pages;
    } catch (error) {
      log.error(error, 'Prerendering the pages failed: they are served without their markup.');
      return null;
    }
  }
}

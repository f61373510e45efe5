import fs from 'node:fs';
import path from 'node:path';

/**
 * The file of `distDir` a URL path under /app/ names, or null when there is none. Resolved
 * strictly inside distDir: '..', encoded slashes, NUL bytes and dotfiles never reach the disk,
 * and source maps are never served.
 */
export async function findDistFile(distDir: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  // Source maps would publish the original source: production builds make none, and one left in
  // DIST_DIR (a development build, a hand copy) is still never served.
  if (/\.map$/i.test(decoded)) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const filePath = path.join(distDir, ...segments);
  const relative = path.relative(distDir, filePath);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  try {
    const stat = await fs.promises.stat(filePath);
    return stat.isFile() ? filePath : null;
  } catch {
    return null;
  }
}

/** Paths whose last segment has an extension are files; anything else is a route of the SPA. */
export function looksLikeFile(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

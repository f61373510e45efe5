import fs from 'node:fs';
import path from 'node:path';
import * as iconPaths from '../../src/components/icons/iconPaths';

/**
 * One source of icons (docs/architecture.md › Design system): every icon's path is a named export
 * of src/components/icons/iconPaths.ts, drawn by PlainIcon in plain modules and by MuiIcon in MUI
 * ones. @mui/icons-material (a second copy of the same paths, each icon a component of its own) and
 * paths written elsewhere would bring a second source back.
 */
const rootDir = path.resolve(__dirname, '../..');
const iconsDir = 'src/components/icons/';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(rootDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

/** What only the icons folder may do: import Material's icon components, or write an SVG path. */
const secondSource = [
  { what: 'an import of @mui/icons-material: draw the path of iconPaths with MuiIcon', pattern: /from\s+['"]@mui\/icons-material|import\(\s*['"]@mui\/icons-material/ },
  { what: "MUI's createSvgIcon: add the path to iconPaths", pattern: /\bcreateSvgIcon\b/ },
  { what: 'an SVG path of its own (<path>): add it to iconPaths', pattern: /<path\b/ },
  { what: "an icon's path data in a string: add it to iconPaths", pattern: /['"`][Mm]\s?-?[\d.]+[\s,]-?[\d.]+[\s\d.,-]*[A-Za-z][^'"`\n]{10,}['"`]/ },
];

const secondIconSources = (files: Record<string, string>) =>
  Object.entries(files)
    .filter(([file]) => !file.startsWith(iconsDir))
    .flatMap(([file, text]) => secondSource.filter(({ pattern }) => pattern.test(text)).map(({ what }) => `${file}: ${what}`));

describe('one icon source', () => {
  it('no module of src/ draws an icon from anywhere but iconPaths', () => {
    const files = Object.fromEntries(sourceFiles('src').map((file) => [file, fs.readFileSync(path.join(rootDir, file), 'utf8')]));
    expect(secondIconSources(files)).toEqual([]);
  });

  it('iconPaths holds one named path per icon (a bundle keeps only the icons it draws)', () => {
    const entries = Object.entries(iconPaths);
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, value] of entries) expect([name, typeof value === 'string' && /^[Mm]/.test(value)]).toEqual([name, true]);
    // Two names for one drawing would be two sources of it.
    expect(new Set(entries.map(([, value]) => value)).size).toBe(entries.length);
  });

  it.each([
    ['a Material icon component', "import Close from '@mui/icons-material/Close';"],
    ['a lazily loaded one', "const load = () => import('@mui/icons-material/Close');"],
    ['createSvgIcon', "import { createSvgIcon } from '@mui/material/utils';"],
    ['a <path> of its own', 'export const icon = <svg><path d={d} /></svg>;'],
    ['path data in a string', "const tick = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';"],
  ])('%s elsewhere is reported', (_case, code) => {
    expect(secondIconSources({ 'src/features/plan/Probe.tsx': code })).toHaveLength(1);
  });
});

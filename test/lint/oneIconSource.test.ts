import fs from 'node:fs';
import path from 'node:path';
import { rootDir, sourceFilesUnder } from './sourceFiles';

/**
 * One source of icons (docs/architecture.md › Design system): every icon's path is a module of
 * src/components/icons/paths/ (one per icon, so a bundle carries only the icons it draws), drawn by
 * PlainIcon in plain modules and by MuiIcon in MUI ones. @mui/icons-material (a second copy of the
 * same paths, each icon a component of its own) and paths written elsewhere would bring a second
 * source back.
 */
const iconsDir = 'src/components/icons/';
const pathsDir = `${iconsDir}paths`;

/** What only the icons folder may do: import Material's icon components, or write an SVG path. */
const secondSource = [
  { what: 'an import of @mui/icons-material: draw a path of icons/paths with MuiIcon', pattern: /from\s+['"]@mui\/icons-material|import\(\s*['"]@mui\/icons-material/ },
  { what: "MUI's createSvgIcon: add the path to icons/paths", pattern: /\bcreateSvgIcon\b/ },
  { what: 'an SVG path of its own (<path>): add it to icons/paths', pattern: /<path\b/ },
  { what: "an icon's path data in a string: add it to icons/paths", pattern: /['"`][Mm]\s?-?[\d.]+[\s,]-?[\d.]+[\s\d.,-]*[A-Za-z][^'"`\n]{10,}['"`]/ },
];

const secondIconSources = (files: Record<string, string>) =>
  Object.entries(files)
    .filter(([file]) => !file.startsWith(iconsDir))
    .flatMap(([file, text]) => secondSource.filter(({ pattern }) => pattern.test(text)).map(({ what }) => `${file}: ${what}`));

describe('one icon source', () => {
  it('no module of src/ draws an icon from anywhere but icons/paths', () => {
    const files = Object.fromEntries(sourceFilesUnder('src').map((file) => [file, fs.readFileSync(path.join(rootDir, file), 'utf8')]));
    expect(secondIconSources(files)).toEqual([]);
  });

  it('each module of icons/paths holds one path, named after its file (a bundle keeps only the icons it draws)', () => {
    const modules = sourceFilesUnder(pathsDir);
    expect(modules.length).toBeGreaterThan(0);
    const drawings = modules.map((file) => {
      const name = path.basename(file, '.ts');
      const exports = Object.entries(jest.requireActual<Record<string, unknown>>(path.join(rootDir, file)));
      expect([file, exports.map(([exported]) => exported)]).toEqual([file, [`${name}Path`]]);
      expect([file, /^[Mm]/.test(String(exports[0][1]))]).toEqual([file, true]);
      return exports[0][1];
    });
    // Two names for one drawing would be two sources of it.
    expect(new Set(drawings).size).toBe(modules.length);
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

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { themeStylesheet } from '../../src/theme/themeStylesheet';
import { createAppTheme } from '../../src/theme/theme';
import { rootDir, sourceFilesUnder } from './sourceFiles';

/**
 * Which design kit each module of src/ draws with, read from its source (docs/architecture.md › Design system).
 * - MUI: a value import of an MUI package that draws (@mui/material but its `styles`, icons, x-*,
 *   lab), or a static import of a module of src/ that draws with MUI. A lazy `import()` is a boundary:
 *   the part it loads is a component of its own.
 * - plain: an import from src/components/plain (its elements and layout components) or of PlainIcon,
 *   or a class of the prebuilt sheet written in the module (`pn-`, and the features' own: `calls-`,
 *   `chat-`, `billing-`): the sheet itself says which classes are plain, so no name escapes it.
 */
export interface KitUsage {
  /** The module's path from the repository root, with forward slashes. */
  file: string;
  /** Its own MUI imports and the modules of src/ through which it draws MUI. */
  mui: string[];
  /** Its own MUI imports only (the packages' paths). */
  ownMui: string[];
  /** Its plain kit imports and the prebuilt sheet's classes it writes. */
  plain: string[];
}

const sourceExtensions = ['.ts', '.tsx'];
/** MUI packages whose value imports draw MUI components; `@mui/material/styles` is the theme only, `useMediaQuery` a hook. */
const drawsMui = (specifier: string) =>
  /^@mui\/(material|icons-material|x-[\w-]+|lab)(\/|$)/.test(specifier) && !/^@mui\/material\/(styles|useMediaQuery)(\/|$)/.test(specifier);
const plainKitDir = 'src/components/plain/';
/** The plain kit's modules outside its folder: the icon drawn without MUI. */
const plainModules = ['src/components/icons/PlainIcon.tsx'];
const isPlainModule = (file: string) => file.startsWith(plainKitDir) || plainModules.includes(file);
/** A `pn-` class in a string or template, whether or not the sheet has it yet. */
const plainPrefixed = /(?<![\w-])pn-[a-z][\w-]*/g;

/** Every class the prebuilt stylesheet styles (index.html links it; the plain kit's and the features' classes). */
export const prebuiltClasses: ReadonlySet<string> = new Set([...themeStylesheet(createAppTheme()).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));

/**
 * The prebuilt sheet's classes a module writes: every word of its strings and templates that the
 * sheet styles, and a template's part that starts one's modifier (`pn-alert--${severity}`).
 */
function sheetClassesIn(source: ts.SourceFile): string[] {
  const found = new Set<string>();
  const words = (text: string, openEnded: boolean) => {
    const parts = text.split(/\s+/).filter(Boolean);
    parts.forEach((word, index) => {
      if (prebuiltClasses.has(word)) found.add(word);
      else if (openEnded && index === parts.length - 1 && /(--|__)$/.test(word) && [...prebuiltClasses].some((name) => name.startsWith(word))) found.add(`${word}…`);
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) words(node.text, false);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) words(node.text, true);
    else if (ts.isTemplateTail(node)) words(node.text, false);
    node.forEachChild(visit);
  };
  // Import paths are strings too: they are not classes.
  source.statements.filter((statement) => !ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)).forEach(visit);
  return [...found];
}

const relative = (file: string) => path.relative(rootDir, file).split(path.sep).join('/');

function resolveLocal(from: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, ...sourceExtensions.map((ext) => base + ext), ...sourceExtensions.map((ext) => path.join(base, `index${ext}`))].find(
    (candidate) => sourceExtensions.includes(path.extname(candidate)) && exists(candidate),
  );
}

/** Static value imports and re-exports (type-only ones draw nothing). */
function valueImports(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** The kits of every module of src/, plus `extra` modules given as text (path from the root → source). */
export function kitUsageOfSources(extra: Record<string, string> = {}): KitUsage[] {
  const texts = new Map<string, string>(sourceFilesUnder('src').map((file) => [path.join(rootDir, file), fs.readFileSync(path.join(rootDir, file), 'utf8')]));
  for (const [file, text] of Object.entries(extra)) texts.set(path.join(rootDir, file), text);
  const direct = new Map<string, { mui: string[]; plain: string[]; locals: string[] }>();
  for (const [file, text] of texts) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const imports = valueImports(source);
    const locals = imports.flatMap((specifier) => resolveLocal(file, specifier, (candidate) => texts.has(candidate)) ?? []);
    const ownFile = relative(file);
    const plainImports = isPlainModule(ownFile) ? [] : locals.map(relative).filter(isPlainModule);
    direct.set(file, {
      mui: imports.filter(drawsMui),
      plain: [...plainImports, ...new Set([...(text.match(plainPrefixed) ?? []), ...sheetClassesIn(source)])],
      locals,
    });
  }
  // A module draws MUI through every module it imports statically that draws MUI.
  const muiVia = new Map<string, string[]>();
  const visiting = new Set<string>();
  const muiOf = (file: string): string[] => {
    const known = muiVia.get(file);
    if (known) return known;
    if (visiting.has(file)) return [];
    visiting.add(file);
    const own = direct.get(file);
    const found = own ? [...own.mui, ...own.locals.filter((local) => muiOf(local).length > 0).map(relative)] : [];
    visiting.delete(file);
    muiVia.set(file, found);
    return found;
  };
  return [...texts.keys()].map((file) => ({ file: relative(file), mui: muiOf(file), ownMui: direct.get(file)?.mui ?? [], plain: direct.get(file)?.plain ?? [] }));
}

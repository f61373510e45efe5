import ts from 'typescript';
import { sourcesUnder } from './sourceFiles';

/**
 * A part drawn with MUI (`lazyPart(…, { themed: true })`: a menu, a dialog) warms up only once the
 * customer first acts (`whenIdle(…, { afterUserActs: true })`, docs/architecture.md › Loading):
 * warmed while its page starts, it evaluates MUI and makes its theme in the page's first seconds,
 * tasks of 50–130 ms on the simulated phone counted in the page's total blocking time.
 */

const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

const calls = (node: ts.Node, name: string): node is ts.CallExpression => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;

/** `{ …, key: true, … }` */
function saysTrue(options: ts.Expression | undefined, key: string): boolean {
  return Boolean(
    options &&
      ts.isObjectLiteralExpression(options) &&
      options.properties.some((property) => ts.isPropertyAssignment(property) && property.name.getText() === key && property.initializer.kind === ts.SyntaxKind.TrueKeyword),
  );
}

/** The names of the parts declared `lazyPart(load, { themed: true })`. */
function themedParts(sources: Record<string, string>): Set<string> {
  const names = new Set<string>();
  for (const [file, text] of Object.entries(sources)) {
    walk(parse(file, text), (node) => {
      if (ts.isVariableDeclaration(node) && node.initializer && calls(node.initializer, 'lazyPart') && saysTrue(node.initializer.arguments[1], 'themed')) {
        names.add(node.name.getText());
      }
    });
  }
  return names;
}

/** Each `whenIdle` that warms a themed part up without waiting for the customer's first act. */
function themedWarmUpsAtStart(sources: Record<string, string>): string[] {
  const themed = themedParts(sources);
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    walk(parse(file, text), (node) => {
      if (!calls(node, 'whenIdle') || saysTrue(node.arguments[1], 'afterUserActs')) return;
      walk(node.arguments[0], (inner) => {
        if (ts.isPropertyAccessExpression(inner) && inner.name.text === 'preload' && themed.has(inner.expression.getText())) found.push(`${file}: ${inner.expression.getText()}`);
      });
    });
  }
  return found;
}

test('every warm-up of a part drawn with MUI waits for the customer to act', () => {
  const sources = sourcesUnder('src');
  // The rule has something to hold: the app declares themed parts and warms some of them up.
  expect(themedParts(sources).size).toBeGreaterThan(3);
  expect(themedWarmUpsAtStart(sources)).toEqual([]);
});

describe('the check', () => {
  const parts = "export const RowMenu = lazyPart(() => import('./RowMenu'), { themed: true, optional: true });\nexport const Plain = lazyPart(() => import('./Plain'));";

  test('reports a themed part warmed up while the page starts', () => {
    const list = 'useEffect(() => whenIdle(() => void RowMenu.preload().catch(() => undefined)), []);';
    expect(themedWarmUpsAtStart({ 'src/x/parts.ts': parts, 'src/x/List.tsx': list })).toEqual(['src/x/List.tsx: RowMenu']);
  });

  test('lets a themed part warmed up once the customer acts, and a plain part warmed up at start, be', () => {
    const list = [
      'useEffect(() => whenIdle(() => void RowMenu.preload(), { afterUserActs: true }), []);',
      'useEffect(() => whenIdle(() => void Plain.preload()), []);',
    ].join('\n');
    expect(themedWarmUpsAtStart({ 'src/x/parts.ts': parts, 'src/x/List.tsx': list })).toEqual([]);
  });
});

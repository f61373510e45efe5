import path from 'node:path';
import { LegacyESLint } from 'eslint/use-at-your-own-risk';

/** The lint rule that every test runs (.eslintrc.cjs): skipped and focused tests are reported in both test trees. */
const rootDir = path.resolve(__dirname, '../..');
const eslint = new LegacyESLint({ cwd: rootDir });

async function ruleErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(rootDir, file) });
  return result.messages.map((message) => message.ruleId ?? '').filter((rule) => rule.startsWith('no-restricted-'));
}

describe('every test runs', () => {
  // The calls are put together from their names, so that this file holds no skipped test even as text.
  const call = (callee: string, body = ", () => expect(1).toBe(1)") => `${callee}('x'${body});\n`;
  it.each([
    ['a test skipped on a condition', 'server/test/probe.test.ts', `declare const cond: boolean;\n${call(['(cond ? test', 'skip : test)'].join('.'))}`],
    ['a focused test', 'test/probe.test.ts', call(['it', 'only'].join('.'))],
    ['a skipped suite', 'test/probe.test.ts', call(['describe', 'skip'].join('.'), ', () => undefined')],
    ['a test left to do', 'server/test/probe.test.ts', call(['test', 'todo'].join('.'), '')],
    ['an x-prefixed test', 'test/probe.test.ts', call(['x', 'it'].join(''))],
  ])('reports %s', async (_name, file, code) => {
    expect(await ruleErrors(file, code)).not.toHaveLength(0);
  });

  it('lets a plain test be', async () => {
    expect(await ruleErrors('server/test/probe.test.ts', "test('x', () => expect(1).toBe(1));\n")).toEqual([]);
  });
});

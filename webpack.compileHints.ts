import { Compilation, sources, type Compiler } from 'webpack';

/** V8's explicit compile hint for a whole script (Chromium 136 on; other engines read a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Smaller scripts (webpack's runtime, the smallest shared chunks) compile in a fraction of a
 * millisecond: there the hint's 29 bytes would buy nothing, and the login page's scripts have a
 * budget of bytes (test/bench/budgets.ts, loginInteractiveJsKb).
 */
export const MIN_HINTED_BYTES = 10_000;

/**
 * Starts each JavaScript file of the build (of 10 KB or more) with V8's compile hint: the browser then compiles all
 * of the file's functions while it downloads the file, on a background thread, instead of
 * compiling each one on the page's main thread the first time it is called. Nearly all of a
 * page's start-up is code running for the first time (React, Redux Toolkit, the router, MUI's
 * tab strip), so this takes main-thread work out of the tasks that block a phone; the price is
 * background work on functions that never run.
 *
 * What it buys (`npm run bench -- blocking`, main-thread CPU time at 4×, seven loads of each build
 * in turn): the account page's blocking time 165 → 109 ms, the plan page's 126 → 90 ms.
 * Added after minification (which would drop the comment) and before the source maps and the
 * compressed copies, so that both describe the file as served.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            const asset = compilation.getAsset(file);
            if (!file.endsWith('.js') || !asset || asset.source.size() < MIN_HINTED_BYTES) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}

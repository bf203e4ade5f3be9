/**
 * The app's file asks V8 to compile every function in it while the file downloads (issue 31; decision 060).
 *
 * V8 compiles a function lazily: the first call stops the main thread to compile it. The app's file (React, the
 * engine, the app's shell: scripts/firstPaintChunks.ts) runs nearly all its code on a page's first load, so those
 * stops fell in the tasks after the first paint that Lighthouse counts as blocking: evaluating the file, then the
 * first render. A file that begins with V8's explicit compile hint, the comment `//# allFunctionsCalledOnLoad`
 * (Chromium 136 and later; Android's web view is Chromium), is compiled whole on a background thread while it
 * streams in. A browser that does not know the comment reads a comment.
 *
 * Only the app's file: a route's own files hold widgets and screens the page may never draw, and compiling those
 * would cost the phone's memory for nothing.
 */
import type { Plugin, Rolldown } from 'vite';
import { APP_GROUP } from './firstPaintChunks.ts';

/** V8's explicit compile hint: it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

/** The bundle with the hint at the top of the app's file (and of no other); a file that has it keeps one. */
export function addCompileHints(bundle: Bundle): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.name !== APP_GROUP || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
  }
}

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After the minifier, which would take the comment out, and after Vite's own last words at the top of a file
    // (its list of a dynamic import's files, written in its generateBundle).
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as Bundle);
      },
    },
  };
}

/**
 * After the build (scripts/prerender.tsx): the built app file still begins with the hint. A Vite or minifier upgrade
 * that writes after this plugin, or strips the comment, would otherwise drop it without a word.
 */
export function checkCompileHint(files: { name: string; code: string }[]): void {
  const app = files.filter((f) => new RegExp(`^${APP_GROUP}-[\\w-]+\\.js$`).test(f.name));
  if (app.length !== 1) throw new Error(`compile hints: expected one ${APP_GROUP}-….js in the build, found ${app.length}.`);
  if (!app[0].code.startsWith(COMPILE_HINT))
    throw new Error(
      `compile hints: ${app[0].name} does not begin with ${COMPILE_HINT.trim()}: something wrote or minified after scripts/compileHintsPlugin.ts (decision 060). Move the plugin's hook after it.`,
    );
}

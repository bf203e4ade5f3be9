import { testFilesWhere } from './testFilesWhere.ts';

/** A test file's environment as vitest reads it (its detectCodeBlock): the first such comment; none, the project's. */
export function environmentOf(text: string): string | undefined {
  return /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(text)?.[1];
}

/**
 * The test files that run under Node, not jsdom (`// @vitest-environment node`). They share processes of their
 * own (vite.config.ts, the `shared-node` project): vitest hands a worker process the next file only when that
 * file's environment is the worker's, and starts a new process otherwise (decision 064).
 */
export function filesUnderNode(root: string, folders?: string[]): string[] {
  return testFilesWhere(root, (text) => environmentOf(text) === 'node', folders);
}

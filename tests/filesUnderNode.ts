import { testFilesWhere } from './testFilesWhere.ts';

/** The comment that names a file's environment, read as vitest reads it (its detectCodeBlock). */
const ENVIRONMENT = /@(?:vitest|jest)-environment\s+([\w-]+)\b/;

/**
 * The test files that run under Node, not jsdom (`// @vitest-environment node`). They share processes of their
 * own (vite.config.ts, the `shared-node` project): vitest hands a worker process the next file only when that
 * file's environment is the worker's, and starts a new process otherwise (decision 064).
 */
export function filesUnderNode(root: string, folders?: string[]): string[] {
  return testFilesWhere(root, (text) => ENVIRONMENT.exec(text)?.[1] === 'node', folders);
}

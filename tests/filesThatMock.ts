import { testFilesWhere } from './testFilesWhere.ts';

/** A call of vi.mock or vi.doMock as a statement (not the words in a string or a comment). */
const MOCK_CALL = /^\s*vi\.(mock|doMock)\(/m;

/**
 * The test files that replace a module (`vi.mock`). They run each in a process
 * of their own (vite.config.ts): a replacement is registered for the worker,
 * and the next file in a shared process would be handed the stand-in.
 */
export function filesThatMock(root: string, folders?: string[]): string[] {
  return testFilesWhere(root, (text) => MOCK_CALL.test(text), folders);
}

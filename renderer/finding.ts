/**
 * One thing a check found in a document: where (the file and the JSON pointer
 * into it), what is wrong, and how to put it right. Every check of the engine
 * returns these; `npm run check` and the live preview print them.
 */
export interface Finding {
  file: string;
  pointer: string;
  message: string;
  fix: string;
}

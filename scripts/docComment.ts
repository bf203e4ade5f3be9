/** A `/** … *\/` block of these lines, as a generated file opens with one (an empty line stays a bare ` *`). */
export function docComment(lines: string[]): string {
  return ['/**', ...lines.map((line) => (line ? ` * ${line}` : ' *')), ' */'].join('\n');
}

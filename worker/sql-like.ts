/** A LIKE pattern that finds `text` anywhere, its own % _ and \ matched literally (with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

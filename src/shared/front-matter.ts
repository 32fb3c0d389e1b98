/**
 * The one reader of a library file's YAML front matter: `---` lines at the very top, or inside the
 * leading comment the library's HTML files carry (`<!--\n---\n...\n---\n-->`). The catalogue reads
 * the YAML; the Markdown parser, the text viewer and "Search inside documents" read the body.
 */
const FRONT_MATTER = /^(<!--[ \t]*\r?\n?)?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function splitFrontMatter(text: string): { yaml: string | undefined; body: string } {
  const source = text.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(source);
  if (!match) return { yaml: undefined, body: source };
  const rest = source.slice(match[0].length);
  return { yaml: match[2], body: match[1] ? rest.replace(/^\s*-->[ \t]*\r?\n?/, '') : rest };
}

import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter';

describe('splitFrontMatter', () => {
  it('splits the YAML block at the top from the body, keeping later rules', () => {
    expect(splitFrontMatter('---\ntitle: "X"\ntags: [A]\n---\n# Body\n\n---\nend')).toEqual({
      yaml: 'title: "X"\ntags: [A]',
      body: '# Body\n\n---\nend',
    });
    expect(splitFrontMatter('\uFEFF---\r\na: 1\r\n---\r\nText')).toEqual({
      yaml: 'a: 1',
      body: 'Text',
    });
    expect(splitFrontMatter('---\na: 1\n---')).toEqual({ yaml: 'a: 1', body: '' });
  });

  it('reads front matter wrapped in the leading HTML comment of the library HTML files', () => {
    expect(splitFrontMatter('<!--\n---\ntitle: Page\n---\n-->\n<html></html>')).toEqual({
      yaml: 'title: Page',
      body: '<html></html>',
    });
  });

  it('leaves text without front matter as it is (less the byte order mark)', () => {
    expect(splitFrontMatter('# No front matter\n---\n')).toEqual({
      yaml: undefined,
      body: '# No front matter\n---\n',
    });
    expect(splitFrontMatter('\uFEFFText\n---\nx\n---\n')).toEqual({
      yaml: undefined,
      body: 'Text\n---\nx\n---\n',
    });
    expect(splitFrontMatter('<!-- a comment -->\n<p>x</p>')).toEqual({
      yaml: undefined,
      body: '<!-- a comment -->\n<p>x</p>',
    });
  });
});

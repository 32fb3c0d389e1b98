import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  markdownText,
  markdownTreeSchema,
  parseMarkdownTree,
  type MarkdownTree,
} from './markdown-tree';

const valid: MarkdownTree = [
  ['h', 2, ['Calm ', ['em', ['deck']]]],
  [
    'p',
    [
      ['strong', ['a']],
      ['del', ['b']],
      ['code', 'c'],
      ['br'],
      ['a', 'mailto:sales@example.com', ['mail']],
    ],
  ],
  ['ol', 4, [[null, ['four'], [['ul', [[true, ['done'], []]]]]]]],
  ['pre', 'json', '{}'],
  ['quote', [['hr']]],
  ['table', 'l-', [['x'], ['y']], [[['1'], ['2']]]],
];

describe('markdownTreeSchema (what the browser accepts after decrypting)', () => {
  it('accepts every node type', () => {
    expect(z.safeParse(markdownTreeSchema, valid).success).toBe(true);
  });

  it.each([
    ['an empty tree', []],
    ['not an array', { p: 'x' }],
    ['an unknown block', [['div', ['x']]]],
    ['an unknown inline', [['p', [['img', '/a.png']]]]],
    ['a heading level of 7', [['h', 7, ['x']]]],
    ['a heading level of 1.5', [['h', 1.5, ['x']]]],
    ['a paragraph with an extra field', [['p', ['x'], 'extra']]],
    ['a number as text', [['p', [42]]]],
    ['a link outside the link rule', [['p', [['a', '//evil.example', ['x']]]]]],
    ['a javascript: link', [['p', [['a', 'javascript:alert(1)', ['x']]]]]],
    ['a list item without its blocks', [['ul', [[null, ['x']]]]]],
    ['a task state that is not a boolean', [['ul', [['yes', ['x'], []]]]]],
    ['a table alignment letter outside l, c, r and -', [['table', 'x', [['a']], []]]],
    ['a rule with content', [['hr', 'x']]],
  ])('refuses %s', (_, tree) => {
    expect(z.safeParse(markdownTreeSchema, tree).success).toBe(false);
  });

  it('parseMarkdownTree reads JSON and refuses an invalid tree', () => {
    expect(parseMarkdownTree(JSON.stringify(valid))).toEqual(valid);
    expect(() => parseMarkdownTree('[["script","x"]]')).toThrow(
      "The document's parsed Markdown is not valid.",
    );
  });
});

describe('markdownText', () => {
  it('joins the words of every block and cell, code included, with single spaces', () => {
    expect(markdownText(valid)).toBe('Calm deck abc mail four done {} x y 1 2');
  });
});

import { describe, expect, it } from 'vitest';
import { scrubMessage } from '@/shared/client-errors';
import { clientErrorReportSchema } from '@/shared/client-errors-schema';
import { createReporter, describeThrown, routePattern, stackFrames } from './reporter';

const ORIGIN = 'https://msd.example';

function reporter(pathname = '/internal/team') {
  const sent: string[] = [];
  const r = createReporter({
    origin: ORIGIN,
    build: '0.1.0',
    pathname: () => pathname,
    send: (body) => sent.push(body),
  });
  return { r, sent };
}

function errorWithStack(message: string, stack: string): Error {
  const error = new TypeError(message);
  error.stack = stack;
  return error;
}

describe('scrubbing', () => {
  it('replaces emails and long tokens, and cuts URLs at ? and #', () => {
    expect(
      scrubMessage(
        'Failed for Ada.Lovelace+work@analytical.example with session 9f8e7d6c5b4a39281706f5e4 at https://msd.example/admin/welcome?invite=s3cr3t#invite=abc and http://x.test/a#frag',
      ),
    ).toBe(
      'Failed for [email] with session [token] at https://msd.example/admin/welcome and http://x.test/a',
    );
  });

  it('keeps short words, paths and 19-character runs, and caps the length at 300', () => {
    expect(scrubMessage('chunk /assets/team-dashboard-Bx9a.js: abcdefghijklmnopqrs')).toBe(
      'chunk /assets/team-dashboard-Bx9a.js: abcdefghijklmnopqrs',
    );
    expect(scrubMessage('abcdefghijklmnopqrst')).toBe('[token]');
    const long = scrubMessage('word '.repeat(100));
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });

  it('describes what was thrown without the fields of an object', () => {
    expect(describeThrown(new RangeError('bad index 3'))).toBe('RangeError: bad index 3');
    expect(describeThrown('plain ada@analytical.example')).toBe('plain [email]');
    expect(describeThrown({ email: 'ada@analytical.example', typed: 'secret' })).toBe(
      'Non-error value thrown (object)',
    );
    expect(describeThrown(null)).toBe('Non-error value thrown (null)');
    expect(describeThrown(new Error(''))).toBe('Error:');
    expect(describeThrown('   ')).toBe('Error without a message');
  });

  it('keeps only frames of our origin, as path:line:column without query strings, at most 8', () => {
    const stack = [
      'TypeError: x is undefined',
      `    at render (${ORIGIN}/assets/index-1a2b.js?v=3:1:2345)`,
      '    at https://cdn.other.example/lib.js:9:9',
      `    at ${ORIGIN}/assets/team-9f8e.js:12:7`,
      `load@${ORIGIN}/assets/boot-77.js:3:4`,
      '    at <anonymous>',
    ].join('\n');
    expect(stackFrames(stack, ORIGIN)).toEqual([
      '/assets/index-1a2b.js:1:2345',
      '/assets/team-9f8e.js:12:7',
      '/assets/boot-77.js:3:4',
    ]);
    const deep = Array.from(
      { length: 12 },
      (_, i) => `    at ${ORIGIN}/assets/a.js:${i + 1}:1`,
    ).join('\n');
    expect(stackFrames(deep, ORIGIN)).toEqual(
      Array.from({ length: 8 }, (_, i) => `/assets/a.js:${i + 1}:1`),
    );
    expect(stackFrames(undefined, ORIGIN)).toEqual([]);
  });

  it('names a known page by its route and any other path *', () => {
    expect(routePattern('/internal/team/')).toBe('/internal/team');
    expect(routePattern('/admin/audit')).toBe('/admin/audit');
    expect(routePattern('/people/ada@analytical.example')).toBe('*');
  });
});

describe('createReporter', () => {
  it('sends a report the Worker accepts', () => {
    const { r, sent } = reporter();
    const report = r.report(
      'error',
      errorWithStack(
        'x of grace@firm.example',
        `TypeError: x\n    at ${ORIGIN}/assets/index-1a2b.js:1:2`,
      ),
    );
    expect(report).toEqual({
      kind: 'error',
      message: 'TypeError: x of [email]',
      stack: ['/assets/index-1a2b.js:1:2'],
      route: '/internal/team',
      build: '0.1.0',
    });
    expect(sent).toEqual([JSON.stringify(report)]);
    expect(clientErrorReportSchema.safeParse(JSON.parse(sent[0]!)).success).toBe(true);
  });

  it('sends each distinct error once per page load, and at most 5 in all', () => {
    const { r, sent } = reporter();
    expect(r.report('error', new Error('same'))).not.toBeNull();
    expect(r.report('error', new Error('same'))).toBeNull();
    // The same message as a rejection is another report.
    expect(r.report('unhandledrejection', new Error('same'))).not.toBeNull();
    for (let i = 0; i < 10; i += 1) r.report('error', new Error(`distinct ${i}`));
    expect(sent).toHaveLength(5);
    expect(sent.map((body) => (JSON.parse(body) as { message: string }).message)).toEqual([
      'Error: same',
      'Error: same',
      'Error: distinct 0',
      'Error: distinct 1',
      'Error: distinct 2',
    ]);
    expect(r.report('error', new Error('after the cap'))).toBeNull();
  });

  it('goes on when sending throws', () => {
    const r = createReporter({
      origin: ORIGIN,
      build: '0.1.0',
      pathname: () => '/',
      send: () => {
        throw new Error('beacon refused');
      },
    });
    expect(r.report('error', new Error('one'))?.message).toBe('Error: one');
    expect(r.report('error', new Error('two'))?.message).toBe('Error: two');
  });
});

/** What a first render read of what only the browser knows (app/addressReads.ts): the build prerenders a render that read none of it. */
import { describe, expect, it } from 'vitest';
import { addressReads } from '../../../app/addressReads.ts';
import { evaluate } from '../../../renderer/index.ts';
import { buildContext } from '../../../renderer/context.ts';
import type { Expr, ScreenDoc } from '../../../renderer/index.ts';

const doc = { id: 'probe', body: [], rules: { fromQuery: { var: 'query.amount' } } } as unknown as ScreenDoc;

function readsOf(expr: unknown): string[] {
  const watched = addressReads({ path: '/probe', lang: 'en', userAgent: '', today: '' });
  evaluate(expr as Expr, buildContext(doc, { query: watched.query, env: watched.env }), doc);
  return [...watched.reads];
}

describe('addressReads', () => {
  it.each([
    [{ var: 'query.id' }, ['query.id']],
    [{ rule: 'fromQuery' }, ['query.amount']],
    [{ if: [{ var: 'query.type' }, 'a', 'b'] }, ['query.type']],
    [{ var: 'env.userAgent' }, ['env.userAgent']],
    [{ var: 'env.today' }, ['env.today']],
  ])('%j reads %j', (expr, reads) => {
    expect(readsOf(expr)).toEqual(reads);
  });

  it('the route and the language are not the address’s (the route is the page’s, the language is in the hydrate key)', () => {
    expect(readsOf({ cat: [{ var: 'env.path' }, { var: 'env.lang' }, { var: 'constants.x' }, 'text'] })).toEqual([]);
  });

  it('the query listed whole counts as read', () => {
    const watched = addressReads({});
    expect(Object.keys(watched.query)).toEqual([]);
    expect([...watched.reads]).toEqual(['query']);
  });
});

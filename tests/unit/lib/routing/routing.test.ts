import { describe, expect, it } from 'vitest';
import {
  collectionPath,
  keptQueryParams,
  logoutPath,
  showPath,
  stripShowId,
  tileGroupPath,
  withoutAck,
} from '../../../../app/lib/routing/links.ts';
import { tileGroupSegment } from '../../../../common/links.ts';
import { ROUTE_TABLE } from '../../../../app/lib/routing/route-table.ts';
import { pageTitle } from '../../../../app/lib/routing/title.ts';

describe('page title', () => {
  it('is the product name alone without a page title', () => {
    expect(pageTitle()).toBe('Airwave');
    expect(pageTitle('')).toBe('Airwave');
    expect(pageTitle('  ')).toBe('Airwave');
  });
  it('is the product name, a bar and the page title', () => {
    expect(pageTitle('Saved Shows')).toBe('Airwave | Saved Shows');
  });
});

describe('route table', () => {
  it('has the spec titles for its routes', () => {
    const titles = Object.fromEntries(ROUTE_TABLE.map((entry) => [entry.path, entry.title]));
    expect(titles).toMatchObject({
      mytv: 'Home',
      live: 'Guide',
      guide: 'Guide',
      top: 'Top',
      saved: 'Saved Shows',
      'show/:id': 'Show Detail',
      'episode/:id': 'Presentation Detail',
      'presentation/:id': 'Presentation Detail',
      'user/do-not-sell': 'Targeted Advertising Preference',
      'credit/:provider/ineligible': 'Credit Ineligible',
    });
  });
  it('has unique ids and paths', () => {
    expect(new Set(ROUTE_TABLE.map((entry) => entry.id)).size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map((entry) => entry.path)).size).toBe(ROUTE_TABLE.length);
  });
});

describe('links and query parameters', () => {
  it('strips = from show ids and adds filter when given', () => {
    expect(stripShowId('c2hv=dw==')).toBe('c2hvdw');
    expect(showPath('c2hvdw==')).toBe('/player/show/c2hvdw');
    expect(showPath('abc=', 'all')).toBe('/player/show/abc?filter=all');
  });
  it('lowercases and trims a collection filter', () => {
    expect(collectionPath('col1', '  Sports ')).toBe('/player/collection/col1?filter=sports');
    expect(collectionPath('col1', '   ')).toBe('/player/collection/col1');
  });
  it('keeps only categoryId, debug and ack', () => {
    expect(keptQueryParams('?filter=x&debug=1&ack=n1&categoryId=c&foo=bar').toString()).toBe('categoryId=c&debug=1&ack=n1');
    expect(keptQueryParams('').toString()).toBe('');
  });
  it('removes ack after it is used', () => {
    expect(withoutAck('?ack=n1&debug=1')).toBe('?debug=1');
    expect(withoutAck('?ack=n1')).toBe('');
  });
  it('routes a TILE_GROUP link to collection and other types to their lowercased name', () => {
    expect(tileGroupSegment('TILE_GROUP')).toBe('collection');
    expect(tileGroupSegment('CHANNEL')).toBe('channel');
    expect(tileGroupPath('TILE_GROUP', 'g 1')).toBe('/player/collection/g%201');
    expect(tileGroupPath('COLLECTION_GROUP', 'g1')).toBe('/player/collection_group/g1');
  });
  it('logs out to the root, or to the login authenticate path', () => {
    expect(logoutPath(false)).toBe('/logout?target=%2F');
    expect(logoutPath(true)).toBe('/logout?target=%2Flogin%2Fauthenticate');
  });
});

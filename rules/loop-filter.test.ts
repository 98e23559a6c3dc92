import { describe, expect, it } from 'vitest';
import {
  filtersKey,
  filtersSearch,
  parseValue,
  readFilters,
  termKey,
  toggleTerm,
  validJoin,
  withFilter,
  type BarSettings,
  type TaxonomyFilter,
} from './loop-filter.ts';

const W = 'f1584e6';
const single: BarSettings = { taxonomy: 'category', multiple: false, logicalJoin: 'DISABLED' };
const anyOf: BarSettings = { taxonomy: 'category', multiple: true, logicalJoin: 'OR' };
const allOf: BarSettings = { taxonomy: 'post_tag', multiple: true, logicalJoin: 'AND' };
const f = (logicalJoin: TaxonomyFilter['logicalJoin'], ...terms: string[]): TaxonomyFilter => ({ terms, logicalJoin });

describe('reading the URL', () => {
  it('reads each separator as its join, the way the browser hands the query over', () => {
    expect(readFilters('?e-filter-f1584e6-category=hosting', W)).toEqual(new Map([['category', f('DISABLED', 'hosting')]]));
    // '+' reaches the page as a space; %2B as a '+'.
    expect(readFilters('?e-filter-f1584e6-post_tag=wordpress+seo', W).get('post_tag')).toEqual(f('AND', 'wordpress', 'seo'));
    expect(readFilters('?e-filter-f1584e6-post_tag=wordpress%2Bseo', W).get('post_tag')).toEqual(f('AND', 'wordpress', 'seo'));
    expect(readFilters('?e-filter-f1584e6-category=hosting~tiendas-online', W).get('category')).toEqual(
      f('OR', 'hosting', 'tiendas-online'),
    );
    expect(readFilters('?e-filter-f1584e6-category=hosting!tiendas-online', W).get('category')).toEqual(
      f('NOT', 'hosting', 'tiendas-online'),
    );
    expect(readFilters('?e-filter-f1584e6-category=!hosting', W).get('category')).toEqual(f('NOT', 'hosting'));
  });

  it('keeps only this widget’s filters, drops empty ones and repeated terms', () => {
    const filters = readFilters(
      '?e-filter-abcdef1-category=hosting&e-filter-f1584e6-category=&e-filter-f1584e6-post_tag=a~a~b&e-filter-f1584e6-=x&paged=2',
      W,
    );
    expect([...filters]).toEqual([['post_tag', f('OR', 'a', 'b')]]);
  });

  it('reads Spanish and non-Latin slugs in every spelling as one term', () => {
    expect(readFilters('?e-filter-f1584e6-post_tag=ni%C3%B1os', W).get('post_tag')).toEqual(f('DISABLED', 'niños'));
    expect(readFilters('?e-filter-f1584e6-category=%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8', W).get('category')?.terms).toEqual([
      'новости',
    ]);
    // The original puts WordPress's percent-encoded slug into the URL encoded again.
    expect(
      readFilters('?e-filter-f1584e6-category=%25d0%25bd%25d0%25be%25d0%25b2%25d0%25be%25d1%2581%25d1%2582%25d0%25b8', W).get('category')
        ?.terms,
    ).toEqual(['новости']);
    expect(termKey('%d0%bd%d0%be%d0%b2%d0%be%d1%81%d1%82%d0%b8')).toBe('новости');
    expect(termKey('100%-algodon')).toBe('100%-algodon');
    expect(termKey('nin\u0303os')).toBe('niños'); // decomposed ñ
  });

  it('parses a bare value as nothing', () => {
    expect(parseValue('')).toBeNull();
    expect(parseValue(' + ~')).toBeNull();
  });
});

describe('writing the URL', () => {
  it('writes each join with its separator, readable, and drops the page parameters', () => {
    const filters = new Map([
      ['category', f('OR', 'hosting', 'tiendas-online')],
      ['post_tag', f('AND', 'wordpress', 'seo')],
    ]);
    expect(filtersSearch('?utm_source=boletin&paged=3&page=2&e-page-f1584e6=2&e-filter-f1584e6-category=sin-categoria', W, filters)).toBe(
      '?utm_source=boletin&e-filter-f1584e6-category=hosting~tiendas-online&e-filter-f1584e6-post_tag=wordpress+seo',
    );
    expect(filtersSearch('', W, new Map([['category', f('NOT', 'hosting')]]))).toBe('?e-filter-f1584e6-category=!hosting');
    expect(filtersSearch('', W, new Map([['category', f('NOT', 'a', 'b')]]))).toBe('?e-filter-f1584e6-category=a!b');
  });

  it('leaves another loop’s filters and page alone, and gives "" when nothing is left', () => {
    expect(filtersSearch('?e-filter-abcdef1-category=x&e-page-abcdef1=2', W, new Map())).toBe(
      '?e-filter-abcdef1-category=x&e-page-abcdef1=2',
    );
    expect(filtersSearch('?e-filter-f1584e6-category=hosting', W, new Map())).toBe('');
  });

  it('round-trips every join and Spanish and non-Latin slugs', () => {
    for (const filter of [
      f('DISABLED', 'niños'),
      f('AND', 'diseño', 'お知らせ'),
      f('OR', 'новости', 'hosting'),
      f('NOT', 'ñandú'),
      f('NOT', 'a', 'б'),
    ]) {
      const search = filtersSearch('', W, new Map([['category', filter]]));
      expect(readFilters(search, W).get('category'), search).toEqual(filter);
      expect(readFilters(new URL(`http://x/blog/${search}`).search, W).get('category')).toEqual(filter);
    }
  });
});

describe('a click on a term', () => {
  it('single selection: chooses the term, replaces the choice, and a second click drops the filter', () => {
    expect(toggleTerm(undefined, single, 'hosting')).toEqual(f('DISABLED', 'hosting'));
    expect(toggleTerm(f('DISABLED', 'hosting'), single, 'tiendas-online')).toEqual(f('DISABLED', 'tiendas-online'));
    expect(toggleTerm(f('DISABLED', 'hosting'), single, 'hosting')).toBeNull();
  });

  it('"all" removes the filter', () => {
    expect(toggleTerm(f('OR', 'a', 'b'), anyOf, '__all')).toBeNull();
  });

  it('multiple selection joins with the bar’s operator; removing a term keeps the rest, the last one the filter', () => {
    const one = toggleTerm(undefined, anyOf, 'hosting')!;
    const two = toggleTerm(one, anyOf, 'tiendas-online');
    expect(two).toEqual(f('OR', 'hosting', 'tiendas-online'));
    expect(toggleTerm(toggleTerm(undefined, allOf, 'a')!, allOf, 'b')).toEqual(f('AND', 'a', 'b'));
    expect(toggleTerm(f('AND', 'a', 'b', 'c'), allOf, 'b')).toEqual(f('AND', 'a', 'c'));
    expect(toggleTerm(two!, anyOf, 'hosting')).toEqual(f('DISABLED', 'tiendas-online'));
    expect(toggleTerm(f('DISABLED', 'hosting'), anyOf, 'hosting')).toBeNull();
  });

  it('a NOT filter from the URL stays NOT as terms come and go', () => {
    expect(toggleTerm(f('NOT', 'a'), anyOf, 'b')).toEqual(f('NOT', 'a', 'b'));
    expect(toggleTerm(f('NOT', 'a', 'b'), anyOf, 'a')).toEqual(f('NOT', 'b'));
    expect(toggleTerm(f('NOT', 'a'), single, 'b')).toEqual(f('DISABLED', 'b'));
  });

  it('matches a printed, percent-encoded slug against the readable one', () => {
    expect(toggleTerm(f('DISABLED', 'новости'), single, '%d0%bd%d0%be%d0%b2%d0%be%d1%81%d1%82%d0%b8')).toBeNull();
  });
});

describe('helpers', () => {
  it('validJoin: only AND and OR, anything else DISABLED', () => {
    expect(['AND', 'OR', 'and', 'NOT', '', undefined, 1].map(validJoin)).toEqual([
      'AND',
      'OR',
      'DISABLED',
      'DISABLED',
      'DISABLED',
      'DISABLED',
      'DISABLED',
    ]);
  });

  it('withFilter sets or removes one taxonomy; filtersKey ignores their order', () => {
    const a = withFilter(new Map([['post_tag', f('AND', 'x', 'y')]]), 'category', f('DISABLED', 'hosting'));
    const b = withFilter(new Map([['category', f('DISABLED', 'hosting')]]), 'post_tag', f('AND', 'x', 'y'));
    expect(filtersKey(a)).toBe(filtersKey(b));
    expect([...withFilter(a, 'category', null).keys()]).toEqual(['post_tag']);
  });
});

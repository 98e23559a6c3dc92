import { afterEach, describe, expect, it } from 'vitest';
import { addOwnStyle } from './own-style.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('addOwnStyle', () => {
  it('adds the stylesheet once per id', () => {
    const first = addOwnStyle('islands-test-css', 'p{color:red}');
    expect(addOwnStyle('islands-test-css', 'p{color:blue}')).toBe(first);
    expect(document.head.querySelectorAll('style#islands-test-css')).toHaveLength(1);
    expect(first?.textContent).toBe('p{color:red}');
  });

  it('is not kept out by an element page content gave the id (docs/security.md)', () => {
    document.body.innerHTML = '<div id="islands-popup-css"></div>';
    const style = addOwnStyle('islands-popup-css', '.x{top:0}');
    expect(style?.tagName).toBe('STYLE');
    expect(style?.parentElement).toBe(document.head);
  });

  it('adds nothing for no css', () => {
    expect(addOwnStyle('islands-test-css', '')).toBeNull();
    expect(document.head.children).toHaveLength(0);
  });
});

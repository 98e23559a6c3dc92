import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './email.ts';

describe('looksLikeEmail', () => {
  it.each(['ana@example.com', 'a.b+c@correo.example.es', ' ana@example.com ', 'josé@españa.es'])('takes %j', (v) => {
    expect(looksLikeEmail(v)).toBe(true);
  });
  it.each(['', 'ana', 'ana@', '@example.com', 'ana@example', 'ana@@example.com', 'ana lópez@example.com', 'ana@example.'])(
    'refuses %j',
    (v) => {
      expect(looksLikeEmail(v)).toBe(false);
    },
  );
});

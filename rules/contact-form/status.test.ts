// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerStatus, shownStatus, statusOfShown } from './status.ts';

describe('contact form status names', () => {
  it.each([
    ['init', 'init'],
    ['validation_failed', 'invalid'],
    ['acceptance_missing', 'unaccepted'],
    ['mail_sent', 'sent'],
    ['mail_failed', 'failed'],
    ['payment_required', 'payment-required'],
    ['a_b_c', 'custom-a-b-c'],
    ['Algo Nuevo!', 'custom-algo-nuevo'],
    ['constructor', 'custom-constructor'],
  ])('shows %j as %j', (code, shown) => expect(shownStatus(code)).toBe(shown));

  it('reads a shown status back as its code, and an unknown one as init', () => {
    expect(['invalid', 'sent', 'payment-required', 'submitting', 'custom-x', 'constructor'].map(statusOfShown)).toEqual([
      'validation_failed',
      'mail_sent',
      'payment_required',
      'submitting',
      'init',
      'init',
    ]);
  });

  it("turns an answer naming one of the form's own states into a failure, and marks unknown codes", () => {
    expect(['mail_sent', 'spam', 'submitting', 'init', 'algo_nuevo', '__proto__'].map(answerStatus)).toEqual([
      { status: 'mail_sent', known: true },
      { status: 'spam', known: true },
      { status: 'mail_failed', known: false },
      { status: 'mail_failed', known: false },
      { status: 'algo_nuevo', known: false },
      { status: '__proto__', known: false },
    ]);
  });
});

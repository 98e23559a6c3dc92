import { afterEach, describe, expect, it } from 'vitest';
import { showFieldError } from './feedback.ts';

const FIELDS = ['your-name', 'your-email', 'your-subject'];

function page(): HTMLFormElement {
  document.body.innerHTML = `<div class="wpcf7"><div class="screen-reader-response"><p role="status"></p><ul></ul></div>
    <form class="wpcf7-form">${FIELDS.map((f) => `<span class="wpcf7-form-control-wrap" data-name="${f}"><input id="${f}" name="${f}"></span>`).join('')}</form></div>`;
  return document.querySelector('form')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('showFieldError', () => {
  it("keeps the server's order in the screen-reader list when a field is shown again", () => {
    const form = page();
    // The send's answer names all three; the e-mail, checked as focus left it, is shown again after.
    for (const field of FIELDS) showFieldError(form, { field, message: field }, 'u1');
    showFieldError(form, { field: 'your-email', message: 'correo' }, 'u1');
    const items = [...document.querySelectorAll('.screen-reader-response li')].map((li) => [li.id, li.textContent]);
    expect(items).toEqual([
      ['u1-ve-your-name', 'your-name'],
      ['u1-ve-your-email', 'correo'],
      ['u1-ve-your-subject', 'your-subject'],
    ]);
  });
});

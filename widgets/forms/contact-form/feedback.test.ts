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
  it("keeps the screen-reader list in the form's order whichever error comes first", () => {
    const form = page();
    // The e-mail is checked as focus leaves it; the send's answer then names all three.
    showFieldError(form, { field: 'your-email', message: 'correo' }, 'u1');
    for (const field of FIELDS) showFieldError(form, { field, message: field }, 'u1');
    showFieldError(form, { field: 'your-email', message: 'correo' }, 'u1');
    expect([...document.querySelectorAll('.screen-reader-response li')].map((li) => li.id)).toEqual(['u1-ve-your-name', 'u1-ve-your-email', 'u1-ve-your-subject']);
  });
});

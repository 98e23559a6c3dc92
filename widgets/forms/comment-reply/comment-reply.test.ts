import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type Islands } from '../../../runtime/core/mount.ts';
import { widgets } from '../../registry.ts';

// WordPress' threaded comments and comment form, trimmed to what the reply script reads.
const markup = `
<ol class="comment-list">
  <li id="comment-4"><article id="div-comment-4" class="comment-body"><p>¿Qué plan recomendáis?</p>
    <div class="reply"><a class="comment-reply-link" href="/resena/?replytocom=4#respond" data-commentid="4" data-postid="42" data-belowelement="div-comment-4" data-respondelement="respond" data-replyto="Responder a Ana">Responder</a></div></article></li>
</ol>
<div id="respond" class="comment-respond">
  <h2 id="reply-title" class="comment-reply-title">Deja una respuesta <small><a id="cancel-comment-reply-link" href="/resena/#respond" style="display:none;">Cancelar la respuesta</a></small></h2>
  <form action="/wp-comments-post.php" method="post" id="commentform"><textarea id="comment" name="comment" aria-label="Comentario"></textarea>
    <input type="hidden" name="comment_post_ID" value="42" id="comment_post_ID"><input type="hidden" name="comment_parent" id="comment_parent" value="0"></form>
</div>`;

let islands: Islands | undefined;
afterEach(() => {
  islands?.stop();
  document.body.innerHTML = '';
});
async function page() {
  document.body.innerHTML = markup;
  islands = startIslands(widgets.filter((w) => w.name === 'comment-reply'));
  await vi.waitFor(() => expect(document.getElementById('respond')!.getAttribute('data-island')).toBe('mounted'), { timeout: 5000 });
}
const $ = (id: string) => document.getElementById(id)!;

describe('comment-reply', () => {
  it('moves the form below the comment, sets comment_parent, shows cancel and the reply title', async () => {
    await page();
    $('div-comment-4').querySelector<HTMLElement>('.comment-reply-link')!.click();
    expect($('div-comment-4').nextElementSibling).toBe($('respond'));
    expect(($('comment_parent') as HTMLInputElement).value).toBe('4');
    expect($('cancel-comment-reply-link').style.display).toBe('');
    expect($('reply-title').firstChild!.textContent).toBe('Responder a Ana ');
    expect(document.activeElement).toBe($('comment'));
  });

  it('cancel puts the form back with its original title and parent 0, focus on the reply link', async () => {
    await page();
    const link = document.querySelector<HTMLElement>('.comment-reply-link')!;
    link.click();
    $('cancel-comment-reply-link').click();
    expect(document.querySelector('.comment-list')!.nextElementSibling).toBe($('respond'));
    expect(document.getElementById('wp-temp-form-div')).toBeNull();
    expect(($('comment_parent') as HTMLInputElement).value).toBe('0');
    expect($('reply-title').firstChild!.textContent).toBe('Deja una respuesta ');
    expect($('cancel-comment-reply-link').style.display).toBe('none');
    expect(document.activeElement).toBe(link);
  });

  it('unmounting puts a moved form back; afterwards reply links and Ctrl+Enter are left to the browser', async () => {
    await page();
    document.querySelector<HTMLElement>('.comment-reply-link')!.click();
    islands!.stop();
    expect(document.querySelector('.comment-list')!.nextElementSibling).toBe($('respond'));
    expect(($('comment_parent') as HTMLInputElement).value).toBe('0');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.comment-reply-link')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector('.comment-list')!.nextElementSibling).toBe($('respond'));
    const key = new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true });
    $('comment').dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
  });

  it('Ctrl+Enter and Cmd+Enter send the form', async () => {
    await page();
    const sent: string[] = [];
    $('commentform').addEventListener('submit', (e) => {
      e.preventDefault();
      sent.push('submit');
    });
    $('comment').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }));
    $('comment').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', metaKey: true, bubbles: true }));
    $('comment').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(sent).toEqual(['submit', 'submit']);
  });
});

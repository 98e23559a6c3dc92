import { defineEnhancer } from '../../../runtime/core/enhancer.ts';

/**
 * WordPress' threaded-comment reply on its unmodified markup (docs/site.md#comment-reply-form):
 * a reply link moves the form (`#respond`) below the comment it answers,
 * sets comment_parent and shows 'cancel reply'; cancelling puts it back where it was, with the
 * original title. Ctrl+Enter or Cmd+Enter sends. Without JavaScript the same links reload the page
 * with ?replytocom=, which the server renders the same way.
 */
export default defineEnhancer((respond, _props, { signal }) => {
  const form = respond.querySelector<HTMLFormElement>('form');
  const parent = respond.querySelector<HTMLInputElement>('#comment_parent');
  const postId = respond.querySelector<HTMLInputElement>('#comment_post_ID');
  const cancel = respond.querySelector<HTMLAnchorElement>('#cancel-comment-reply-link');
  const title = respond.querySelector<HTMLElement>('#reply-title');
  if (!form || !parent || !cancel || !title) return;
  const titleText = title.firstChild?.nodeType === Node.TEXT_NODE ? (title.firstChild as Text) : null;
  const original = { title: titleText?.data ?? '', parent: parent.value };
  // Marks where the form lives, so cancelling can put it back.
  const home = document.createElement('div');
  home.id = 'wp-temp-form-div';
  home.hidden = true;

  let opener: HTMLElement | null = null;
  const reply = (link: HTMLElement) => {
    const below = document.getElementById(link.dataset.belowelement ?? '');
    if (!below) return false;
    if (!home.isConnected) respond.before(home);
    opener = link;
    below.after(respond);
    parent.value = link.dataset.commentid ?? '0';
    if (postId && link.dataset.postid) postId.value = link.dataset.postid;
    if (titleText && link.dataset.replyto) titleText.data = `${link.dataset.replyto} `;
    cancel.style.display = '';
    respond.querySelector<HTMLElement>('textarea, input:not([type="hidden"])')?.focus();
    return true;
  };
  const back = () => {
    if (home.isConnected) home.replaceWith(respond);
    parent.value = original.parent;
    if (titleText) titleText.data = original.title;
    cancel.style.display = 'none';
  };

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const link = target.closest<HTMLElement>('.comment-reply-link');
      if (link && reply(link)) return event.preventDefault();
      if (target.closest('#cancel-comment-reply-link')) {
        event.preventDefault();
        back();
        if (opener?.isConnected) opener.focus(); // back to the reply link the visitor came from
      }
    },
    { signal },
  );
  form.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        form.requestSubmit();
      }
    },
    { signal },
  );
  return back;
});

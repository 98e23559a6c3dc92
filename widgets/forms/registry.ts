import type { WidgetDef } from '../../runtime/core/types.ts';

// The forms' islands: the comment form, Contact Form 7, Akismet's anti-spam fields.
// What each field says: widgets/registry.ts.
export const formWidgets: readonly WidgetDef[] = [
  {
    name: 'comment-reply',
    hydrate: 'idle',
    selector: 'div#respond.comment-respond',
    standsAsideFor: ['comment-reply'],
    load: () => import('./comment-reply/comment-reply.ts'),
  },
  {
    // Contact Form 7's container; the enhancer finds its form.wpcf7-form (or reports it misplaced).
    name: 'contact-form',
    hydrate: 'load',
    selector: 'div.wpcf7',
    // swv is only the plugin's validation library: alone it does nothing.
    standsAsideFor: ['contact-form-7'],
    load: () => import('./contact-form/contact-form.ts'),
  },
  {
    // Once per page: document-level passive listeners cover every POST form, even later ones.
    name: 'antispam',
    hydrate: 'idle',
    selector: 'html',
    standsAsideFor: ['akismet-frontend'],
    load: () => import('./antispam/antispam.ts'),
  },
];

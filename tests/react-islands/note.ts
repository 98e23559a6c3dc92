import { defineEnhancer } from '../../runtime/core/enhancer.ts';

// An enhancer: a page holding only this island must not fetch React.
export default defineEnhancer((el) => {
  el.setAttribute('data-enhanced', 'yes');
  return () => el.removeAttribute('data-enhanced');
});

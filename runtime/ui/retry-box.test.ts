import { expect, it, vi } from 'vitest';
import { retryBox } from './retry-box.ts';

it('says the text, then offers to try again until the signal aborts', () => {
  const retry = vi.fn();
  const life = new AbortController();
  const box = retryBox('No se ha podido actualizar.', 'islands-x-error', retry, life.signal);
  expect(box.outerHTML).toBe(
    '<div class="woocommerce-error islands-x-error" role="alert">No se ha podido actualizar. <button type="button" class="button">Volver a intentarlo</button></div>',
  );
  box.querySelector('button')!.click();
  expect(retry).toHaveBeenCalledTimes(1);
  life.abort();
  box.querySelector('button')!.click();
  expect(retry).toHaveBeenCalledTimes(1);
});

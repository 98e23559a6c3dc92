// The network clients every widget uses (SPEC §7, §8).
export { NetError, http, request, type RawResponse, type ReadAs, type RequestOptions } from './http.ts';
export { wcAjax, type WcAjaxOptions } from './wcAjax.ts';
export { adminAjax, adminAjaxGet, type AdminAjaxOptions } from './adminAjax.ts';
export { rest, restNonce, restUrl, setRestNonce, type RestOptions } from './rest.ts';

// The network clients every widget uses (docs/network.md, docs/errors.md).
export { NetError, http, request, type RawResponse, type ReadAs, type RequestOptions } from './http.ts';
export { wcAjax, type WcAjaxOptions } from './wcAjax.ts';
export { adminAjaxGet, adminAjaxPost, queryAttachments, type AdminAjaxData, type AdminAjaxOptions } from './adminAjax.ts';
export { rest, restNonce, restUrl, setRestNonce, type RestOptions } from './rest.ts';

// Posted fields as PHP reads them: urlencoded or multipart bodies, absint-style numbers.

/** PHP's absint / wc_stock_amount on a posted value. */
export const toInt = (value: ReturnType<FormData['get']>): number => {
  const n = parseInt(typeof value === 'string' ? value : '', 10);
  return Number.isFinite(n) ? n : 0;
};

/** A body that cannot be read as the form it says it is; the app answers it with 400. */
export class MalformedForm extends Error {
  constructor(cause: unknown) {
    super('[islands:server] The posted form cannot be read', { cause });
  }
}

/**
 * The request body as form fields (urlencoded or multipart); empty for GET or an empty body.
 * Throws MalformedForm for a multipart body without its boundary or cut short.
 */
export async function readForm(req: Request): Promise<FormData> {
  const type = req.headers.get('content-type') ?? '';
  if (req.method === 'GET' || req.method === 'HEAD') return new FormData();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return await req.formData();
    } catch (cause) {
      throw new MalformedForm(cause);
    }
  }
  const body = await req.text();
  const form = new FormData();
  for (const [k, val] of new URLSearchParams(body)) form.append(k, val);
  return form;
}

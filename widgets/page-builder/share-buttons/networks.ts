// The share addresses of Elementor Pro's share buttons (docs/site-extras.md#share-buttons): one
// per configured network, {url}, {title}, {text} and {image} filled in, each value URL-encoded.

export interface ShareData {
  url: string;
  /** Already URL-encoded, as the page builder prints the post's title. */
  title: string;
  text: string;
  image: string;
}

const TEMPLATES: Readonly<Record<string, string>> = {
  facebook: 'https://www.facebook.com/sharer.php?u={url}',
  twitter: 'https://twitter.com/intent/tweet?text={text}%20{url}',
  'x-twitter': 'https://x.com/intent/tweet?text={text}%20{url}',
  threads: 'https://threads.net/intent/post?text={text}%20{url}',
  linkedin: 'https://www.linkedin.com/shareArticle?mini=true&url={url}&title={title}&summary={text}&source={url}',
  pinterest: 'https://www.pinterest.com/pin/create/button/?url={url}&media={image}',
  reddit: 'https://reddit.com/submit?url={url}&title={title}',
  vk: 'https://vkontakte.ru/share.php?url={url}&title={title}&description={text}&image={image}',
  odnoklassniki: 'https://connect.ok.ru/offer?url={url}&title={title}&imageUrl={image}',
  tumblr: 'https://tumblr.com/share/link?url={url}',
  digg: 'https://digg.com/submit?url={url}',
  skype: 'https://web.skype.com/share?url={url}',
  stumbleupon: 'https://www.stumbleupon.com/submit?url={url}',
  mix: 'https://mix.com/add?url={url}',
  telegram: 'https://telegram.me/share/url?url={url}&text={text}',
  pocket: 'https://getpocket.com/edit?url={url}',
  xing: 'https://www.xing.com/spi/shares/new?url={url}',
  whatsapp: 'https://api.whatsapp.com/send?text=*{title}*%0A{text}%0A{url}',
  email: 'mailto:?subject={title}&body={text}%0A{url}',
};

/** Every network the buttons may be configured with (print has no address: it prints the page). */
export const NETWORKS: readonly string[] = [...Object.keys(TEMPLATES), 'print'];

/** The networks whose button may show a share count (display only). */
export const COUNTED: ReadonlySet<string> = new Set([
  'facebook',
  'linkedin',
  'pinterest',
  'reddit',
  'vk',
  'odnoklassniki',
  'stumbleupon',
  'pocket',
  'xing',
]);

/** A title as printed may be URL-encoded already; decode it once so it is not encoded twice. */
function plain(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The network's address for this page, or null for print and for a network nobody knows. */
export function shareLink(network: string, data: ShareData): string | null {
  const template = TEMPLATES[network];
  if (!template) return null;
  // The page builder strips '#' from the title and text (a fragment would cut the address short).
  const values: Record<string, string> = {
    url: data.url,
    title: plain(data.title).replace(/#/g, ''),
    text: data.text.replace(/#/g, ''),
    image: data.image,
  };
  let link = template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  // An e-mail with no subject starts at its body.
  if (network === 'email') link = link.replace('subject=&', '');
  return link;
}

/** The page's address with a foreign `u` parameter dropped (a share link must not share a third site). */
export function pageUrl(href: string): string {
  const url = new URL(href);
  const u = url.searchParams.get('u');
  if (u !== null) {
    let foreign = true;
    try {
      foreign = new URL(u).hostname !== url.hostname;
    } catch {
      foreign = true;
    }
    if (foreign) url.searchParams.delete('u');
  }
  return url.toString();
}

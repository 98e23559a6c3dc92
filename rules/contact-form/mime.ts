// The file extensions a MIME type (or `type/*`) in a file rule's `accept` list allows. WordPress
// maps types to extensions with its own table; this is the same idea for the types a contact
// form realistically accepts. A type missing here accepts nothing by MIME, only by extension.
const TABLE: Record<string, string> = {
  'image/jpeg': 'jpg jpeg jpe',
  'image/gif': 'gif',
  'image/png': 'png',
  'image/bmp': 'bmp',
  'image/tiff': 'tiff tif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/x-icon': 'ico',
  'image/svg+xml': 'svg',
  'video/x-ms-wmv': 'wmv',
  'video/avi': 'avi',
  'video/quicktime': 'mov qt',
  'video/mpeg': 'mpeg mpg mpe',
  'video/mp4': 'mp4 m4v',
  'video/ogg': 'ogv',
  'video/webm': 'webm',
  'video/x-matroska': 'mkv',
  'video/3gpp': '3gp 3gpp',
  'text/plain': 'txt asc c cc h srt',
  'text/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'text/calendar': 'ics',
  'text/richtext': 'rtx',
  'text/css': 'css',
  'text/html': 'htm html',
  'text/vtt': 'vtt',
  'audio/mpeg': 'mp3 m4a m4b',
  'audio/aac': 'aac',
  'audio/x-realaudio': 'ra ram',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg oga',
  'audio/flac': 'flac',
  'audio/midi': 'mid midi',
  'audio/x-ms-wma': 'wma',
  'application/rtf': 'rtf',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/x-gzip': 'gz gzip',
  'application/x-tar': 'tar',
  'application/rar': 'rar',
  'application/x-7z-compressed': '7z',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xla xls xlt xlw',
  'application/vnd.ms-powerpoint': 'pot pps ppt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** The extensions (lower case, no dot) that an accept entry such as `image/*` or `image/png` allows. */
export function extensionsForMime(accept: string): string[] {
  const wanted = accept.trim().toLowerCase();
  const wildcard = wanted.endsWith('/*') ? wanted.slice(0, -1) : null;
  return Object.entries(TABLE)
    .filter(([type]) => (wildcard ? type.startsWith(wildcard) : type === wanted))
    .flatMap(([, exts]) => exts.split(' '));
}

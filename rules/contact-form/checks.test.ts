// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collect, dayOfWeek, isAcceptedFile, isDate, isEmail, isNumber, isTel, isTime, isUrl } from './checks.ts';
import { ruleContext, validate } from './validate.ts';
import type { Rule } from './checks.ts';

function table(name: string, check: (v: string) => boolean, valid: string[], invalid: string[]) {
  describe(name, () => {
    it.each(valid)('accepts %j', (v) => expect(check(v)).toBe(true));
    it.each(invalid)('rejects %j', (v) => expect(check(v)).toBe(false));
  });
}

table(
  'email',
  isEmail,
  [
    'a@b.co',
    'lucia@example.com',
    ' lucia@example.com ',
    "o'brien+tag@mail.example.es",
    'x@xn--espaa-rta.es',
    'A.B-C@Sub.Example.COM',
    'a@b-c.de',
  ],
  [
    'a@b.c',
    '',
    'marta@',
    '@example.com',
    'no-es-un-email',
    'a@@example.com',
    'a@b@example.com',
    'lucía@example.com',
    'ana@españa.es',
    'ana@ejemplo..es',
    'ana@.ejemplo.es',
    'ana@ejemplo.es.',
    'ana@localhost',
    'ana@-ejemplo.es',
    'ana@ejemplo-.es',
    'ana@ejem_plo.es',
    'ana maria@example.com',
    'ana(x)@example.com',
  ],
);

// docs/contact-form.md#url: non-empty and an allowed scheme; what follows the colon is not judged, so a scheme with
// no host ('http://', 'https:///x') passes, as does a bare 'http:'. Empty is never called: every
// format rule passes an empty field before it gets here (see validate below).
table(
  'url',
  isUrl,
  [
    'http://example.com',
    'https://ejemplo.es/ruta?q=1',
    'HTTPS://EXAMPLE.COM',
    'ftp://ftp.example.com',
    'mailto:ana@example.com',
    'tel:+34911234567',
    'telnet://host',
    'urn:isbn:0451450523',
    'webcal://example.com/cal.ics',
    'irc6://host',
    'http://user:clave@example.com:8080/',
    'http://[::1]:8080/',
    'news:comp.lang.php',
    ' https://ejemplo.es ',
    'http://',
    'https://',
    'ftp://',
    'HTTP://',
    'https:///x',
    'http://?q=1',
    'http:',
  ],
  [
    '',
    '   ',
    'example',
    'example.com',
    'www.example.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'file:///etc/passwd',
    'data:text/plain,hola',
    '//example.com',
    'localhost:8080',
    'ana@example.com:80',
    'httpx://example.com',
    '1http://example.com',
    ':http://example.com',
    'http//example.com',
  ],
);

// docs/contact-form.md#tel, exactly: strip ( ) / . * # spaces and -, then an optional leading '+' and digits. No
// length bounds, no extension cut at '#' or '*', no '00' → '+' rewriting.
table(
  'tel',
  isTel,
  [
    '+34 (91) 123-45-67',
    '911234567',
    '+34 600 123 456',
    '600.12.34.56',
    '0034 600 123 456',
    '91/123 45 67',
    '123456',
    '+12345',
    '12345',
    '+1234',
    '1',
    '+1',
    '0034',
    '00 1234',
    '+123456789012345',
    '1234567890123456',
    '12345678901234567890',
    '911 234 567 # 12',
    '911234567*3',
    '#911234567',
    '+0034 600 123 456',
    '(+34) 600',
    '600\u00a0123\u00a0456',
    '600\t123',
  ],
  [
    '',
    '()',
    '- .',
    '+',
    '++34',
    '++34600123456',
    '34+5',
    '34+600123456',
    '+34+600',
    '600-abc',
    '600123456 #ext',
    '600123456 ext. 3',
    'tel:911234567',
    '+34 600 abc',
    '600_123_456',
    '600,123,456',
    '٦٠٠١٢٣٤٥٦',
  ],
);

// docs/contact-form.md#number: an integer or a decimal with an optional sign (+ or -, once) and exponent. A decimal
// without its leading zero ('.5') is one; a point with no digits after it ('1.') is not.
table(
  'number',
  isNumber,
  ['0', '42', '-7', '+5', '+0', '3.14', '.5', '-.5', '+.5', '+3.14', '1e5', '1E+5', '2.5e-3', '-1.5E10', '-1.5E-3', '+1e-5', '007'],
  [
    '',
    '+',
    '-',
    '+-5',
    '-+5',
    '++5',
    '--1',
    '+ 5',
    '1.',
    '+1.',
    '.',
    '1,5',
    'e5',
    '+e5',
    '1e',
    '1e+',
    '1e+-5',
    '1.2.3',
    '13abc',
    'Infinity',
    '+Infinity',
    'NaN',
    '0x1A',
    ' 1 ',
    '5+',
  ],
);

// docs/contact-form.md#date: YYYY-MM-DD with a year of 4 or more digits and a real (proleptic Gregorian) calendar
// day; no upper year bound, and 0000 (ISO 8601's year before 1) is a leap year like any multiple of 400.
table(
  'date',
  isDate,
  [
    '2024-02-29',
    '2000-02-29',
    '2026-05-04',
    '2026-12-31',
    '10000-01-01',
    '0001-01-01',
    '0000-01-01',
    '0000-02-29',
    '32767-12-31',
    '32768-01-01',
    '40000-02-29',
    '99999-12-31',
    '2024000-02-29',
    '123456789012345678902000-02-29',
    '02024-02-29',
  ],
  [
    '2026-02-29',
    '1900-02-29',
    '2100-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '26-05-04',
    '2026-5-4',
    '2026/05/04',
    '04-05-2026',
    '',
    '2026-05-04T10:00',
    '40100-02-29',
    '40001-02-29',
    '123456789012345678902100-02-29',
    '40000-02-30',
    '+2026-05-04',
    '-2026-05-04',
    '202-05-04',
  ],
);

table(
  'time',
  isTime,
  ['00:00', '23:59', '09:05', '12:30:59', '00:00:00'],
  ['24:00', '23:60', '12:30:60', '9:05', '09:5', '12:30:5', '', '12-30', '12:30:00.5'],
);

describe('dayOfWeek', () => {
  it('gives ISO weekdays whatever the time zone (2026-07-27 is a Monday, 2026-05-03 a Sunday)', () => {
    expect(dayOfWeek('2026-07-27')).toBe(1);
    expect(dayOfWeek('2026-05-03')).toBe(7);
    expect(dayOfWeek('2024-02-29')).toBe(4);
  });
  it('gives the weekday of years past what Date can hold, through the 400-year cycle', () => {
    // 2000-01-01 was a Saturday; 40000 and 300000 are 2000 plus whole 400-year cycles.
    expect(dayOfWeek('40000-01-01')).toBe(6);
    expect(dayOfWeek('300000-01-01')).toBe(6);
    expect(dayOfWeek('300000-02-29')).toBe(dayOfWeek('2000-02-29'));
    expect(dayOfWeek('0000-01-01')).toBe(6);
  });
});

describe('file types (docs/contact-form.md#file: the extension or MIME type is in the accepted list)', () => {
  const named = (name: string, type = '') => ({ name, type });
  it('accepts by extension, case-insensitively, and by the extensions of a MIME type or wildcard', () => {
    expect(isAcceptedFile(named('foto.png'), ['.jpg', '.png', '.pdf'])).toBe(true);
    expect(isAcceptedFile(named('FOTO.PNG'), ['.jpg', '.png'])).toBe(true);
    expect(isAcceptedFile(named('scan.jpeg'), ['image/jpeg'])).toBe(true);
    expect(isAcceptedFile(named('clip.webm'), ['video/*'])).toBe(true);
  });
  it("accepts by the file's own type: exact, any case, with parameters, or within a type/* family", () => {
    expect(isAcceptedFile(named('foto', 'image/png'), ['image/png'])).toBe(true);
    expect(isAcceptedFile(named('foto', 'image/png'), ['.pdf', 'IMAGE/PNG'])).toBe(true);
    expect(isAcceptedFile(named('foto', 'Image/PNG'), ['image/png'])).toBe(true);
    expect(isAcceptedFile(named('notas', 'text/plain; charset=utf-8'), ['text/plain'])).toBe(true);
    expect(isAcceptedFile(named('foto', 'image/png'), ['image/*'])).toBe(true);
    // A type the extension table does not know still matches by type.
    expect(isAcceptedFile(named('captura.jxl', 'image/jxl'), ['image/*'])).toBe(true);
    expect(isAcceptedFile(named('captura.jxl', 'image/jxl'), ['image/jxl'])).toBe(true);
  });
  it('rejects other extensions and types, double extensions ending wrong, and a name without one and no type', () => {
    expect(isAcceptedFile(named('virus.exe'), ['.jpg', '.png', '.pdf'])).toBe(false);
    expect(isAcceptedFile(named('foto.png.exe'), ['.png'])).toBe(false);
    expect(isAcceptedFile(named('png'), ['.png'])).toBe(false);
    expect(isAcceptedFile(named('doc.pdf'), ['image/*'])).toBe(false);
    expect(isAcceptedFile(named('foto'), ['image/png', 'image/*'])).toBe(false);
    expect(isAcceptedFile(named('doc', 'application/pdf'), ['image/*', 'image/png'])).toBe(false);
    expect(isAcceptedFile(named('foto', 'image/pngx'), ['image/png'])).toBe(false);
    expect(isAcceptedFile(named('foto', 'imagex/png'), ['image/*'])).toBe(false);
    // A '.ext' entry is an extension only: the type does not stand in for it.
    expect(isAcceptedFile(named('foto', 'image/png'), ['.png'])).toBe(false);
    expect(isAcceptedFile(named('foto', 'image/png'), ['png'])).toBe(false);
  });
  it("judges Node's File (what the fixture backend's req.formData() gives) by its name and type", () => {
    expect(isAcceptedFile(new File([new Uint8Array([0x89, 0x50])], 'foto', { type: 'image/png' }), ['image/png'])).toBe(true);
    expect(isAcceptedFile(new File(['MZ'], 'foto', { type: 'application/octet-stream' }), ['image/png'])).toBe(false);
  });
});

const file = (name: string, size: number, type = '') => ({ name, size, type });
const one = (rule: Rule, entries: [string, unknown][]) => validate({ rules: [rule] }, collect(entries)).get('f') ?? null;
const r = (rule: string, extra: Partial<Rule> = {}): Rule => ({ rule, field: 'f', error: 'mal', ...extra });

describe('validate: each rule over collected values', () => {
  it('required wants one non-blank value; whitespace and U+FEFF are blank', () => {
    expect(one(r('required'), [])).toBe('mal');
    expect(one(r('required'), [['f', '  \n\t\uFEFF ']])).toBe('mal');
    expect(one(r('required'), [['f', 'x']])).toBeNull();
    expect(
      one(r('required'), [
        ['f[]', ''],
        ['f[]', 'Podcast'],
      ]),
    ).toBeNull();
  });

  it('requiredfile wants an upload; an empty file input is none', () => {
    expect(one(r('requiredfile'), [['f', file('', 0)]])).toBe('mal');
    expect(one(r('requiredfile'), [['f', file('a.png', 10)]])).toBeNull();
  });

  it('format rules pass an empty field and check every value', () => {
    for (const rule of ['email', 'url', 'tel', 'number', 'date', 'time']) expect(one(r(rule), [['f', '']])).toBeNull();
    expect(
      one(r('email'), [
        ['f[]', 'a@b.co'],
        ['f[]', 'a@b.c'],
      ]),
    ).toBe('mal');
  });

  it('minlength is skipped when empty; lengths are totals in UTF-16 units; CRLF is one', () => {
    expect(one(r('minlength', { threshold: 10 }), [['f', '']])).toBeNull();
    expect(one(r('minlength', { threshold: 10 }), [['f', 'corto']])).toBe('mal');
    expect(
      one(r('minlength', { threshold: 10 }), [
        ['f[]', 'cinco'],
        ['f[]', 'cinco'],
      ]),
    ).toBeNull();
    expect(one(r('maxlength', { threshold: 3 }), [['f', 'a😀']])).toBeNull();
    expect(one(r('maxlength', { threshold: 2 }), [['f', 'a😀']])).toBe('mal');
    expect(one(r('maxlength', { threshold: 3 }), [['f', 'a\r\nb']])).toBeNull();
  });

  it('min/max items count non-blank values; minitems fails with none; a non-numeric threshold skips', () => {
    expect(
      one(r('maxitems', { threshold: 1 }), [
        ['f[]', 'a'],
        ['f[]', 'b'],
      ]),
    ).toBe('mal');
    expect(
      one(r('maxitems', { threshold: 1 }), [
        ['f[]', 'a'],
        ['f[]', ' '],
      ]),
    ).toBeNull();
    expect(one(r('minitems', { threshold: 1 }), [])).toBe('mal');
    expect(one(r('minitems', { threshold: 'x' }), [])).toBeNull();
  });

  it('min/max number compare numbers only (string thresholds too), with exponents', () => {
    expect(one(r('maxnumber', { threshold: '10' }), [['f', '25']])).toBe('mal');
    expect(one(r('maxnumber', { threshold: '10' }), [['f', '1e1']])).toBeNull();
    expect(one(r('maxnumber', { threshold: '10' }), [['f', '1.1e1']])).toBe('mal');
    expect(one(r('minnumber', { threshold: 1 }), [['f', '-2']])).toBe('mal');
    expect(one(r('maxnumber', { threshold: 10 }), [['f', '13abc']])).toBeNull();
  });

  it('min/max date compare YYYY-MM-DD strings', () => {
    expect(one(r('mindate', { threshold: '2020-01-01' }), [['f', '2019-12-31']])).toBe('mal');
    expect(one(r('maxdate', { threshold: '2030-12-31' }), [['f', '2030-12-31']])).toBeNull();
    expect(one(r('maxdate', { threshold: '2030-12-31' }), [['f', '10000-01-01']])).toBe('mal');
    expect(one(r('maxdate', { threshold: 'mañana' }), [['f', '2099-01-01']])).toBeNull();
  });

  it('min/max date read a year written with leading zeros as its value, and years past 32767', () => {
    expect(one(r('maxdate', { threshold: '2030-12-31' }), [['f', '02030-01-01']])).toBeNull();
    expect(one(r('maxdate', { threshold: '2030-12-31' }), [['f', '02031-01-01']])).toBe('mal');
    expect(one(r('mindate', { threshold: '02020-01-01' }), [['f', '2019-12-31']])).toBe('mal');
    expect(one(r('mindate', { threshold: '02020-01-01' }), [['f', '2020-01-01']])).toBeNull();
    expect(one(r('maxdate', { threshold: '40000-02-29' }), [['f', '40000-03-01']])).toBe('mal');
    expect(one(r('mindate', { threshold: '32767-12-31' }), [['f', '40000-02-29']])).toBeNull();
  });

  it('file sizes are totals; minfilesize passes with no upload', () => {
    expect(one(r('maxfilesize', { threshold: 1048576 }), [['f', file('a.png', 1_153_434)]])).toBe('mal');
    expect(
      one(r('maxfilesize', { threshold: 100 }), [
        ['f[]', file('a.png', 60)],
        ['f[]', file('b.png', 60)],
      ]),
    ).toBe('mal');
    expect(one(r('minfilesize', { threshold: 100 }), [])).toBeNull();
    expect(one(r('minfilesize', { threshold: 100 }), [['f', file('a.png', 99)]])).toBe('mal');
  });

  it('file and enum and dayofweek check against accept', () => {
    expect(one(r('file', { accept: ['.jpg', '.png', '.pdf'] }), [['f', file('virus.exe', 7)]])).toBe('mal');
    expect(one(r('file', { accept: ['image/png'] }), [['f', file('foto', 7, 'image/png')]])).toBeNull();
    expect(
      one(r('file', { accept: ['image/*'] }), [
        ['f[]', file('foto', 7, 'image/png')],
        ['f[]', file('scan', 7, 'image/webp')],
      ]),
    ).toBeNull();
    expect(
      one(r('file', { accept: ['image/*'] }), [
        ['f[]', file('foto', 7, 'image/png')],
        ['f[]', file('doc', 7, 'application/pdf')],
      ]),
    ).toBe('mal');
    expect(one(r('enum', { accept: ['Pedido', 'Devolución'] }), [['f', 'Devolución']])).toBeNull();
    expect(one(r('enum', { accept: ['Pedido'] }), [['f', 'pedido']])).toBe('mal');
    expect(one(r('enum', { accept: ['a\r\nb'] }), [['f', 'a\r\nb']])).toBeNull();
    expect(one(r('dayofweek', { accept: ['1', '2', '3', '4', '5'] }), [['f', '2026-07-27']])).toBeNull();
    expect(one(r('dayofweek', { accept: [1, 2, 3, 4, 5] as unknown as string[] }), [['f', '2026-05-03']])).toBe('mal');
    expect(one(r('dayofweek', { accept: ['1'] }), [['f', 'Monday']])).toBeNull();
  });

  it('stepnumber checks (value − base) against the interval, to 6 decimals', () => {
    expect(one(r('stepnumber', { base: 0, interval: 0.1 }), [['f', '0.3']])).toBeNull();
    expect(one(r('stepnumber', { base: 1, interval: 2 }), [['f', '4']])).toBe('mal');
    expect(one(r('stepnumber', { base: 1, interval: 0 }), [['f', '4']])).toBeNull();
  });

  it('every bound passes on its boundary and fails one step past it', () => {
    expect(
      one(r('minitems', { threshold: 2 }), [
        ['f[]', 'a'],
        ['f[]', 'b'],
      ]),
    ).toBeNull();
    expect(
      one(r('minitems', { threshold: 2 }), [
        ['f[]', 'a'],
        ['f[]', ''],
      ]),
    ).toBe('mal');
    expect(one(r('minnumber', { threshold: '1' }), [['f', '1']])).toBeNull();
    expect(one(r('minnumber', { threshold: '1' }), [['f', '0.999']])).toBe('mal');
    expect(one(r('maxnumber', { threshold: 10 }), [['f', '10']])).toBeNull();
    expect(one(r('mindate', { threshold: '2020-01-01' }), [['f', '2020-01-01']])).toBeNull();
    expect(one(r('maxdate', { threshold: '2030-12-31' }), [['f', '2031-01-01']])).toBe('mal');
    expect(one(r('minlength', { threshold: 5 }), [['f', 'cinco']])).toBeNull();
    expect(one(r('maxlength', { threshold: 5 }), [['f', 'cinco']])).toBeNull();
    expect(one(r('maxlength', { threshold: 5 }), [['f', 'cincos']])).toBe('mal');
    expect(one(r('maxfilesize', { threshold: 1048576 }), [['f', file('a.pdf', 1_048_576)]])).toBeNull();
    expect(one(r('maxfilesize', { threshold: 1048576 }), [['f', file('a.pdf', 1_048_577)]])).toBe('mal');
    expect(one(r('minfilesize', { threshold: 100 }), [['f', file('a.png', 100)]])).toBeNull();
    expect(
      one(r('file', { accept: ['.jpg', '.png', '.pdf'] }), [
        ['f[]', file('a.PDF', 1)],
        ['f[]', file('b.jpg', 1)],
      ]),
    ).toBeNull();
    expect(
      one(r('file', { accept: ['.jpg', '.png', '.pdf'] }), [
        ['f[]', file('a.pdf', 1)],
        ['f[]', file('b.gif', 1)],
      ]),
    ).toBe('mal');
  });

  it('format rules judge through validate as the single-value checks do', () => {
    const cases: [string, string, boolean][] = [
      ['email', 'a@b.co', true],
      ['email', 'a@b.c', false],
      ['url', 'https://ejemplo.es', true],
      ['url', 'ejemplo.es', false],
      ['url', 'http://', true],
      ['url', 'javascript:alert(1)', false],
      ['tel', '+34 (91) 123-45-67', true],
      ['tel', '12345', true],
      ['tel', '600123456 #ext', false],
      ['tel', '34+5', false],
      ['number', '-1.5e3', true],
      ['number', '+5', true],
      ['number', '+-5', false],
      ['number', '1e', false],
      ['date', '2024-02-29', true],
      ['date', '40000-02-29', true],
      ['date', '2026-02-29', false],
      ['time', '23:59:59', true],
      ['time', '24:00', false],
    ];
    for (const [rule, value, ok] of cases) expect(one(r(rule), [['f', value]]), `${rule} ${value}`).toBe(ok ? null : 'mal');
  });

  it('all stops at the first failing child; any passes when one child does', () => {
    const all = r('all', { rules: [r('required', { error: 'vacío' }), r('email', { error: '' })] });
    expect(one(all, [])).toBe('vacío');
    expect(one(all, [['f', 'a@b.c']])).toBe('mal');
    const any = r('any', { rules: [r('email'), r('tel')] });
    expect(one(any, [['f', '+34 (91) 123-45-67']])).toBeNull();
    expect(one(any, [['f', 'ni-uno']])).toBe('mal');
  });

  it('skips rule names it does not know', () => {
    expect(one(r('matches', { error: 'x' }), [['f', 'y']])).toBeNull();
  });

  it('keeps the first error of each field, in schema order, and splits text and file rules', () => {
    const schema = {
      rules: [
        r('date', { field: 'd', error: 'fecha' }),
        r('required', { field: 'n', error: 'vacío' }),
        r('maxlength', { field: 'n', threshold: 1, error: 'larga' }),
        r('file', { field: 'a', accept: ['.png'], error: 'tipo' }),
      ],
    };
    const values = collect([
      ['d', '2026-02-30'],
      ['n', ''],
      ['a', file('x.exe', 1)],
    ]);
    expect([...validate(schema, values)]).toEqual([
      ['d', 'fecha'],
      ['n', 'vacío'],
      ['a', 'tipo'],
    ]);
    expect([...validate(schema, values, 'text').keys()]).toEqual(['d', 'n']);
    expect([...validate(schema, values, 'file').keys()]).toEqual(['a']);
    expect(ruleContext(r('all', { rules: [r('file'), r('maxfilesize')] }))).toBe('file');
  });
});

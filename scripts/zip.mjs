// A minimal zip writer (deflate, no zip64): enough for the WordPress plugin package, so the
// build needs no zip binary. Entries carry the build's date: an unzip keeps it as the files'
// modification time, and PHP's opcache only notices a changed file by that time.
import { crc32, deflateRawSync } from 'node:zlib';

/**
 * @param {{ name: string, data?: Buffer }[]} entries  posix paths; a name ending in "/" is a folder
 * @param {Date} [date]  the entries' modification time (local time, 2-second precision)
 * @returns {Buffer}
 */
export function zip(entries, date = new Date()) {
  const DOS_DATE = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  const DOS_TIME = (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1);
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data = Buffer.alloc(0) } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const folder = name.endsWith('/');
    const packed = folder ? data : deflateRawSync(data, { level: 9 });
    const method = folder ? 0 : 8;
    const crc = folder ? 0 : crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: unix
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    // Unix mode in the high half: rwxr-xr-x folders, rw-r--r-- files.
    central.writeUInt32LE(((folder ? 0o40755 : 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);

    offset += local.length + nameBytes.length + packed.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Test images for the upload checks (issue #23 item 7), made on the spot: no binary fixtures.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG declaring `side`×`side` pixels (1-bit grey, all zero), a few
 * tens of KB on disk, `side`² pixels once decoded (20000² = 400 million).
 */
export function bombPng(side = 20000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Math.ceil(side / 8) + 1; // filter byte + packed pixels
  const raw = Buffer.alloc(row * side); // all zeros: filter 0, black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A photo-like JPEG carrying EXIF with a GPS position (Sydney), as a phone would write it. */
export function gpsJpeg(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", Copyright: "Client photo" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "33/1 52/1 4/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "151/1 12/1 26/1",
      },
    })
    .toBuffer();
}

/** Whether an EXIF block names a GPS IFD (tag 0x8825, either byte order). */
export function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

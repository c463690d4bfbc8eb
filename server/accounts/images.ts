import { createHash } from "node:crypto";
import { parseFormData, type FileUpload } from "@mjackson/form-data-parser";
import sharp from "sharp";
import { ACCOUNT_MESSAGES, MAX_IMAGE_BYTES } from "./messages";

export type ImageMime = "image/png" | "image/jpeg";
export type StoredImage = { bytes: Buffer; mime: ImageMime; sha256: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type from the file's first bytes (never its name or the browser's claim). */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (bytes.length >= 8 && PNG.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

/** Uploads larger than this on either side are refused before they are decoded (issue #23 item 7). */
export const MAX_IMAGE_SIDE = 4000;
/** What is stored: the longest side at most this (avatars show at 96 px, logos at 64 px high). */
export const STORED_IMAGE_SIDE = 1024;

// One image at a time, no cache: a burst of uploads cannot pile up decoded pixels.
sharp.cache(false);
sharp.concurrency(1);

const DECODE = { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: "error" } as const;

/**
 * An upload made safe to store and to print: type from the magic bytes, dimensions from the header
 * (a PNG declaring 20000×20000 is refused before a single pixel is decoded), then decoded and
 * re-encoded, turned upright by its EXIF orientation, at most STORED_IMAGE_SIDE on its longest
 * side, with every piece of metadata (EXIF, GPS, XMP, comments) left behind. What is stored is the
 * re-encoded image, never the upload.
 */
export async function checkImage(
  bytes: Uint8Array,
): Promise<{ ok: true; image: StoredImage } | { ok: false; error: string }> {
  if (bytes.length >= MAX_IMAGE_BYTES) return { ok: false, error: ACCOUNT_MESSAGES.imageSize };
  const mime = sniffImage(bytes);
  if (!mime) return { ok: false, error: ACCOUNT_MESSAGES.imageType };
  let buffer: Buffer;
  try {
    // The header only (no pixels decoded), so its size can be refused with its own message.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return { ok: false, error: ACCOUNT_MESSAGES.imageType };
    if (meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE)
      return { ok: false, error: ACCOUNT_MESSAGES.imageDimensions };
    const resized = sharp(bytes, DECODE)
      .rotate()
      .resize(STORED_IMAGE_SIDE, STORED_IMAGE_SIDE, { fit: "inside", withoutEnlargement: true });
    buffer = await (
      mime === "image/png"
        ? resized.png({ compressionLevel: 9 })
        : resized.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
  } catch {
    // Not decodable (truncated, corrupt, a polyglot that is not really the image it claims).
    return { ok: false, error: ACCOUNT_MESSAGES.imageType };
  }
  return {
    ok: true,
    image: { bytes: buffer, mime, sha256: createHash("sha256").update(buffer).digest("hex") },
  };
}

export type UploadResult =
  { ok: true; image: StoredImage; fields: FormData } | { ok: false; error: string; fields: FormData | null };

/**
 * Reads a multipart form with one image field, streamed: each part is capped just under 2 MB (the
 * parser stops reading past it), at most one file, so nothing unbounded is ever buffered.
 */
export async function readImageUpload(request: Request, field: string): Promise<UploadResult> {
  let image: Uint8Array | null = null;
  let fields: FormData;
  try {
    fields = await parseFormData(
      request,
      { maxFiles: 1, maxFileSize: MAX_IMAGE_BYTES - 1, maxHeaderSize: 8 * 1024 },
      async (upload: FileUpload) => {
        if (upload.fieldName !== field) return null;
        image = new Uint8Array(await upload.arrayBuffer());
        return null;
      },
    );
  } catch (error) {
    const name = (error as Error | null)?.name ?? "";
    const message = (error as Error | null)?.message ?? "";
    if (name === "MaxFileSizeExceededError" || /file size/i.test(message))
      return { ok: false, error: ACCOUNT_MESSAGES.imageSize, fields: null };
    return { ok: false, error: ACCOUNT_MESSAGES.imageType, fields: null };
  }
  if (!image) return { ok: false, error: ACCOUNT_MESSAGES.imageType, fields };
  const checked = await checkImage(image);
  return checked.ok
    ? { ok: true, image: checked.image, fields }
    : { ok: false, error: checked.error, fields };
}

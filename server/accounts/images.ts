import { createHash } from "node:crypto";
import { parseFormData, type FileUpload } from "@mjackson/form-data-parser";
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

export function checkImage(
  bytes: Uint8Array,
): { ok: true; image: StoredImage } | { ok: false; error: string } {
  if (bytes.length >= MAX_IMAGE_BYTES) return { ok: false, error: ACCOUNT_MESSAGES.imageSize };
  const mime = sniffImage(bytes);
  if (!mime) return { ok: false, error: ACCOUNT_MESSAGES.imageType };
  const buffer = Buffer.from(bytes);
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
  const checked = checkImage(image);
  return checked.ok
    ? { ok: true, image: checked.image, fields }
    : { ok: false, error: checked.error, fields };
}

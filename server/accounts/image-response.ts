/** An image response with a strong ETag (its sha256) and private caching; 304 when the browser has it. */
export function imageResponse(request: Request, image: { bytes: Buffer; mime: string; sha256: string }) {
  const etag = `"${image.sha256}"`;
  const headers = {
    ETag: etag,
    "Cache-Control": "private, max-age=31536000, immutable",
    "Content-Type": image.mime,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.bytes), {
    headers: { ...headers, "Content-Length": String(image.bytes.length) },
  });
}

/**
 * File types recognised by their content (magic bytes), never by the declared MIME type
 * or the file name: a renamed executable posing as .png is refused.
 */
export type SniffedType = {
  mime: "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "video/mp4" | "video/webm";
  extension: "jpg" | "png" | "gif" | "webp" | "mp4" | "webm";
  mediaType: "image" | "video";
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/** The allowed type the bytes really are, or null. */
export function sniffMediaType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", extension: "jpg", mediaType: "image" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: "image/png", extension: "png", mediaType: "image" };
  }
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) {
    return { mime: "image/gif", extension: "gif", mediaType: "image" };
  }
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) {
    return { mime: "image/webp", extension: "webp", mediaType: "image" };
  }
  // ISO base media: a box size, then 'ftyp' and a brand (isom, mp41, mp42, avc1, M4V …; not HEIC/AVIF images).
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (!/^(heic|heix|mif1|msf1|avif|avis|crx )$/.test(brand))
      return { mime: "video/mp4", extension: "mp4", mediaType: "video" };
    return null;
  }
  // EBML header with the 'webm' DocType near the start.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    const head = Buffer.from(bytes.slice(0, 64)).toString("latin1");
    if (head.includes("webm")) return { mime: "video/webm", extension: "webm", mediaType: "video" };
  }
  return null;
}

export const CONTENT_TYPES: Record<SniffedType["extension"], SniffedType["mime"]> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
};

import { open, type FileHandle } from 'node:fs/promises';

/**
 * Whether a file is built as an MP4 or WebM video is, read from its structure alone (no decoder):
 * used when the server has no ffprobe, so that a file with a video's first bytes and something else
 * behind them (an HTML page, a script) is refused instead of kept. It does not prove the video plays.
 */
export async function hasVideoStructure(path: string, container: 'mp4' | 'webm'): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    return container === 'mp4' ? await isIsoMedia(file, size) : await isWebm(file, size);
  } finally {
    await file.close();
  }
}

async function read(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const BOX_TYPE = /^[a-zA-Z0-9 ©]{4}$/;
const MAX_BOXES = 10_000;

/** ISO base media (MP4): top-level boxes that tile the whole file, ftyp first, with a movie and its media. */
async function isIsoMedia(file: FileHandle, size: number): Promise<boolean> {
  const seen = new Set<string>();
  let position = 0;
  for (let boxes = 0; position < size; boxes++) {
    if (boxes >= MAX_BOXES) return false;
    const header = await read(file, position, 16);
    if (header.length < 8) return false;
    const type = header.toString('latin1', 4, 8);
    if (!BOX_TYPE.test(type) || (boxes === 0 && type !== 'ftyp')) return false;
    let length = header.readUInt32BE(0);
    if (length === 1) {
      if (header.length < 16) return false;
      length = Number(header.readBigUInt64BE(8));
    } else if (length === 0) {
      length = size - position;
    }
    if (length < 8 || position + length > size) return false;
    seen.add(type);
    position += length;
  }
  return position === size && seen.has('moov') && (seen.has('mdat') || seen.has('moof'));
}

/** An EBML variable-length number: its value and length in bytes (null when malformed). */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { value: !keepMarker && allOnes ? -1 : value, length };
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const TRACKS = 0x1654ae6b;
/** The elements a Matroska/WebM segment may hold at its top level. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  0x1549a966,
  TRACKS,
  CLUSTER,
  0x1c53bb6b,
  0x1043a770,
  0x1254c367,
  0x1941a469,
  0xec,
  0xbf,
]);

/** WebM: an EBML header naming webm (or matroska), then a segment whose elements are a video's, with tracks and a cluster. */
async function isWebm(file: FileHandle, size: number): Promise<boolean> {
  const head = await read(file, 0, 4096);
  const id = vint(head, 0, true);
  if (id?.value !== EBML) return false;
  const headerSize = vint(head, id.length, false);
  if (!headerSize || headerSize.value < 0) return false;
  const headerStart = id.length + headerSize.length;
  const headerEnd = headerStart + headerSize.value;
  if (headerEnd > head.length) return false;
  let docType = '';
  for (let at = headerStart; at < headerEnd;) {
    const childId = vint(head, at, true);
    const childSize = childId && vint(head, at + childId.length, false);
    if (!childId || !childSize || childSize.value < 0) return false;
    const start = at + childId.length + childSize.length;
    if (childId.value === DOC_TYPE) docType = head.toString('latin1', start, start + childSize.value);
    at = start + childSize.value;
  }
  if (docType !== 'webm' && docType !== 'matroska') return false;
  const segmentHead = await read(file, headerEnd, 16);
  const segmentId = vint(segmentHead, 0, true);
  const segmentSize = segmentId && vint(segmentHead, segmentId.length, false);
  if (segmentId?.value !== SEGMENT || !segmentSize) return false;
  let position = headerEnd + segmentId.length + segmentSize.length;
  const end = segmentSize.value < 0 ? size : Math.min(size, position + segmentSize.value);
  let tracks = false;
  for (let elements = 0; position < end && elements < MAX_BOXES; elements++) {
    const bytes = await read(file, position, 16);
    const childId = vint(bytes, 0, true);
    const childSize = childId && vint(bytes, childId.length, false);
    if (!childId || !childSize || !SEGMENT_CHILDREN.has(childId.value)) return false;
    if (childId.value === TRACKS) tracks = true;
    // The first cluster of media, after the tracks that describe it: a video's structure.
    if (childId.value === CLUSTER) return tracks;
    if (childSize.value < 0) return false;
    position += childId.length + childSize.length + childSize.value;
  }
  return false;
}

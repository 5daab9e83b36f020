import { spawn } from 'node:child_process';

/** Where the video tools are (VIDEO_FFMPEG_PATH / VIDEO_FFPROBE_PATH); Debian's ffmpeg package by default. */
export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** The tool is not installed (or not at the configured path): the caller keeps the original. */
export class VideoToolMissingError extends Error {}

export interface VideoProbe {
  container: 'mp4' | 'webm';
  duration: number;
  width: number;
  height: number;
  videoCodec: string;
  audioCodec: string | null;
}

/** Codecs each container may carry: what phones and browsers produce and what ffmpeg can turn into H.264. */
const VIDEO_CODECS = {
  mp4: new Set(['h264', 'hevc', 'av1', 'mpeg4']),
  webm: new Set(['vp8', 'vp9', 'av1']),
};
/** Largest frame accepted (8K); anything larger is a decompression bomb, not a school clip. */
const MAX_FRAME_PIXELS = 7680 * 4320;

interface RunResult {
  stdout: Buffer;
  stderr: string;
  code: number | null;
}

/** Runs a tool with a time limit; ENOENT becomes VideoToolMissingError. */
function run(
  command: string,
  args: string[],
  options: { timeoutMs: number; onStdout?: (chunk: Buffer) => void },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: options.timeoutMs });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdout) options.onStdout(chunk);
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new VideoToolMissingError(`${command} is not installed`) : error);
    });
    child.on('close', (code) => resolve({ stdout: Buffer.concat(out), stderr, code }));
  });
}

/** Why a file the magic bytes called a video is still refused: shown to the editor as is. */
export class UnreadableVideoError extends Error {}

/**
 * Reads a video's container, duration, frame size and codecs with ffprobe. Throws
 * UnreadableVideoError when the file is cut off, damaged, or not the container its bytes claim.
 */
export async function probeVideo(
  tools: VideoTools,
  path: string,
  expected: 'mp4' | 'webm',
): Promise<VideoProbe> {
  const result = await run(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    { timeoutMs: 30_000 },
  );
  let parsed: {
    format?: { format_name?: string; duration?: string };
    streams?: {
      codec_type?: string;
      codec_name?: string;
      width?: number;
      height?: number;
      duration?: string;
    }[];
  };
  try {
    parsed = JSON.parse(result.stdout.toString('utf8') || '{}');
  } catch {
    parsed = {};
  }
  const video = parsed.streams?.find((s) => s.codec_type === 'video');
  const audio = parsed.streams?.find((s) => s.codec_type === 'audio');
  const formatName = parsed.format?.format_name ?? '';
  if (result.code !== 0 || !video || !formatName)
    throw new UnreadableVideoError('The video could not be read; it may be incomplete or damaged');
  const containerOk = expected === 'mp4' ? formatName.includes('mp4') : formatName.includes('webm');
  if (!containerOk) throw new UnreadableVideoError('The video container does not match its contents');
  const codec = video.codec_name ?? 'unknown';
  if (!VIDEO_CODECS[expected].has(codec))
    throw new UnreadableVideoError(`The video uses the ${codec} codec, which is not accepted`);
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  if (width <= 0 || height <= 0 || width * height > MAX_FRAME_PIXELS)
    throw new UnreadableVideoError(`The video's frame size (${width} × ${height}) is not accepted`);
  const duration = Number(parsed.format?.duration ?? video.duration ?? 0);
  if (!Number.isFinite(duration) || duration <= 0)
    throw new UnreadableVideoError('The video could not be read; it may be incomplete or damaged');
  return {
    container: expected,
    duration: Math.round(duration * 100) / 100,
    width,
    height,
    videoCodec: codec,
    audioCodec: audio?.codec_name ?? null,
  };
}

/** One JPEG frame for the poster, taken a little in (the very first frame is often black). */
export async function extractPoster(tools: VideoTools, path: string, duration: number): Promise<Buffer> {
  const at = Math.min(1, duration / 3);
  const result = await run(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-ss',
      at.toFixed(2),
      '-i',
      path,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      'pipe:1',
    ],
    { timeoutMs: 60_000 },
  );
  if (result.code !== 0 || result.stdout.length === 0)
    throw new Error(`ffmpeg could not take a poster frame: ${result.stderr.slice(0, 500)}`);
  return result.stdout;
}

/** Encoder settings of the web-friendly copy: H.264 at most 720p, fast start, small on mobile data. */
export const WEB_VIDEO_ENCODING = {
  maxHeight: 720,
  crf: 27,
  preset: 'veryfast',
  audioBitrate: '96k',
} as const;

/**
 * Makes the web-friendly MP4 at `outPath`: H.264 (yuv420p, plays on every phone), at most 720 lines,
 * moov atom first (plays while it downloads), AAC sound or none. Reports progress 0..1.
 */
/**
 * The phone copy: at most 640 wide (a phone's screen, at its pixel density, under the hero's overlay),
 * so a phone downloads a fraction of the web copy. The site offers it to screens up to 640 CSS px.
 */
export const PHONE_VIDEO_ENCODING = {
  maxWidth: 640,
  crf: 32,
} as const;

export async function encodeWebVideo(
  tools: VideoTools,
  input: { path: string; duration: number },
  outPath: string,
  options: {
    keepAudio: boolean;
    onProgress?: (fraction: number) => void;
    /** 'phone': the smaller copy (PHONE_VIDEO_ENCODING) instead of the web copy. */
    rendition?: 'web' | 'phone';
  },
): Promise<void> {
  const { maxHeight, preset, audioBitrate } = WEB_VIDEO_ENCODING;
  const phone = options.rendition === 'phone';
  const crf = phone ? PHONE_VIDEO_ENCODING.crf : WEB_VIDEO_ENCODING.crf;
  const scale = phone
    ? `scale='2*trunc(min(${PHONE_VIDEO_ENCODING.maxWidth},iw)/2)':-2`
    : `scale=-2:'2*trunc(min(${maxHeight},ih)/2)'`;
  const args = [
    '-v',
    'error',
    '-nostats',
    '-y',
    '-i',
    input.path,
    '-map',
    '0:v:0',
    ...(options.keepAudio ? ['-map', '0:a:0?', '-c:a', 'aac', '-b:a', audioBitrate] : ['-an']),
    '-vf',
    scale,
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-crf',
    String(crf),
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-f',
    'mp4',
    outPath,
  ];
  let pending = '';
  const result = await run(tools.ffmpeg, args, {
    timeoutMs: 30 * 60_000,
    onStdout(chunk) {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match && input.duration > 0)
          options.onProgress?.(Math.min(0.99, Number(match[1]) / 1e6 / input.duration));
      }
    },
  });
  if (result.code !== 0) throw new Error(`ffmpeg could not encode the video: ${result.stderr.slice(0, 500)}`);
}

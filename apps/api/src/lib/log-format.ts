import pinoPretty from 'pino-pretty';

export type LogFormatSetting = 'auto' | 'pretty' | 'json';

/**
 * Readable lines for a person at a terminal; JSON lines for a service manager, a container or a
 * file, where logs are collected and searched. `auto` tells them apart by whether stdout is a TTY.
 */
export function chooseLogFormat(setting: LogFormatSetting, stdout: { isTTY?: boolean }): 'pretty' | 'json' {
  if (setting !== 'auto') return setting;
  return stdout.isTTY ? 'pretty' : 'json';
}

/** One coloured line per event (time, level, message, then any fields), written synchronously. */
export function prettyLogStream(destination: NodeJS.WritableStream = process.stdout) {
  return pinoPretty({
    destination,
    sync: true,
    colorize: 'isTTY' in destination ? Boolean(destination.isTTY) : false,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}

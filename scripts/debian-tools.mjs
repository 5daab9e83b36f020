// The machine tools `npm test` needs beside Node, all from Debian (the only other registry the build
// machines reach): Chromium for the browser tests, ffmpeg for the video upload tests, and a Java
// runtime for the W3C Nu Html Checker (vnu-jar). `npm test` installs the missing ones with apt-get when
// it runs as root, else it stops with the one apt-get line to run; `.ci/run` installs the same.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Whether `command` is an executable file on `path` (a PATH value). */
export function onPath(command, path = process.env.PATH ?? '') {
  return path
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        accessSync(join(dir, command), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** Whether `file` is an executable file. */
function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The tools the tests need: what each is for, how it is found, and the Debian package that brings it.
 * `env` is the environment to look in (PATH, CHROMIUM_PATH).
 */
export function testTools(env = process.env) {
  const chromium = env.CHROMIUM_PATH || '/usr/bin/chromium';
  return [
    { name: 'Chromium', use: 'the browser tests', found: executable(chromium), debian: 'chromium' },
    {
      name: 'ffmpeg',
      use: 'the video upload tests',
      found: onPath('ffmpeg', env.PATH) && onPath('ffprobe', env.PATH),
      debian: 'ffmpeg',
    },
    {
      name: 'Java',
      use: 'the W3C Nu Html Checker',
      found: onPath('java', env.PATH),
      debian: 'default-jre-headless',
    },
  ];
}

/** The Debian packages to install for the tools that are missing (empty when all are there). */
export function missingDebianPackages(env = process.env) {
  return testTools(env)
    .filter((tool) => !tool.found)
    .map((tool) => tool.debian);
}

/**
 * Installs the missing tools with apt-get when running as root; otherwise prints the one line to
 * run and exits. `run` runs a command and exits on failure (lib.mjs).
 */
export function ensureTestTools(run, env = process.env) {
  const missing = testTools(env).filter((tool) => !tool.found);
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.debian);
  const named = missing.map((tool) => `${tool.name} (${tool.use})`).join(', ');
  if (process.getuid?.() === 0) {
    console.log(`Installing ${named} from Debian: ${packages.join(' ')}...`);
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env: aptEnv });
    return;
  }
  console.error(
    `Missing ${named}: run 'sudo apt-get install -y --no-install-recommends ${packages.join(' ')}' and try again.`,
  );
  process.exit(1);
}

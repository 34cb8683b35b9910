// The container check (run by `npm test` beside its other steps; `node scripts/check-container-build.mjs` alone):
// builds what docker/Dockerfile builds, the way it builds it, where no Docker engine runs.
//
// Each stage gets a folder standing for its file system. The build stage replays its WORKDIR, ENV,
// COPY (from the build context, filtered by .dockerignore) and RUN lines in order, so the real
// install (against package-lock.json) and the real build run on exactly the files the image gets.
// The runtime stage gets only what its COPY --from lines take from the build stage; then its CMD
// is started as docker-compose would start it with a published JWT_SECRET placeholder: Node must
// load the entry point's whole import graph (a package missing after `npm prune`, a link into a
// folder the image lacks, a native binary absent all fail here) and the config check must refuse
// the placeholder. Not replayed: the runtime stage's RUN lines (they chown /data as root), USER,
// VOLUME, EXPOSE and HEALTHCHECK; and the base image: this runs on this machine's Node and npm.
// KEEP_CONTAINER_CHECK=1 keeps the work folder (under the system temp dir) for a look afterwards.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dockerignoreMatcher, parseCommand, parseCopy, parseDockerfile, parseEnv } from '../tools/docker/dockerfile.js';

const context = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const dockerfile = path.join(context, 'docker/Dockerfile');
const LOCK = 'package-lock.json';
/** docker-compose.yml's former fallback: starting production with it must fail. */
const PUBLISHED_PLACEHOLDER = 'change-me-to-a-long-random-secret-of-32-chars';

const workspace = mkdtempSync(path.join(tmpdir(), 'reagentswap-container-'));
const snapshot = path.join(workspace, 'context');
const started = Date.now();
const log = (message) => console.log(`[container] ${message}`);
// `npm test` stops this check (its whole process group) when a step before it fails: the work
// folder holds a full node_modules, so it goes too. The handler runs once the killed child returns.
process.on('SIGTERM', () => {
  rmSync(workspace, { recursive: true, force: true });
  process.exit(143);
});

try {
  const stages = parseDockerfile(readFileSync(dockerfile, 'utf8'));
  const runtime = stages.at(-1);
  const contextFiles = snapshotContext();
  const built = new Map();
  for (const stage of stages.slice(0, -1)) built.set(stage.name ?? String(stage.index), buildStage(stage, contextFiles));
  const { root, workdir, env, command } = assembleRuntime(runtime, built);
  probeStart(root, workdir, env, command);
  log(`passed in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  console.error(`[container] FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (process.env.KEEP_CONTAINER_CHECK) log(`kept ${workspace}`);
  else rmSync(workspace, { recursive: true, force: true });
}

/**
 * Like `docker build`, reads the context once, up front (so edits made while the build runs do not
 * leak in): copies every file .dockerignore lets through into the workspace; returns their paths.
 */
function snapshotContext() {
  const files = listContext();
  for (const file of files) copyEntry(path.join(context, file), path.join(snapshot, file));
  return files;
}

/** Every file of the build context that .dockerignore lets through, as paths relative to it. */
function listContext() {
  const ignorePath = path.join(context, '.dockerignore');
  const ignored = dockerignoreMatcher(existsSync(ignorePath) ? readFileSync(ignorePath, 'utf8') : '');
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(context, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (ignored(child)) continue;
      if (entry.isDirectory()) walk(child);
      else files.push(child);
    }
  };
  walk('');
  return files;
}

function buildStage(stage, contextFiles) {
  const label = stage.name ?? `stage ${stage.index}`;
  const root = path.join(workspace, label.replace(/\W/g, '_'));
  let workdir = '/';
  const env = {};
  log(`stage '${label}' (FROM ${stage.image}; here Node ${process.version}, npm ${npmVersion()})`);
  for (const { keyword, args, flags } of stage.instructions) {
    switch (keyword) {
      case 'WORKDIR':
        workdir = path.posix.resolve(workdir, args);
        mkdirSync(inStage(root, workdir), { recursive: true });
        break;
      case 'ENV':
        Object.assign(env, parseEnv(args));
        break;
      case 'COPY':
        if (flags.from) throw new Error(`${label}: COPY --from in a build stage is not replayed by this check`);
        copyFromContext(contextFiles, parseCopy(args), root, workdir);
        break;
      case 'RUN':
        run(label, args, inStage(root, workdir), env);
        requireLockUntouched(inStage(root, workdir), args);
        break;
      default:
        throw new Error(
          `${label}: ${keyword} is not replayed by this check; extend scripts/check-container-build.mjs or keep the build stage to WORKDIR, ENV, COPY and RUN`,
        );
    }
  }
  return root;
}

function assembleRuntime(stage, built) {
  const root = path.join(workspace, 'runtime');
  let workdir = '/';
  const env = {};
  let command;
  for (const { keyword, args, flags } of stage.instructions) {
    if (keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, args);
    else if (keyword === 'ENV') Object.assign(env, parseEnv(args));
    else if (keyword === 'CMD') command = parseCommand(args);
    else if (keyword === 'COPY') {
      const from = built.get(flags.from);
      if (!from) throw new Error(`runtime: COPY from '${flags.from ?? 'the build context'}' is not replayed by this check`);
      const { sources, destination } = parseCopy(args);
      for (const source of sources) {
        const origin = inStage(from, source);
        if (!existsSync(origin)) throw new Error(`runtime: COPY --from=${flags.from} ${source}: not in the build stage`);
        copyBetweenStages(origin, destinationFor(root, workdir, destination, source, statSync(origin).isFile(), sources.length));
      }
    } else log(`runtime: ${keyword} not replayed`);
  }
  if (!command) throw new Error('runtime: no CMD');
  return { root, workdir, env, command };
}

/** Starts the CMD with docker-compose's former fallback secret: it must load, then refuse it. */
function probeStart(root, workdir, imageEnv, command) {
  const cwd = inStage(root, workdir);
  const [program, entry] = command;
  if (program === 'node' && !existsSync(path.join(cwd, entry))) throw new Error(`runtime: entry point ${entry} is missing from the image`);
  const env = { PATH: process.env.PATH, HOME: path.join(workspace, 'home') };
  for (const [key, value] of Object.entries(imageEnv)) env[key] = value.startsWith('/') ? inStage(root, value) : value;
  env.JWT_SECRET = PUBLISHED_PLACEHOLDER;
  // As docker-compose.yml sets it, on a port that refuses at once: should the start get past the
  // config check, it fails fast instead of starting an embedded database.
  env.DATABASE_URL = 'postgres://reagentswap:reagentswap@127.0.0.1:1/reagentswap';
  log(`start: ${command.join(' ')} (NODE_ENV=${env.NODE_ENV}, JWT_SECRET=<published placeholder>)`);
  const result = spawnSync(command[0], command.slice(1), { cwd, env, encoding: 'utf8', timeout: 120_000 });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 1 || !/JWT_SECRET: is a published placeholder/.test(output)) {
    throw new Error(
      `runtime: expected the start to be refused for JWT_SECRET (exit 1), got exit ${result.status ?? result.signal}:\n${output}`,
    );
  }
  log('start: loaded the whole entry point and refused the placeholder secret');
}

function copyFromContext(contextFiles, { sources, destination }, root, workdir) {
  for (const source of sources) {
    if (/[*?[]/.test(source)) throw new Error(`COPY ${source}: wildcards are not replayed by this check`);
    const normalized = path.posix.normalize(source).replace(/\/$/, '');
    const prefix = normalized === '.' ? '' : normalized;
    if (!existsSync(path.join(snapshot, prefix)))
      throw new Error(`COPY ${source}: not in the build context (missing or excluded by .dockerignore)`);
    const isFolder = statSync(path.join(snapshot, prefix)).isDirectory();
    const target = destinationFor(root, workdir, destination, source, !isFolder, sources.length);
    const files = isFolder
      ? contextFiles.filter((file) => prefix === '' || file.startsWith(`${prefix}/`))
      : contextFiles.filter((file) => file === prefix);
    if (!files.length) throw new Error(`COPY ${source}: nothing in the build context (missing or excluded by .dockerignore)`);
    for (const file of files) {
      copyEntry(path.join(snapshot, file), isFolder ? path.join(target, prefix ? file.slice(prefix.length + 1) : file) : target);
    }
  }
}

/** Docker's rule: a folder's contents go into the destination; a file goes into it if it ends in '/'. */
function destinationFor(root, workdir, destination, source, sourceIsFile, sourceCount) {
  const absolute = inStage(root, path.posix.resolve(workdir, destination));
  const intoFolder = destination.endsWith('/') || destination === '.' || sourceCount > 1;
  return sourceIsFile && intoFolder ? path.join(absolute, path.posix.basename(source)) : absolute;
}

/** Between stages: links kept as links (node_modules/@reagentswap/* point into libs/), files hard-linked for speed. */
function copyBetweenStages(from, to) {
  mkdirSync(path.dirname(to), { recursive: true });
  if (statSync(from).isDirectory()) {
    mkdirSync(to, { recursive: true });
    const copied = spawnSync('cp', ['-a', '-l', `${from}/.`, `${to}/`], { stdio: 'inherit' });
    if (copied.status !== 0) cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  } else copyFileSync(from, to);
}

function run(label, script, cwd, env) {
  log(`${label}: RUN ${script}`);
  const result = spawnSync('/bin/sh', ['-c', script], { cwd, stdio: 'inherit', env: { ...buildEnvironment(), ...env } });
  if (result.status !== 0) throw new Error(`${label}: RUN ${script} exited with ${result.status ?? result.signal}`);
}

/**
 * This machine's environment (PATH, HOME and its npm cache, the registry settings, CI) less what a
 * Docker build would not have: the variables `npm test` sets for its scripts (npm_config_local_prefix
 * would point a nested npm back at the work tree) and a NODE_ENV that would change what npm installs.
 */
function buildEnvironment() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD' && key !== 'NODE_ENV'));
}

/**
 * The image installs with `npm install` (see the Dockerfile for why not `npm ci`); this keeps
 * what `npm ci` would have guaranteed: an install that had to change the lock means package.json
 * and package-lock.json disagree, and the image would get versions nobody tested.
 */
function requireLockUntouched(cwd, script) {
  const lock = path.join(cwd, LOCK);
  if (!/\bnpm (install|i|ci)\b/.test(script) || !existsSync(lock)) return;
  if (readFileSync(lock, 'utf8') !== readFileSync(path.join(snapshot, LOCK), 'utf8')) {
    throw new Error(`'${script}' changed ${LOCK}: it is out of sync with package.json. Run npm install and commit the lock.`);
  }
}

/** One file or link (kept a link, as COPY does). */
function copyEntry(from, to) {
  mkdirSync(path.dirname(to), { recursive: true });
  if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to);
  else copyFileSync(from, to);
}

function inStage(root, absolute) {
  return path.join(root, absolute);
}

function npmVersion() {
  return spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.trim();
}

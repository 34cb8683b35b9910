// Reads a Dockerfile and a .dockerignore the way Docker does, for the subset this project uses, so
// that scripts/check-container-build.mjs can replay the image's build without a Docker engine.

/** Splits a Dockerfile into stages of instructions (line continuations joined, comments dropped). */
export function parseDockerfile(text) {
  const logicalLines = [];
  let pending = '';
  for (const line of text.split(/\r?\n/)) {
    if (!pending && /^\s*#/.test(line)) continue;
    if (/\\\s*$/.test(line)) {
      pending += line.replace(/\\\s*$/, ' ');
      continue;
    }
    // A comment line inside a continued instruction is skipped, as Docker does.
    if (pending && /^\s*#/.test(line)) continue;
    const full = (pending + line).trim();
    pending = '';
    if (full) logicalLines.push(full);
  }

  const stages = [];
  for (const line of logicalLines) {
    const [, keyword, rest] = /^(\S+)\s*(.*)$/.exec(line);
    const instruction = { keyword: keyword.toUpperCase(), ...splitFlags(rest) };
    if (instruction.keyword === 'FROM') {
      const [image, as, name] = instruction.args.split(/\s+/);
      stages.push({ index: stages.length, image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
      continue;
    }
    if (!stages.length) throw new Error(`Dockerfile: '${keyword}' before the first FROM`);
    stages.at(-1).instructions.push(instruction);
  }
  return stages;
}

/** `--from=build /app/x ./` → { flags: { from: 'build' }, args: '/app/x ./' } */
function splitFlags(rest) {
  const flags = {};
  let args = rest;
  for (;;) {
    const match = /^--([a-z-]+)=(\S+)\s*/.exec(args);
    if (!match) break;
    flags[match[1]] = match[2];
    args = args.slice(match[0].length);
  }
  return { flags, args };
}

/** `ENV A=1 B="two words"` and the legacy `ENV A 1` form → { A: '1', B: 'two words' } */
export function parseEnv(args) {
  // Docker's rule: the legacy form is the one whose first word has no '='.
  if (!args.split(/\s+/)[0].includes('=')) {
    const [, key, value] = /^(\S+)\s+(.*)$/.exec(args);
    return { [key]: value };
  }
  const env = {};
  for (const [, key, quoted, bare] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g)) env[key] = quoted ?? bare;
  return env;
}

/** `COPY a b dest/` or the JSON form → { sources: ['a', 'b'], destination: 'dest/' } */
export function parseCopy(args) {
  const parts = args.trim().startsWith('[') ? JSON.parse(args) : args.trim().split(/\s+/);
  if (parts.length < 2) throw new Error(`Dockerfile: COPY needs a source and a destination: '${args}'`);
  return { sources: parts.slice(0, -1), destination: parts.at(-1) };
}

/** `CMD ["node", "x.js"]` → ['node', 'x.js']; the shell form → ['/bin/sh', '-c', '…'] */
export function parseCommand(args) {
  return args.trim().startsWith('[') ? JSON.parse(args) : ['/bin/sh', '-c', args];
}

/**
 * A .dockerignore as Docker reads it: one pattern a line, `#` comments, `!` re-includes, `*` and
 * `?` within one path segment, `**` across segments, matched from the context root; a match on a
 * folder excludes everything under it; the last matching line wins.
 * Returns (relativePath) => true when the path is left out of the build context.
 */
export function dockerignoreMatcher(text) {
  const rules = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const include = line.startsWith('!');
      const pattern = (include ? line.slice(1) : line).trim().replace(/^\/+/, '').replace(/\/+$/, '');
      return { include, regex: patternToRegex(pattern) };
    });
  return (relativePath) => {
    const segments = relativePath.split('/');
    let excluded = false;
    for (const rule of rules) {
      // The path itself or any folder above it.
      const hit = segments.some((_, i) => rule.regex.test(segments.slice(0, i + 1).join('/')));
      if (hit) excluded = !rule.include;
    }
    return excluded;
  };
}

function patternToRegex(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      // `**/` matches zero or more folders; a trailing `**` matches everything below.
      if (pattern[i + 2] === '/') {
        source += '(?:.*/)?';
        i += 2;
      } else {
        source += '.*';
        i += 1;
      }
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

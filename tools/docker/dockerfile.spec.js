import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { dockerignoreMatcher, parseCommand, parseCopy, parseDockerfile, parseEnv } from './dockerfile.js';

describe('parseDockerfile', () => {
  it('splits stages, joins continued lines and drops comments', () => {
    const stages = parseDockerfile(
      [
        '# top',
        'FROM node:22 AS build',
        'WORKDIR /app',
        'RUN npm install \\',
        '  # inside',
        '  --no-audit',
        'FROM node:22',
        'COPY --from=build /app/dist ./dist',
      ].join('\n'),
    );
    expect(stages.map((s) => [s.name, s.image])).toEqual([
      ['build', 'node:22'],
      [undefined, 'node:22'],
    ]);
    expect(stages[0].instructions).toEqual([
      { keyword: 'WORKDIR', flags: {}, args: '/app' },
      { keyword: 'RUN', flags: {}, args: 'npm install    --no-audit' },
    ]);
    expect(stages[1].instructions[0]).toEqual({ keyword: 'COPY', flags: { from: 'build' }, args: '/app/dist ./dist' });
  });

  it("reads this project's Dockerfile: a build stage the container check can replay, and a runtime stage with a CMD", () => {
    const [build, runtime] = parseDockerfile(readFileSync('docker/Dockerfile', 'utf8'));
    expect(build.name).toBe('build');
    for (const { keyword } of build.instructions) expect(['WORKDIR', 'ENV', 'COPY', 'RUN']).toContain(keyword);
    expect(runtime.instructions.some((i) => i.keyword === 'CMD')).toBe(true);
  });
});

describe('instruction arguments', () => {
  it('ENV in both forms', () => {
    expect(parseEnv('NODE_ENV=production PORT=3000 NAME="two words"')).toEqual({ NODE_ENV: 'production', PORT: '3000', NAME: 'two words' });
    expect(parseEnv('NODE_ENV production')).toEqual({ NODE_ENV: 'production' });
  });
  it('COPY sources and destination', () => {
    expect(parseCopy('package.json package-lock.json ./')).toEqual({ sources: ['package.json', 'package-lock.json'], destination: './' });
    expect(parseCopy('["a b", "c/"]')).toEqual({ sources: ['a b'], destination: 'c/' });
  });
  it('CMD in exec and shell form', () => {
    expect(parseCommand('["node", "dist/backend/main.js"]')).toEqual(['node', 'dist/backend/main.js']);
    expect(parseCommand('node x.js')).toEqual(['/bin/sh', '-c', 'node x.js']);
  });
});

describe('dockerignoreMatcher', () => {
  const ignored = dockerignoreMatcher(
    ['# comment', '**/node_modules', 'dist', '/var/', '*.log', 'docs/**/*.tmp', '!docs/keep.tmp', '.env'].join('\n'),
  );
  it.each([
    ['node_modules/x/index.js', true],
    ['libs/contracts/node_modules/y', true],
    ['dist/backend/main.js', true],
    ['libs/contracts/dist/index.js', false], // `dist` alone matches at the root only, as in Docker
    ['var/e2e/db', true],
    ['error.log', true],
    ['backend/error.log', false],
    ['docs/a/b.tmp', true],
    ['docs/keep.tmp', false],
    ['.env', true],
    ['.env.example', false],
    ['backend/src/main.ts', false],
  ])('%s → excluded: %p', (file, excluded) => expect(ignored(file)).toBe(excluded));
});

// Writes dist/bench: each bench/src file (specs aside) transpiled on its own, with bench/tsconfig.json's
// options. tsc type-checks the bench first (`nx run bench:build`), but cannot emit it: the program
// includes the backend's sources it imports (for their types), which are not under the bench's
// rootDir and are already built, as they ship, into dist/backend — where '#backend/*' points at run time.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, 'src');
const out = join(import.meta.dirname, '../dist/bench');
const config = ts.getParsedCommandLineOfConfigFile(
  join(import.meta.dirname, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
// ES modules, as package.json's "type" makes every .js here (transpileModule does not read it).
const compilerOptions = {
  ...config.options,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  noEmit: false,
  sourceMap: false,
  inlineSourceMap: true,
  inlineSources: true,
};

rmSync(out, { recursive: true, force: true });
const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'));
for (const file of files) {
  const source = readFileSync(join(root, file), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: join(root, file) });
  const target = join(out, file.replace(/\.ts$/, '.js'));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, outputText);
}
console.log(`bench: ${files.length} files transpiled into ${relative(process.cwd(), out) || out}`);
